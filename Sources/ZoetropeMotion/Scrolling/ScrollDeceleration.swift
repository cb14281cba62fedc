import Foundation

/// A scroll view's glide after a flick, as UIScrollView decelerates: a custom `Animation` whose value is a pure
/// function of time (architecture.md, principle 2).
///
/// UIScrollView keeps `rate` of its velocity per millisecond (`DecelerationRate.normal` = 0.998), so a glide that
/// would travel `D` in all covers `D · (1 − rate^(1000 t))` after `t` seconds, starting at the velocity
/// `v0 = −D · 1000 · ln(rate)` (D = v0 / 2.002 s⁻¹ at the normal rate). It rests when the distance left,
/// `|D| · rate^(1000 t)`, is below `restDistance` (half a pixel).
///
/// When the content's end stops the glide short, the animation's interval is the shorter distance and `reach`
/// (≥ 1) says how much further the free glide would have gone: the value follows the free glide and stops at the
/// end (UIScrollView bounces there instead; docs/approximations.md, "Scrolling").
package struct ScrollDeceleration: CustomAnimation, CustomStringConvertible {
    /// UIScrollView's `DecelerationRate.normal`: the share of its velocity a glide keeps per millisecond.
    public static let normalRate = 0.998

    /// The share of the velocity kept per millisecond (0 < rate < 1).
    public var rate: Double
    /// The free glide's distance as a multiple of the animated interval: 1 when the glide ends on its own.
    public var reach: Double
    /// The glide rests when less than this many points are left (half a pixel).
    public var restDistance: Double

    /// A glide at `rate` per millisecond that rests within `restDistance` points, going `reach` times as far as
    /// its interval when unstopped.
    public init(rate: Double = ScrollDeceleration.normalRate, reach: Double = 1, restDistance: Double) {
        self.rate = rate
        self.reach = max(reach, 1)
        self.restDistance = restDistance
    }

    /// The free glide's distance for a start velocity: `v0 / (−1000 · ln rate)`, in the velocity's units × s.
    public static func glideDistance(velocity: Double, rate: Double = normalRate) -> Double {
        velocity / (-1000 * log(rate))
    }

    /// The share of the free glide left after `time` seconds: rate^(1000 t).
    func remainingShare(at time: Double) -> Double { pow(rate, 1000 * max(time, 0)) }

    /// The distance covered along `value` after `time` seconds, nil once at rest (or stopped at the content's end).
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let left = remainingShare(at: time)
        let progress = reach * (1 - left)
        guard progress < 1, reach * value.magnitudeSquared.squareRoot() * left >= restDistance else { return nil }
        return value.scaled(by: progress)
    }

    /// The glide's velocity along `value` at `time` seconds, in its units per second.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        value.scaled(by: reach * -1000 * log(rate) * remainingShare(at: time))
    }

    /// How inspection and the spec spell it.
    public var description: String { "scrollDeceleration(rate: \(rate))" }
}
