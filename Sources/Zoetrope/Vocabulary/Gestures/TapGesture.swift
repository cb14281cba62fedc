import Foundation

/// How far, in points, a finger may move before a tap fails (an approximation: UIKit's tap tolerance is not
/// documented).
let tapMovementTolerance: CGFloat = 10

/// A gesture that ends when the finger lifts where it landed: SwiftUI's `TapGesture`. A script's `Tap` (or a
/// `Press` of any length) completes it, whatever `count` asks for. A touch of two fingers (`Pinch`, `Rotate`) fails
/// it, as a one-touch `UITapGestureRecognizer` fails.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    /// The taps needed (a script's `Tap` counts as all of them).
    public var count: Int

    public init(count: Int = 1) { self.count = count }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        var start: CGPoint?
        return GestureRecognizer<Void> { touch, _ in
            if touch.fingerCount > 1 { return .failed }
            let origin = start ?? touch.location
            start = origin
            if hypot(touch.location.x - origin.x, touch.location.y - origin.y) > tapMovementTolerance { return .failed }
            return touch.phase == .ended ? .ended(()) : .none
        }
    }
}

/// A gesture that succeeds when the finger stays down, within `maximumDistance` points of where it landed, for
/// `minimumDuration` seconds: SwiftUI's `LongPressGesture`. Its value is true from the moment the finger lands
/// (for `updating`), and it ends with true at the minimum duration, while the finger is still down. Two fingers fail
/// it.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let press = LongPressTracker(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return GestureRecognizer<Bool>(wake: press.deadline) { touch, _ in
            switch press.update(touch) {
            case .pressing: return touch.phase == .began ? .changed(true, claims: false) : .none
            case .succeeded: return .ended(true)
            case .failed: return .failed
            }
        }
    }
}

/// The timing and distance rule of a long press, shared by `LongPressGesture` and `onLongPressGesture`.
final class LongPressTracker {
    enum Status { case pressing, succeeded, failed }
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: Double)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? max(minimumDuration, 0) : 0.5
        self.maximumDistance = maximumDistance.isFinite ? max(maximumDistance, 0) : 10
    }

    /// When the press succeeds if the finger stays.
    func deadline(touchStart: Double) -> Double? { touchStart + minimumDuration }

    func update(_ touch: TouchEvent) -> Status {
        // A press is one finger's: two (a `Pinch`, a `Rotate`) fail it.
        if touch.fingerCount > 1 { return .failed }
        let origin = start ?? (touch.location, touch.time)
        start = origin
        if hypot(touch.location.x - origin.location.x, touch.location.y - origin.location.y) > maximumDistance { return .failed }
        // The minimum duration is reached at an event at or after the deadline; a lift before it fails.
        if touch.time - origin.time >= minimumDuration - 1e-9 { return .succeeded }
        return touch.phase == .ended ? .failed : .pressing
    }
}
