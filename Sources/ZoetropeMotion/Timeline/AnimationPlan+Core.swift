import Foundation

/// Looking through time-only modifiers (delay, speed, logicallyComplete) to the animation they wrap: what a merge
/// of two identical wrapped springs needs (SwiftUI merges the bases at the base's own time, fidelity.md §4.1).
extension AnimationPlan {
    /// The innermost plan under delay/speed/logicallyComplete and the time it sees at `time`.
    func core(at time: Double) -> (plan: AnimationPlan<V>, time: Double) {
        switch self {
        case let .delay(base, seconds): return base.core(at: max(0, time - seconds))
        case let .speed(base, factor): return base.core(at: time * factor)
        case let .logicallyComplete(base, _): return base.core(at: time)
        default: return (self, time)
        }
    }

    /// The same modifiers around `core`.
    func replacingCore(with core: AnimationPlan<V>) -> AnimationPlan<V> {
        switch self {
        case let .delay(base, seconds): return .delay(base.replacingCore(with: core), seconds)
        case let .speed(base, factor): return .speed(base.replacingCore(with: core), factor)
        case let .logicallyComplete(base, after): return .logicallyComplete(base.replacingCore(with: core), after)
        default: return core
        }
    }
}

extension AnimationNode {
    /// The retargetable spring under delay/speed/logicallyComplete modifiers, if that is what this node is.
    var wrappedFluidSpring: FluidSpringModel? {
        switch self {
        case let .delay(base, _), let .speed(base, _), let .logicallyComplete(base, _): return base.wrappedFluidSpring
        default: return fluidSpring
        }
    }
}
