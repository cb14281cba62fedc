import Foundation

/// Interruption rules (fidelity.md §4): merge for the retargetable spring family, chained combining otherwise.
extension AnimatedValue {
    static func retarget(_ state: AnimatorState<Value>, with node: AnimationNode, delta: Value, at time: Double) -> AnimatorState<Value> {
        var state = state
        let newInterval = state.interval + delta
        let now = state.offset(at: time)
        let offset = now?.value ?? state.interval
        if var model = node.fluidSpring {
            // §4.1: take over position, velocity (if the previous animation reports one) and, from a spring, force.
            let single = state.entries.isEmpty
            let head = now?.head
            let velocity = single && head?.reportsVelocity == true ? now!.velocity : .zero
            let force = single ? (head?.force ?? .zero) : .zero
            if let previous = state.latest.fluidSpring {
                if previous.response != model.response {
                    model.blendInterval = previous.response - model.response
                } else if single, case let .fluid(running) = state.head.plan, running.model.blendInterval != 0 {
                    model.blendInterval = running.model.blendInterval
                    model.blendOffset = running.model.blendOffset + (time - state.head.start)
                }
            }
            let trajectory = FluidSpringTrajectory(model: model, interval: newInterval, offset: offset, velocity: velocity, force: force)
            state.head = AnimatorState.Entry(plan: .fluid(trajectory), start: time, target: newInterval)
            state.entries = []
        } else if node == state.latest, state.entries.isEmpty, let model = node.wrappedFluidSpring {
            // Two identical modified springs merge at the base's own time (SwiftUI's modifier merge rule): the
            // spring continues under the same delay/speed, from the position and velocity it had.
            let elapsed = time - state.head.start
            let (core, localTime) = state.head.plan.core(at: elapsed)
            let s = core.sample(at: localTime, interval: state.head.target)
            let position = s.finished ? state.head.target : s.value
            let trajectory = FluidSpringTrajectory(model: model, interval: newInterval, offset: position,
                                                   velocity: s.finished ? .zero : s.velocity, force: s.force ?? .zero,
                                                   timeOrigin: localTime)
            state.head = AnimatorState.Entry(plan: state.head.plan.replacingCore(with: .fluid(trajectory)),
                                             start: state.head.start, target: newInterval)
        } else if case let .custom(box) = node {
            var context = AnimationContext<Value>()
            let previous = Animation(RunningAnimation(state: state))
            if box.base.shouldMerge(previous: previous, value: state.interval, time: time - state.begin, context: &context) {
                let plan = CustomAnimationPlan(box.base, interval: newInterval, context: context)
                state.head = AnimatorState.Entry(plan: .custom(plan), start: state.begin, target: newInterval)
                state.entries = []
            } else {
                state.entries.append(.init(plan: AnimationPlan(node, interval: newInterval - offset), start: time, target: newInterval))
            }
        } else {
            // §4.2: the new animation runs on its own clock from the still-moving result toward the new target.
            state.entries.append(.init(plan: AnimationPlan(node, interval: newInterval - offset), start: time, target: newInterval))
        }
        state.interval = newInterval
        state.latest = node
        return state
    }
}
