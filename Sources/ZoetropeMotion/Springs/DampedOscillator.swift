import Foundation

/// The closed-form motion of a damped harmonic oscillator from 0 toward a target, with an initial velocity
/// (fidelity.md §1.2). Unit mass is folded in: ω0 = √(k/m), λ = c/(2m).
struct DampedOscillator: Hashable, Sendable {
    /// Natural angular frequency ω0 (rad/s).
    var omega0: Double
    /// Decay rate λ = ζ·ω0 (1/s).
    var decay: Double

    /// ζ = λ/ω0.
    var dampingRatio: Double { omega0 > 0 ? decay / omega0 : .infinity }

    /// Position at `t` for target `T` and initial velocity `v0`.
    func value(target T: Double, initialVelocity v0: Double, time t: Double) -> Double {
        let lambda = decay, zeta = dampingRatio
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let a = (lambda * T - v0) / wd
            return T - exp(-lambda * t) * (a * sin(wd * t) + T * cos(wd * t))
        } else if zeta > 1 {
            let s = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + s, r2 = -lambda - s
            let a = (v0 + T * r2) / (r1 - r2)
            let b = -T - a
            return T + a * exp(r1 * t) + b * exp(r2 * t)
        } else {
            let b = lambda * T - v0
            return T - exp(-lambda * t) * (T + b * t)
        }
    }

    /// Velocity at `t` for target `T` and initial velocity `v0` (the analytic derivative of `value`).
    func velocity(target T: Double, initialVelocity v0: Double, time t: Double) -> Double {
        let lambda = decay, zeta = dampingRatio
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let a = (lambda * T - v0) / wd
            return exp(-lambda * t) * ((lambda * a + T * wd) * sin(wd * t) + (lambda * T - a * wd) * cos(wd * t))
        } else if zeta > 1 {
            let s = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -lambda + s, r2 = -lambda - s
            let a = (v0 + T * r2) / (r1 - r2)
            let b = -T - a
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        } else {
            let b = lambda * T - v0
            return exp(-lambda * t) * (v0 + lambda * b * t)
        }
    }

    /// The first time on a 1/300 s grid after which |1 − x| stays below `epsilon` (target 1, from `v0`): the grid is
    /// scanned until the decay envelope guarantees the distance can no longer reach ε. Capped at `limit` seconds
    /// (a spring without damping never settles and is cut off there).
    func settleTime(initialVelocity v0: Double, epsilon: Double = 0.001, limit: Double = 60) -> Double {
        guard omega0.isFinite, decay.isFinite else { return 0 }
        guard decay > 0 else { return limit }
        let zeta = dampingRatio
        let wd = zeta < 1 ? omega0 * (1 - zeta * zeta).squareRoot() : 0
        // |1 − x| ≤ e^(−λt)·(1 + |λ − v0|/ω_d) under-damped; e^(−λt)·(1 + |λ − v0|·t) critically damped.
        func envelope(_ t: Double) -> Double {
            exp(-decay * t) * (1 + abs(decay - v0) * (zeta < 1 ? 1 / wd : t))
        }
        let dt = 1.0 / 300
        var lastOutside = -dt
        var step = 0
        while Double(step) * dt <= limit {
            let t = Double(step) * dt
            if abs(1 - value(target: 1, initialVelocity: v0, time: t)) >= epsilon { lastOutside = t }
            if envelope(t) < epsilon { break }
            step += 1
        }
        return min(limit, lastOutside + dt)
    }
}
