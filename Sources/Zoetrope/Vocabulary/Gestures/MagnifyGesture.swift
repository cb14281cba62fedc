import Foundation

/// A gesture that follows two fingers moving apart or together: SwiftUI's `MagnifyGesture` (iOS 17). It starts once
/// the magnification differs from 1 by `minimumScaleDelta`, then changes at every script step until the fingers lift.
/// A script's `Pinch` performs it.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// What a magnify gesture reports.
    public struct Value: Equatable, Sendable {
        /// The time of the event (scene seconds from the reference date).
        public var time: Date
        /// How much the fingers' distance has grown since they landed: 2 is twice as far apart.
        public var magnification: CGFloat
        /// How fast `magnification` changes, per second.
        public var velocity: CGFloat
        /// Where the fingers' centroid was when they landed, as a unit point of the view's size.
        public var startAnchor: UnitPoint
        /// Where the fingers' centroid was when they landed, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// How far from 1 the magnification gets before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture that starts once the magnification differs from 1 by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let minimum = minimumScaleDelta.isFinite ? max(minimumScaleDelta, 0) : 0.01
        let tracker = TwoFingerTracker()
        var isActive = false
        return GestureRecognizer<Value> { touch, space in
            guard let reading = tracker.update(touch) else { return touch.phase == .ended ? .failed : .none }
            if !isActive { isActive = abs(reading.magnification - 1) >= minimum }
            guard isActive else { return touch.phase == .ended ? .failed : .none }
            let value = Value(time: Date(timeIntervalSinceReferenceDate: touch.time), magnification: reading.magnification,
                              velocity: reading.magnificationVelocity, startAnchor: space.unitPoint(of: reading.startCentroid),
                              startLocation: space.convert(reading.startCentroid, to: .local))
            return touch.phase == .ended ? .ended(value) : .changed(value, claims: true)
        }
    }
}

/// The older form of `MagnifyGesture`: SwiftUI's `MagnificationGesture`, whose value is the magnification alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat

    /// How far from 1 the magnification gets before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture that starts once the magnification differs from 1 by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification).makeRecognizer()
    }
}
