import Foundation

/// A retargetable spring prepared for one interval and one starting state (offset, velocity, force): the
/// trajectory a merge hands over (fidelity.md §4.1). Sampling is a table lookup; nothing is carried between calls.
struct FluidSpringTrajectory<V: VectorArithmetic> {
    let model: FluidSpringModel
    let basis: FluidSpringBasis
    /// Offset travelled when this spring took over (from the state's start value).
    let x0: V
    /// Remaining distance when it took over: interval − x0.
    let remaining: V
    let v0: V
    let f0: V
    /// The time on the caller's clock at which this spring took over (0 unless it merged inside modifiers).
    let timeOrigin: Double

    /// Integrates toward `interval` starting from `offset`, `velocity` and `force`, from `timeOrigin` on.
    init(model: FluidSpringModel, interval: V, offset: V = .zero, velocity: V = .zero, force: V = .zero, timeOrigin: Double = 0) {
        self.model = model
        self.timeOrigin = timeOrigin
        x0 = offset
        remaining = interval - offset
        v0 = velocity
        f0 = force
        func dot(_ a: V, _ b: V) -> Double { ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2 }
        var gram = FluidSpringBasis.Gram()
        gram.ee = remaining.magnitudeSquared
        gram.vv = velocity.magnitudeSquared
        gram.ff = force.magnitudeSquared
        let atRest = gram.vv == 0 && gram.ff == 0
        if !atRest {
            gram.ev = dot(remaining, velocity)
            gram.ef = dot(remaining, force)
            gram.vf = dot(velocity, force)
        }
        basis = FluidSpringBasis(model: model, gram: gram, distanceSquared: interval.magnitudeSquared, startsAtRest: atRest)
    }

    /// The whole interval D (the spring's target offset).
    var interval: V { x0 + remaining }

    /// Offset, velocity and force after the steps taken by `time` seconds since this spring started, or nil once
    /// the finish rule has held (§1.3).
    func state(at time: Double) -> (offset: V, velocity: V, force: V)? {
        let n = FluidSpringModel.steps(at: time - timeOrigin)
        guard n < basis.finishStep else { return nil }
        if basis.startsAtRest {
            let u = basis.unit(n)
            return (x0 + remaining.scaled(by: u.x), remaining.scaled(by: u.v), remaining.scaled(by: u.f))
        }
        let r = basis.row(n)
        let i = r.startIndex
        let x = x0 + remaining.scaled(by: r[i]) + v0.scaled(by: r[i + 3]) + f0.scaled(by: r[i + 6])
        let v = remaining.scaled(by: r[i + 1]) + v0.scaled(by: r[i + 4]) + f0.scaled(by: r[i + 7])
        let f = remaining.scaled(by: r[i + 2]) + v0.scaled(by: r[i + 5]) + f0.scaled(by: r[i + 8])
        return (x, v, f)
    }

    /// Seconds from the start until the finish rule holds (a whole number of steps).
    var finishDuration: Double { timeOrigin + Double(basis.finishStep) / FluidSpringModel.stepsPerSecond }

    /// When the spring reports logical completion on the caller's clock (§1.3).
    var logicalTime: Double { timeOrigin + model.logicalCompletionTime }
}
