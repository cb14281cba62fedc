import Foundation

/// The animation a value is running, offered as `previous` to a custom animation's `shouldMerge` (§4): its
/// `animate` and `velocity` answer from the running state, with `time` measured from the state's start and
/// `value` ignored (the running state knows its own interval).
struct RunningAnimation<V: VectorArithmetic>: CustomAnimation, @unchecked Sendable {
    final class Box {
        let state: AnimatorState<V>
        init(_ state: AnimatorState<V>) { self.state = state }
    }

    let box: Box

    init(state: AnimatorState<V>) { box = Box(state) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }

    func animate<W: VectorArithmetic>(value: W, time: Double, context: inout AnimationContext<W>) -> W? {
        box.state.offset(at: box.state.begin + time)?.value as? W
    }

    func velocity<W: VectorArithmetic>(value: W, time: Double, context: AnimationContext<W>) -> W? {
        guard let offset = box.state.offset(at: box.state.begin + time), offset.head.reportsVelocity,
              box.state.entries.isEmpty else { return nil }
        return offset.velocity as? W
    }
}
