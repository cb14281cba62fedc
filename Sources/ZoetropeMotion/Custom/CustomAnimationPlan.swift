import Foundation

/// A `CustomAnimation` prepared for sampling as a pure function of time.
///
/// Stateless animations are called once per sample with a fresh copy of the starting context. An animation that
/// writes to `context.state` is replayed from its start on the 1/300 s grid (calls at 0, 1/300, … before the
/// requested time, then at the time itself), so every sample sees the state it would have after a 300 Hz run.
struct CustomAnimationPlan<V: VectorArithmetic> {
    let animation: any CustomAnimation
    let start: AnimationContext<V>
    let finishDuration: Double
    let logicalTime: Double?

    /// Longest scan for a custom animation's finish (seconds); beyond it the animation counts as never finishing.
    static var scanLimit: Double { 60 }

    init(_ animation: any CustomAnimation, interval: V, context: AnimationContext<V>) {
        self.animation = animation
        self.start = context
        // One replay pass on the grid finds both the finish and the first logical-completion flag.
        var ctx = context
        var finish = Double.infinity
        var logical: Double?
        let steps = Int(Self.scanLimit * FluidSpringModel.stepsPerSecond)
        for j in 0...steps {
            let t = Double(j) / FluidSpringModel.stepsPerSecond
            let result = animation.animate(value: interval, time: t, context: &ctx)
            if logical == nil, ctx.isLogicallyComplete { logical = t }
            if result == nil { finish = t; break }
        }
        // A stateless animation can be asked any time: narrow the finish down between the last two grid times.
        if finish.isFinite, finish > 0, ctx.state.isEmpty {
            var lo = finish - 1 / FluidSpringModel.stepsPerSecond, hi = finish
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                var probe = context
                if animation.animate(value: interval, time: mid, context: &probe) == nil { hi = mid } else { lo = mid }
            }
            finish = hi
        }
        finishDuration = finish
        logicalTime = logical
    }

    func sample(at time: Double, interval: V) -> PlanSample<V> {
        var ctx = start
        var result = animation.animate(value: interval, time: time, context: &ctx)
        if !ctx.state.isEmpty || !start.state.isEmpty {
            ctx = start
            let n = FluidSpringModel.steps(at: time)
            var j = 0
            while j < n {
                if animation.animate(value: interval, time: Double(j) / FluidSpringModel.stepsPerSecond, context: &ctx) == nil {
                    return PlanSample(value: interval, velocity: .zero, finished: true, reportsVelocity: false)
                }
                j += 1
            }
            result = animation.animate(value: interval, time: time, context: &ctx)
        }
        guard let value = result else {
            return PlanSample(value: interval, velocity: .zero, finished: true, reportsVelocity: false)
        }
        let velocity = animation.velocity(value: interval, time: time, context: ctx)
        return PlanSample(value: value, velocity: velocity ?? .zero, finished: false, reportsVelocity: velocity != nil)
    }
}
