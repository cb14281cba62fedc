import Foundation

/// What two fingers have done since they landed: the measure behind `MagnifyGesture`, `MagnificationGesture`,
/// `RotateGesture` and `RotationGesture`. A touch of one finger has no reading.
///
/// The magnification is the fingers' distance over their distance when they landed; the rotation is how far the
/// line from the first finger to the second has turned since then (clockwise on the canvas is positive, as
/// `rotationEffect` turns), followed continuously past a half turn. Velocities are the exact derivatives of those
/// from the fingers' own velocities, not estimates from events (docs/approximations.md, "Gestures").
final class TwoFingerTracker {
    struct Reading {
        /// Current distance over the distance at the landing.
        var magnification: Double
        /// Radians turned since the landing, clockwise on the canvas.
        var rotation: Double
        /// The fingers' centroid when they landed, on the canvas.
        var startCentroid: CGPoint
        /// The magnification's rate of change, per second.
        var magnificationVelocity: Double
        /// The rotation's rate of change, in radians per second.
        var angularVelocity: Double
    }

    private var startDistance = 0.0
    private var startCentroid = CGPoint.zero
    private var lastAngle = 0.0
    private var turned = 0.0
    private var hasStarted = false

    /// The reading at `touch`; nil when fewer than two fingers are down.
    func update(_ touch: TouchEvent) -> Reading? {
        guard touch.fingers.count >= 2 else { return nil }
        let a = touch.fingers[0], b = touch.fingers[1]
        let dx = b.location.x - a.location.x, dy = b.location.y - a.location.y
        let distance = hypot(dx, dy), angle = atan2(dy, dx)
        if !hasStarted {
            hasStarted = true
            startDistance = distance
            startCentroid = touch.location
            lastAngle = angle
        }
        // The smallest turn from the last angle, so a twist past ±180° keeps counting.
        var step = angle - lastAngle
        step -= 2 * .pi * (step / (2 * .pi)).rounded()
        turned += step
        lastAngle = angle
        // d|Δp|/dt = (Δp · Δv) / |Δp|; dθ/dt = (Δp × Δv) / |Δp|².
        let dvx = b.velocity.width - a.velocity.width, dvy = b.velocity.height - a.velocity.height
        let squared = distance * distance
        return Reading(magnification: startDistance > 0 ? distance / startDistance : 1,
                       rotation: turned,
                       startCentroid: startCentroid,
                       magnificationVelocity: startDistance > 0 && distance > 0 ? (dx * dvx + dy * dvy) / distance / startDistance : 0,
                       angularVelocity: squared > 0 ? (dx * dvy - dy * dvx) / squared : 0)
    }
}

extension GestureSpace {
    /// `point` (canvas) in the view's own space as a unit point of its size; (0, 0) along a side of no length.
    func unitPoint(of point: CGPoint) -> UnitPoint {
        let local = convert(point, to: .local)
        return UnitPoint(x: size.width > 0 ? local.x / size.width : 0, y: size.height > 0 ? local.y / size.height : 0)
    }
}
