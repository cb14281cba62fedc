import Foundation

extension Gesture {
    /// A gesture that reports `body` of this gesture's value, at the same moments.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, body: body)
    }
}

/// A gesture whose values are another's, transformed: what `map(_:)` returns.
public struct _MapGesture<Base: Gesture, Value>: Gesture, PrimitiveGesture {
    let base: Base
    let body: (Base.Value) -> Value

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        guard let inner = base.recognizer() else { return AnyGestureRecognizer() }
        var update = GestureUpdate<Base.Value>.none
        inner.observer = { update = $0 }
        let body = self.body
        let recognizer = GestureRecognizer<Value>(wake: { inner.wakeTime(touchStart: $0) }) { touch, _ in
            update = .none
            _ = inner.handle(touch)
            switch update {
            case .none: return .none
            case let .changed(value, claims): return .changed(body(value), claims: claims)
            case let .ended(value): return .ended(body(value))
            case .failed: return .failed
            }
        }
        recognizer.children = [inner]
        return recognizer
    }
}
