import Foundation

/// The value-only sampling path: what `AnimatedValue.value(at:)` needs, without velocities, forces or sample
/// bookkeeping (the hot path of rendering; see docs/performance.md).
extension AnimationPlan {
    /// The offset along `interval` at `time`, or nil once finished.
    func offset(at time: Double, interval: V) -> V? {
        switch self {
        case let .progress(curve):
            return curve.fraction(at: time).map { interval.scaled(by: $0) }
        case let .fluid(trajectory):
            return trajectory.offset(at: time)
        case let .delay(base, seconds):
            return base.offset(at: max(0, time - seconds), interval: interval)
        case let .speed(base, factor):
            return base.offset(at: time * factor, interval: interval)
        case let .logicallyComplete(base, _):
            return base.offset(at: time, interval: interval)
        case .repeating, .custom:
            let s = sample(at: time, interval: interval)
            return s.finished ? nil : s.value
        }
    }
}

extension ProgressCurve {
    /// The progress at `time`, or nil once finished.
    @inline(__always) func fraction(at time: Double) -> Double? {
        switch self {
        case let .fluid(basis, _):
            let n = FluidSpringModel.steps(at: time)
            return n < basis.finishStep ? basis.table[9 * n] : nil
        case let .bezier(curve, duration):
            if duration <= 0 || time > duration { return nil }
            return curve.value(at: max(0, time / duration))
        default:
            let s = sample(at: time)
            return s.finished ? nil : s.fraction
        }
    }
}

extension FluidSpringTrajectory {
    /// The offset after the steps taken by `time`, or nil once finished.
    @inline(__always) func offset(at time: Double) -> V? {
        let n = FluidSpringModel.steps(at: time - timeOrigin)
        guard n < basis.finishStep else { return nil }
        let i = 9 * n
        if basis.startsAtRest { return x0 + remaining.scaled(by: basis.table[i]) }
        return x0 + remaining.scaled(by: basis.table[i]) + v0.scaled(by: basis.table[i + 3]) + f0.scaled(by: basis.table[i + 6])
    }
}

extension AnimatorState {
    /// `presentedOffset(at:)` of the state `state` points to, read where it is (one animation, most states, is read
    /// without copying the state).
    static func presentedOffset(at time: Double, of state: UnsafePointer<AnimatorState>) -> V? {
        guard state.pointee.entries.isEmpty else { return state.pointee.presentedOffset(at: time) }
        return state.pointee.head.plan.offset(at: time - state.pointee.head.start, interval: state.pointee.head.target)
    }

    /// The presented offset at absolute `time`, or nil once finished (value-only path of `offset(at:)`).
    func presentedOffset(at time: Double) -> V? {
        let h = head.plan.offset(at: time - head.start, interval: head.target)
        if entries.isEmpty { return h }
        var r = h ?? head.target
        let last = entries.count - 1
        for index in 0...last {
            let entry = entries[index]
            if let s = entry.plan.offset(at: time - entry.start, interval: entry.target - r) {
                r += s
            } else {
                if index == last { return nil }
                r = entry.target
            }
        }
        return r
    }
}
