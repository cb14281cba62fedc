import Foundation

extension Gesture {
    /// A gesture that recognizes this gesture and `other` at the same time, neither waiting for the other: a pinch
    /// and a twist of the same two fingers, say.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures recognized at the same time: SwiftUI's `SimultaneousGesture`. Each part runs its own actions; the
/// whole changes whenever either part does, with the latest value of each (nil for a part that has reported
/// nothing), and ends when both parts are over, if at least one of them ended rather than failed.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The latest value of each gesture; nil for one that has not reported any.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of the two gestures.
    public var first: First
    /// The second of the two gestures.
    public var second: Second

    /// A gesture that recognizes `first` and `second` independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let a = first.recognizer(), b = second.recognizer()
        let parts: [AnyGestureRecognizer] = [a, b].compactMap { $0 }
        guard !parts.isEmpty else { return AnyGestureRecognizer() }
        var value = Value()
        // Whether each part reported a value at the current event, and whether either has ended (not failed).
        var reported = false, ended = false
        a?.observer = { update in
            switch update {
            case let .changed(v, _): value.first = v; reported = true
            case let .ended(v): value.first = v; reported = true; ended = true
            case .none, .failed: break
            }
        }
        b?.observer = { update in
            switch update {
            case let .changed(v, _): value.second = v; reported = true
            case let .ended(v): value.second = v; reported = true; ended = true
            case .none, .failed: break
            }
        }
        let wake = { (start: Double) in parts.compactMap { $0.wakeTime(touchStart: start) }.min() }
        let recognizer = GestureRecognizer<Value>(wake: wake) { touch, _ in
            reported = false
            for part in parts { _ = part.handle(touch) }
            let claims = parts.contains { $0.hasClaimed }
            if parts.allSatisfy(\.isFinished) { return ended ? .ended(value) : .failed }
            return reported ? .changed(value, claims: claims) : .none
        }
        recognizer.children = parts
        return recognizer
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
