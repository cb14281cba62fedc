import Foundation

/// A gesture that follows two fingers twisting: SwiftUI's `RotateGesture` (iOS 17). It starts once the fingers have
/// turned `minimumAngleDelta` either way, then changes at every script step until they lift. A script's `Rotate`
/// performs it.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// What a rotate gesture reports.
    public struct Value: Equatable, Sendable {
        /// The time of the event (scene seconds from the reference date).
        public var time: Date
        /// How far the line between the fingers has turned since they landed; positive is clockwise on screen, the
        /// direction `rotationEffect` turns.
        public var rotation: Angle
        /// How fast `rotation` changes, per second.
        public var velocity: Angle
        /// Where the fingers' centroid was when they landed, as a unit point of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers' centroid was when they landed, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotate gesture that starts once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let minimum = minimumAngleDelta.radians.isFinite ? abs(minimumAngleDelta.radians) : Angle.degrees(1).radians
        let tracker = TwoFingerTracker()
        var isActive = false
        return GestureRecognizer<Value> { touch, space in
            guard let reading = tracker.update(touch) else { return touch.phase == .ended ? .failed : .none }
            if !isActive { isActive = abs(reading.rotation) >= minimum }
            guard isActive else { return touch.phase == .ended ? .failed : .none }
            let value = Value(time: Date(timeIntervalSinceReferenceDate: touch.time), rotation: .radians(reading.rotation),
                              velocity: .radians(reading.angularVelocity), startAnchor: space.unitPoint(of: reading.startCentroid),
                              startLocation: space.convert(reading.startCentroid, to: .local))
            return touch.phase == .ended ? .ended(value) : .changed(value, claims: true)
        }
    }
}

/// The older form of `RotateGesture`: SwiftUI's `RotationGesture`, whose value is the rotation alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle

    /// How far the fingers turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture that starts once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation).makeRecognizer()
    }
}
