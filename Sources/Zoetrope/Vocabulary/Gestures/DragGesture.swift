import Foundation

/// A gesture that follows a moving finger: SwiftUI's `DragGesture`. It starts once the finger has moved
/// `minimumDistance` points from where it landed, then changes at every script step until the finger lifts. With two
/// fingers down (`Pinch`, `Rotate`) it follows their centroid, as `UIPanGestureRecognizer` does, so a pinch or a
/// twist about a still centre never moves it.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// What a drag reports: where the finger is, where it started, and how fast it moves.
    public struct Value: Equatable, Sendable {
        /// The time of the event (scene seconds from the reference date, so a drag's times are exact).
        public var time: Date
        /// The finger's location, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger landed, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// The finger's velocity, in points per second.
        public var velocity: CGSize

        /// `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the finger would come to rest if it let go now and glided on, decelerating like a scroll view
        /// (an approximation of SwiftUI's prediction: `location + velocity × 0.998 / (1 − 0.998) / 1000`, the
        /// distance a `UIScrollView` at its normal deceleration rate covers from that velocity).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.glideSeconds, y: location.y + velocity.height * Self.glideSeconds)
        }

        /// `predictedEndLocation` minus `startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// Seconds of the current velocity that the glide covers: r / (1 − r) / 1000 with r = 0.998 per millisecond.
        static let glideSeconds = 0.998 / (1 - 0.998) / 1000
    }

    /// How far, in points, the finger moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space `location` and `startLocation` are measured in.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let minimum = minimumDistance.isFinite ? max(minimumDistance, 0) : 10
        let space = coordinateSpace
        var start: CGPoint?
        var isDragging = false
        return GestureRecognizer<Value> { touch, spaces in
            let origin = start ?? touch.location
            start = origin
            let value = Value(time: Date(timeIntervalSinceReferenceDate: touch.time),
                              location: spaces.convert(touch.location, to: space),
                              startLocation: spaces.convert(origin, to: space), velocity: touch.velocity)
            if !isDragging {
                let moved = hypot(touch.location.x - origin.x, touch.location.y - origin.y)
                isDragging = moved >= minimum
            }
            guard isDragging else { return touch.phase == .ended ? .failed : .none }
            return touch.phase == .ended ? .ended(value) : .changed(value, claims: true)
        }
    }
}
