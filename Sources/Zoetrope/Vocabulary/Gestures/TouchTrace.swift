import Foundation

/// Where one finger of a script is while it is down: it lands at `from` at `start` and moves in a straight line
/// to `to`, lifting there after `duration` seconds.
///
/// The motion eases out: the fraction covered after a fraction p of the duration is 1.5p − 0.5p², so the finger
/// starts at 1.5 times its average speed and lifts at 0.5 times it (a flick that is still moving when it lets go).
///
/// A finger of a two-finger touch (`Pinch`, `Rotate`) moves about a `pivot` instead: its distance from the pivot and
/// its angle around it both follow the same eased fraction, the angle turning by `turn` radians (positive is
/// clockwise on the canvas), so it travels along a spiral from `from` to `to` (a straight line when `turn` is 0).
struct TouchTrace: Hashable, Sendable {
    let start: Double
    let duration: Double
    let from: CGPoint
    let to: CGPoint
    /// The point a finger of a two-finger touch moves about; nil for a straight line.
    var pivot: CGPoint?
    /// How far, in radians, such a finger turns about `pivot` (clockwise on the canvas when positive).
    var turn: Double = 0

    /// Script steps of a moving finger: 120 per second, like a ProMotion display's touch sampling.
    static let stepsPerSecond = 120.0
    /// How long a tap's indicator shows (a tap has no duration).
    static let tapIndicatorSeconds = 0.1

    /// When the finger lifts.
    var end: Double { start + duration }

    /// The finger's location at `time` (clamped to the touch).
    func location(at time: Double) -> CGPoint {
        let e = eased(progress(at: time))
        if let orbit = Orbit(self) {
            let radius = orbit.startRadius + (orbit.endRadius - orbit.startRadius) * e, angle = orbit.startAngle + turn * e
            return CGPoint(x: orbit.pivot.x + radius * cos(angle), y: orbit.pivot.y + radius * sin(angle))
        }
        return CGPoint(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e)
    }

    /// The finger's velocity at `time`, in points per second: the derivative of the eased motion.
    func velocity(at time: Double) -> CGSize {
        guard duration > 0 else { return .zero }
        let rate = (1.5 - progress(at: time)) / duration
        if let orbit = Orbit(self) {
            // d/dt of pivot + r(cos a, sin a): r'(cos a, sin a) + r·a'(−sin a, cos a), with r' and a' the eased rate
            // times the whole change.
            let e = eased(progress(at: time))
            let radius = orbit.startRadius + (orbit.endRadius - orbit.startRadius) * e, angle = orbit.startAngle + turn * e
            let radial = (orbit.endRadius - orbit.startRadius) * rate, angular = turn * rate
            return CGSize(width: radial * cos(angle) - radius * angular * sin(angle),
                          height: radial * sin(angle) + radius * angular * cos(angle))
        }
        return CGSize(width: (to.x - from.x) * rate, height: (to.y - from.y) * rate)
    }

    /// A finger's path about its pivot in polar coordinates.
    private struct Orbit {
        let pivot: CGPoint
        let startRadius: Double
        let endRadius: Double
        let startAngle: Double

        init?(_ trace: TouchTrace) {
            guard let pivot = trace.pivot else { return nil }
            self.pivot = pivot
            startRadius = hypot(trace.from.x - pivot.x, trace.from.y - pivot.y)
            endRadius = hypot(trace.to.x - pivot.x, trace.to.y - pivot.y)
            startAngle = atan2(trace.from.y - pivot.y, trace.from.x - pivot.x)
        }
    }

    /// The times of the finger's moves after it lands: every 1/120 s, and the lift time last.
    var stepTimes: [Double] {
        guard duration > 0 else { return [] }
        let count = max(Int((duration * Self.stepsPerSecond - 1e-9).rounded(.up)), 1)
        return (1...count).map { $0 == count ? end : start + Double($0) / Self.stepsPerSecond }
    }

    /// Whether the indicator shows at `time`: while the finger is down, and for 0.1 s after a tap lands.
    func isShowing(at time: Double) -> Bool {
        time >= start && time < start + max(duration, Self.tapIndicatorSeconds)
    }

    private func progress(at time: Double) -> Double {
        duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
    }

    private func eased(_ p: Double) -> Double { 1.5 * p - 0.5 * p * p }
}
