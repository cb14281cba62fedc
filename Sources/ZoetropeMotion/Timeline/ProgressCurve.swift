import Foundation

/// A timing model whose offset is the interval times a scalar progress f(t): Bézier and unit curves, closed-form
/// springs and a retargetable spring that starts from rest (the integrator is linear, §1.3).
enum ProgressCurve {
    case bezier(CubicBezier, duration: Double)
    case unit(UnitCurve, duration: Double)
    case closedSpring(DampedOscillator, initialVelocity: Double, finish: Double, logical: Double)
    case fluid(FluidSpringBasis, logical: Double)

    /// Progress, its time derivative (1/s) and whether the model has finished, at `time` seconds.
    func sample(at time: Double) -> (fraction: Double, rate: Double, finished: Bool) {
        switch self {
        case let .bezier(curve, duration):
            if duration <= 0 || time > duration { return (1, 0, true) }
            let p = max(0, time / duration)
            let rate = time < 0 ? 0 : Self.finiteRate(curve.slope(at: p), at: p, duration: duration, value: curve.value(at:))
            return (curve.value(at: p), rate, false)
        case let .unit(curve, duration):
            if duration <= 0 || time > duration { return (1, 0, true) }
            let p = min(max(time / duration, 0), 1)
            let rate = time < 0 ? 0 : Self.finiteRate(curve.velocity(at: p), at: p, duration: duration, value: curve.value(at:))
            return (curve.value(at: p), rate, false)
        case let .closedSpring(oscillator, v0, finish, _):
            if time >= finish { return (1, 0, true) }
            let t = max(0, time)
            return (oscillator.value(target: 1, initialVelocity: v0, time: t),
                    oscillator.velocity(target: 1, initialVelocity: v0, time: t), false)
        case let .fluid(basis, _):
            let n = FluidSpringModel.steps(at: time)
            guard n < basis.finishStep else { return (1, 0, true) }
            let u = basis.unit(n)
            return (u.x, u.v, false)
        }
    }

    /// `slope / duration`, or where the curve is vertical (`.circularEaseOut` at 0, a Bézier with a control point
    /// straight above its end) the mean rate over one 1/300 s step of the spring integrator: the velocity a merging
    /// spring takes over must be a number (found by the fuzz run, docs/fuzzing.md).
    static func finiteRate(_ slope: Double, at p: Double, duration: Double, value: (Double) -> Double) -> Double {
        let rate = slope / duration
        if rate.isFinite { return rate }
        let step = min(1, 1 / (FluidSpringModel.stepsPerSecond * duration))
        let (a, b) = p + step <= 1 ? (p, p + step) : (p - step, p)
        return (value(b) - value(a)) / (step * duration)
    }

    /// Seconds until the model finishes.
    var finishDuration: Double {
        switch self {
        case let .bezier(_, duration), let .unit(_, duration): return max(0, duration)
        case let .closedSpring(_, _, finish, _): return finish
        case let .fluid(basis, _): return Double(basis.finishStep) / FluidSpringModel.stepsPerSecond
        }
    }

    /// When the model flags logical completion itself; nil for timing curves, which never do (§2.2).
    var logicalTime: Double? {
        switch self {
        case .bezier, .unit: return nil
        case let .closedSpring(_, _, _, logical), let .fluid(_, logical): return logical
        }
    }

    /// Whether a merging spring may take over this model's velocity (§2.2, §4.1): not the classic Béziers.
    var reportsVelocity: Bool {
        if case .bezier = self { return false }
        return true
    }

    /// The force of a retargetable spring at `time` (per unit interval), for a merge that keeps it.
    func force(at time: Double) -> Double? {
        guard case let .fluid(basis, _) = self else { return nil }
        let n = FluidSpringModel.steps(at: time)
        return n < basis.finishStep ? basis.unit(n).f : nil
    }
}
