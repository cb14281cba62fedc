import Foundation

/// A type that defines how an animatable value changes over time: SwiftUI's `CustomAnimation` (iOS 17).
///
/// `animate` returns the offset travelled along `value` (the interval) at `time` seconds, or nil once finished.
/// Zoetrope evaluates animations as pure functions of time: a custom animation is called with a fresh context
/// for each sample; if it stores anything in `context.state`, it is replayed from its start on a 1/300 s grid so
/// that its state is the same whatever order frames are rendered in (architecture.md, principle 2).
public protocol CustomAnimation: Hashable, Sendable {
    /// The offset along `value` at `time` seconds since the animation started, or nil when it has finished.
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time` (units of `value` per second), or nil when the animation does not report one.
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?
    /// Whether this animation takes over `previous`, still running, instead of being combined with it (§4).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity by default (SwiftUI's default).
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? { nil }
    /// No merging by default: a new custom animation is combined with the running one (§4.2).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool { false }
}

extension Animation {
    /// Wraps a custom animation: SwiftUI's `Animation.init(_:)`.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(node: .custom(AnyCustomAnimation(base)))
    }
}

/// A type-erased custom animation, compared through `AnyHashable`.
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    init(_ base: any CustomAnimation) { self.base = base }

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
