import Foundation

extension TouchTrace {
    /// How far apart, in points, the two fingers of a `Pinch` are at a spread of 1, and those of a `Rotate`.
    static let twoFingerSpread = 100.0
    /// The direction from the centre to the second finger when two fingers land: up and to the right at 45°, the
    /// first finger (a thumb) opposite it, down and to the left, as a right hand pinches a phone held upright.
    static let twoFingerAngle = -Double.pi / 4

    /// The two fingers of a pinch or a twist, symmetric about `centre`: they land `startSpread` points apart on the
    /// 45° diagonal and move, on the eased profile, until they are `endSpread` points apart and have both turned
    /// `turn` radians about the centre (clockwise on the canvas when positive). Their centroid stays at `centre`.
    static func twoFingers(around centre: CGPoint, from startSpread: Double, to endSpread: Double, turn: Double,
                           start: Double, duration: Double) -> [TouchTrace] {
        [twoFingerAngle + .pi, twoFingerAngle].map { angle in
            func point(_ spread: Double, _ angle: Double) -> CGPoint {
                CGPoint(x: centre.x + spread / 2 * cos(angle), y: centre.y + spread / 2 * sin(angle))
            }
            return TouchTrace(start: start, duration: duration, from: point(startSpread, angle),
                              to: point(endSpread, angle + turn), pivot: centre, turn: turn)
        }
    }
}
