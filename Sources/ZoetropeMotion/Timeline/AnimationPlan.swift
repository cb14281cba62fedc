import Foundation

/// One sample of a prepared animation: the offset along its interval, its velocity, and whether it finished.
struct PlanSample<V: VectorArithmetic> {
    var value: V
    var velocity: V
    var finished: Bool
    /// Whether the velocity is one a merging spring takes over (§4.1).
    var reportsVelocity: Bool
    /// The progress when the offset is interval × progress (used by the chained combine's velocity).
    var fraction: Double?
    /// The force, for a retargetable spring (kept across a spring-to-spring merge, §4.1).
    var force: V?
}

/// An `Animation` prepared for one interval: a tree of pure functions of elapsed time (fidelity.md §0, §3).
indirect enum AnimationPlan<V: VectorArithmetic> {
    case progress(ProgressCurve)
    case fluid(FluidSpringTrajectory<V>)
    case delay(AnimationPlan<V>, Double)
    case speed(AnimationPlan<V>, Double)
    case repeating(AnimationPlan<V>, count: Int?, autoreverses: Bool, period: Double)
    case logicallyComplete(AnimationPlan<V>, Double)
    case custom(CustomAnimationPlan<V>)

    /// Prepares `node` to animate across `interval`.
    init(_ node: AnimationNode, interval: V) {
        switch node {
        case let .bezier(p1x, p1y, p2x, p2y, duration):
            self = .progress(.bezier(CubicBezier(p1x, p1y, p2x, p2y), duration: duration))
        case let .curve(curve, duration):
            self = .progress(.unit(curve, duration: duration))
        case .fluidSpring, .systemDefault:
            let model = node.fluidSpring!
            // From rest the trajectory is interval × a unit sequence; the finish rule uses the real magnitude.
            var gram = FluidSpringBasis.Gram()
            gram.ee = interval.magnitudeSquared
            let basis = FluidSpringBasis(model: model, gram: gram, distanceSquared: gram.ee, startsAtRest: true)
            self = .progress(.fluid(basis, logical: model.logicalCompletionTime))
        case let .interpolatingSpring(mass, stiffness, damping, v0):
            let omega0 = (stiffness / mass).squareRoot()
            let oscillator = DampedOscillator(omega0: omega0, decay: min(damping / (2 * mass), omega0 * 1e9))
            // ζ ≥ 1 moves like the critically damped spring with the same ω0 (§1.4).
            let used = oscillator.dampingRatio >= 1 ? DampedOscillator(omega0: omega0, decay: omega0) : oscillator
            self = .progress(.closedSpring(used, initialVelocity: v0, finish: used.settleTime(initialVelocity: v0),
                                           logical: 2 * Double.pi / stiffness.squareRoot()))
        case let .delay(base, seconds):
            self = .delay(AnimationPlan(base, interval: interval), seconds)
        case let .speed(base, factor):
            self = .speed(AnimationPlan(base, interval: interval), factor)
        case let .repeating(base, count, autoreverses):
            let plan = AnimationPlan(base, interval: interval)
            self = .repeating(plan, count: count, autoreverses: autoreverses, period: plan.finishDuration)
        case let .logicallyComplete(base, after):
            self = .logicallyComplete(AnimationPlan(base, interval: interval), after)
        case let .custom(box):
            self = .custom(CustomAnimationPlan(box.base, interval: interval, context: AnimationContext<V>()))
        }
    }

    /// The sample at `time` seconds since this plan started, for `interval` (progress models scale it; a fluid
    /// trajectory and a custom plan already hold theirs but custom plans receive it).
    func sample(at time: Double, interval: V) -> PlanSample<V> {
        switch self {
        case let .progress(curve):
            let s = curve.sample(at: time)
            if s.finished {
                return PlanSample(value: interval, velocity: .zero, finished: true, reportsVelocity: curve.reportsVelocity, fraction: 1)
            }
            return PlanSample(value: interval.scaled(by: s.fraction), velocity: interval.scaled(by: s.rate), finished: false,
                              reportsVelocity: curve.reportsVelocity, fraction: s.fraction,
                              force: curve.force(at: time).map { interval.scaled(by: $0) })
        case let .fluid(trajectory):
            guard let state = trajectory.state(at: time) else {
                return PlanSample(value: trajectory.interval, velocity: .zero, finished: true, reportsVelocity: true)
            }
            return PlanSample(value: state.offset, velocity: state.velocity, finished: false, reportsVelocity: true, force: state.force)
        case let .delay(base, seconds):
            var s = base.sample(at: max(0, time - seconds), interval: interval)
            if time < seconds { s.velocity = .zero }
            s.force = nil
            return s
        case let .speed(base, factor):
            var s = base.sample(at: time * factor, interval: interval)
            s.velocity.scale(by: factor)
            s.force = nil
            return s
        case let .repeating(base, count, autoreverses, period):
            return Self.sampleRepeating(base, count: count, autoreverses: autoreverses, period: period, time: time, interval: interval)
        case let .logicallyComplete(base, _):
            return base.sample(at: time, interval: interval)
        case let .custom(plan):
            return plan.sample(at: time, interval: interval)
        }
    }

    /// Passes of `period` seconds; pass i covers (i·P, (i+1)·P] (pass 0 includes 0). Odd passes run backwards
    /// when autoreversing; after `count` passes the animation finishes (§3, exact boundaries).
    private static func sampleRepeating(_ base: AnimationPlan<V>, count: Int?, autoreverses: Bool, period: Double,
                                        time: Double, interval: V) -> PlanSample<V> {
        guard period.isFinite else { return base.sample(at: time, interval: interval) }
        guard period > 0 else { return PlanSample(value: interval, velocity: .zero, finished: true, reportsVelocity: false) }
        let pass = time <= period ? 0 : Int(min((time / period).rounded(.up) - 1, Double(Int.max / 2)))
        if let count, pass >= count {
            return PlanSample(value: interval, velocity: .zero, finished: true, reportsVelocity: false)
        }
        var s = base.sample(at: time - Double(pass) * period, interval: interval)
        if s.finished { s.value = interval; s.velocity = .zero }
        s.finished = false
        s.reportsVelocity = false
        s.force = nil
        if autoreverses && pass % 2 == 1 {
            s.value = interval - s.value
            s.velocity = .zero - s.velocity
            s.fraction = s.fraction.map { 1 - $0 }
        }
        return s
    }

    /// Seconds until this plan finishes (`.infinity` if never).
    var finishDuration: Double {
        switch self {
        case let .progress(curve): return curve.finishDuration
        case let .fluid(trajectory): return trajectory.finishDuration
        case let .delay(base, seconds): return max(0, base.finishDuration + seconds)
        case let .speed(base, factor):
            let d = base.finishDuration
            if d == 0 { return 0 }
            return factor > 0 ? d / factor : .infinity
        case let .repeating(base, count, _, period):
            guard period.isFinite else { return .infinity }
            guard let count else { return period > 0 ? .infinity : 0 }
            _ = base
            return period * Double(count)
        case let .logicallyComplete(base, _): return base.finishDuration
        case let .custom(plan): return plan.finishDuration
        }
    }

    /// When this plan flags logical completion, or nil when it never does (then it counts at its finish, §2.2).
    var logicalTime: Double? {
        switch self {
        case let .progress(curve): return curve.logicalTime
        case let .fluid(trajectory): return trajectory.logicalTime
        case let .delay(base, seconds): return base.logicalTime.map { max(0, $0 + seconds) }
        case let .speed(base, factor): return base.logicalTime.map { factor > 0 ? $0 / factor : ($0 == 0 ? 0 : .infinity) }
        case let .repeating(base, _, _, _): return base.logicalTime
        case let .logicallyComplete(_, after): return after
        case let .custom(plan): return plan.logicalTime
        }
    }

    /// Logical completion, falling back on the finish (§2.2).
    var logicalCompletion: Double { logicalTime.map { min($0, finishDuration) } ?? finishDuration }
}
