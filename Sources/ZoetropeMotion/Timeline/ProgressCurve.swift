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
            let rate = time < 0 ? 0 : curve.slope(at: p) / duration
            return (curve.value(at: p), rate, false)
        case let .unit(curve, duration):
            if duration <= 0 || time > duration { return (1, 0, true) }
            let p = min(max(time / duration, 0), 1)
            let rate = time < 0 ? 0 : curve.velocity(at: p) / duration
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
