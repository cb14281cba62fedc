import Foundation

/// The timing-curve animations (fidelity.md §2). Default duration 0.35 s. A duration ≤ 0, NaN or infinite
/// finishes at once, like SwiftUI's Bézier animation with duration ≤ 0 (§2.2); an infinite duration is treated the
/// same way rather than never moving.
extension Animation {
    /// The default duration of the timing-curve animations: 0.35 s (§2.1).
    public static let defaultTimingDuration = 0.35

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultTimingDuration) }
    /// Slow start over 0.35 s: Bézier (0.42, 0)–(1, 1).
    public static var easeIn: Animation { easeIn(duration: defaultTimingDuration) }
    /// Slow end over 0.35 s: Bézier (0, 0)–(0.58, 1).
    public static var easeOut: Animation { easeOut(duration: defaultTimingDuration) }
    /// Slow start and end over 0.35 s: Bézier (0.42, 0)–(0.58, 1).
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingDuration) }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// Slow start over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Slow end over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Slow start and end over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through control points (p1x, p1y) and (p2x, p2y).
    /// Like SwiftUI's `BezierAnimation`, y is not clamped (the curve may overshoot) and x is clamped to [0, 1];
    /// NaN control points are replaced by the linear curve's (§2.2).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultTimingDuration) -> Animation {
        Animation(node: .bezier(
            p1x: min(max(finite(p1x, or: 0), 0), 1), p1y: finite(p1y, or: 0),
            p2x: min(max(finite(p2x, or: 1), 0), 1), p2y: finite(p2y, or: 1),
            duration: finite(duration, or: 0)))
    }

    /// A timing curve given as a `UnitCurve` (iOS 17); unlike the Bézier animations it reports its velocity to a
    /// spring that takes over (§2.2, §4.1).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(node: .curve(curve, duration: finite(duration, or: 0)))
    }
}
