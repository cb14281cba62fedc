import Foundation

/// Evaluating an animation directly, as a custom animation does with the animations it wraps or receives
/// (SwiftUI's `Animation.animate(value:time:context:)`, `velocity`, `shouldMerge`, iOS 17). Built-in animations
/// are pure functions of time here; a wrapped custom animation receives `context` unchanged.
extension Animation {
    /// The offset along `value` at `time`, or nil once finished. Sets `context.isLogicallyComplete` when the
    /// animation reports logical completion (§1.3, §2.2).
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        if case let .custom(box) = node { return box.base.animate(value: value, time: time, context: &context) }
        let plan = AnimationPlan(node, interval: value)
        let sample = plan.sample(at: time, interval: value)
        if time >= plan.logicalCompletion { context.isLogicallyComplete = true }
        return sample.finished ? nil : sample.value
    }

    /// The velocity at `time`, or nil when this animation does not report one (classic Bézier curves, §2.2).
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        if case let .custom(box) = node { return box.base.velocity(value: value, time: time, context: context) }
        let sample = AnimationPlan(node, interval: value).sample(at: time, interval: value)
        return sample.reportsVelocity && !sample.finished ? sample.velocity : nil
    }

    /// Whether this animation takes over `previous` (§4): always for the retargetable spring family, for
    /// identical delay/speed-wrapped springs, and as the custom animation decides; otherwise false.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
        if case let .custom(box) = node { return box.base.shouldMerge(previous: previous, value: value, time: time, context: &context) }
        if node.fluidSpring != nil { return true }
        return node == previous.node && node.wrappedFluidSpring != nil
    }

    /// The custom animation this animation wraps, when it was made with `Animation(_:)`.
    public var base: (any CustomAnimation)? {
        if case let .custom(box) = node { return box.base }
        return nil
    }
}
