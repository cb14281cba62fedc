import Foundation

/// What `zoetrope curve` samples: one value driven from `from` to `to` by an animation at t = 0, optionally
/// retargeted later, exactly as `AnimatedValue` would drive a view's attribute (architecture.md, CLI contract).
package struct CurveRequest: Sendable {
    /// Where samples are taken.
    public enum Sampling: Equatable, Sendable {
        /// Every 1/fps s from 0 through `until` (nil: through the first frame at or after the finish time, at
        /// most 10 s; 2 s when it never finishes).
        case frames(fps: Double, until: Double?)
        /// Exactly these times.
        case times([Double])
    }

    /// The animation driving the value.
    public var animation: Animation
    /// When set, the value follows this spring's closed form (fidelity.md §1.2) instead of an animation: what
    /// `Spring.value(target:initialVelocity:time:)` returns, with no finish rule. Retargets are not allowed.
    public var closedFormSpring: Spring?
    /// The start value.
    public var from: Double
    /// The target value.
    public var to: Double
    /// Later target changes.
    public var retargets: [CurveRetarget]
    /// Where samples are taken.
    public var sampling: Sampling

    /// A request animating `from` → `to` at t = 0 with `animation`.
    public init(animation: Animation, from: Double = 0, to: Double = 1, retargets: [CurveRetarget] = [],
                sampling: Sampling = .frames(fps: 60, until: nil)) {
        self.animation = animation
        self.from = from
        self.to = to
        self.retargets = retargets
        self.sampling = sampling
    }

    /// The animated value after every change is recorded.
    public var animatedValue: AnimatedValue<Double> {
        var value = AnimatedValue(from)
        value.set(to, at: 0, animation: animation)
        for retarget in retargets.sorted(by: { $0.time < $1.time }) {
            value.set(retarget.value, at: retarget.time, animation: retarget.animation ?? animation)
        }
        return value
    }

    /// The sample times.
    public var times: [Double] {
        switch sampling {
        case let .times(times):
            return times
        case let .frames(fps, until):
            if let until {
                // An explicit end: frames at or before it.
                let count = Int((until * fps + 1e-9).rounded(.down))
                return (0...max(0, count)).map { Double($0) / fps }
            }
            // Otherwise through the first frame at or after the finish, which shows the target.
            let end: Double
            if let spring = closedFormSpring {
                let settle = spring.settlingDuration
                end = settle.isFinite ? min(settle, 10) : 2
            } else {
                let finish = animatedValue.finishTime ?? 0
                end = finish.isFinite ? min(finish, 10) : 2
            }
            let count = Int((end * fps - 1e-9).rounded(.up))
            return (0...max(0, count)).map { Double($0) / fps }
        }
    }

    /// Samples every time: (t, value, velocity).
    public func table() -> CurveTable {
        if let spring = closedFormSpring {
            let delta = to - from
            let rows = times.map { t in
                CurveTable.Row(t: t, value: from + spring.value(target: delta, time: t), velocity: spring.velocity(target: delta, time: t))
            }
            return CurveTable(animation: "Spring(response: \(spring.response), dampingRatio: \(spring.dampingRatio))", from: from, to: to,
                              retargets: [], rows: rows, finishTime: nil, logicalCompletionTime: nil)
        }
        let value = animatedValue
        let rows = times.map { t in CurveTable.Row(t: t, value: value.value(at: t), velocity: value.velocity(at: t)) }
        return CurveTable(animation: animation.description, from: from, to: to, retargets: retargets, rows: rows,
                          finishTime: value.finishTime, logicalCompletionTime: value.logicalCompletionTime)
    }
}
