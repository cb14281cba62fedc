import Foundation

/// Closed-form evaluation of a `Spring` (fidelity.md §1.2): position and velocity at a time for a target and an
/// initial velocity, in any `VectorArithmetic` type. Motion is linear in (target, initial velocity), so a vector
/// result is target·a(t) + v0·b(t) with the scalar solutions a (unit target, at rest) and b (no target, unit
/// velocity).
extension Spring {
    /// The offset from the start at `time` for a spring released toward `target` with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let o = oscillator
        guard o.omega0.isFinite else { return target }
        let a = o.value(target: 1, initialVelocity: 0, time: time)
        let b = o.value(target: 0, initialVelocity: 1, time: time)
        return target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// The velocity at `time` for a spring released toward `target` with `initialVelocity`. Apple's over-damped
    /// branch of this getter is known to be wrong (§1.1); this returns the true derivative.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let o = oscillator
        guard o.omega0.isFinite else { return .zero }
        let a = o.velocity(target: 1, initialVelocity: 0, time: time)
        let b = o.velocity(target: 0, initialVelocity: 1, time: time)
        return target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// The value at `time` of an animatable value moving from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of an animatable value moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Advances `value` and `velocity` toward `target` by `deltaTime` seconds, in closed form.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let remaining = target - value
        let moved = self.value(target: remaining, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: remaining, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The spring force on a value at `position` moving with `velocity`: k·(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: physicalStiffness) - velocity.scaled(by: physicalDamping)
    }

    /// The settling duration for `target` and `initialVelocity` with SwiftUI's estimate (§1.5): under-damped,
    /// −ln(ε / (|λT − v0| + |T|)) / λ; critically or over-damped, the first 0.1 s grid time after which the
    /// distance stays under ε for more than 1 s (1024 grid steps at most). Vectors use their magnitudes along the
    /// motion. Infinite when there is no damping.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> Double {
        let t = target.magnitudeSquared.squareRoot()
        let v = t > 0 ? Self.projection(initialVelocity, on: target) : initialVelocity.magnitudeSquared.squareRoot()
        return settlingDuration(scalarTarget: t, initialVelocity: v, epsilon: epsilon)
    }

    /// `settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)` (§1.5): e.g. 0.8 s for `.smooth`.
    public var settlingDuration: Double { settlingDuration(scalarTarget: 1, initialVelocity: 0, epsilon: 0.001) }

    func settlingDuration(scalarTarget target: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
        let o = oscillator
        guard o.omega0.isFinite else { return 0 }
        guard o.decay > 0 else { return .infinity }
        if zeta < 1 {
            let magnitude = abs(o.decay * target - v0) + abs(target)
            return max(0, -log(epsilon / magnitude) / o.decay)
        }
        var bestTime = -1.0, best = Double.infinity
        var time = 0.0
        for _ in 0..<1024 {
            let distance = abs(o.value(target: target, initialVelocity: v0, time: time) - target)
            if best >= epsilon {
                if distance < best { bestTime = time; best = distance }
            } else if distance >= epsilon {
                best = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            time += 0.1
        }
        return 0
    }

    /// The component of `v` along `direction`, in the units of `v`.
    static func projection<V: VectorArithmetic>(_ v: V, on direction: V) -> Double {
        let d2 = direction.magnitudeSquared
        guard d2 > 0 else { return 0 }
        let dot = ((v + direction).magnitudeSquared - v.magnitudeSquared - d2) / 2
        return dot / d2.squareRoot()
    }
}
