import Foundation

/// A script's drag from a navigation stack's leading edge: the interactive pop. The top screen follows the finger
/// (the one below comes back in step, undimming), and at the lift the pop completes with the system spring from
/// where the finger left it, or is cancelled and the screen slides back.
extension SceneEvaluator {
    /// The stack a drag from `start` to `end` pops interactively, and the stack's width: the innermost stack
    /// reached, with a screen above its root, when the finger lands within `NavigationMetrics.edgeSwipeWidth` of its
    /// leading edge and moves toward the trailing one.
    func edgePopStack(_ hit: TapTarget.Hit?, from start: CGPoint, to end: CGPoint) -> (stack: NavigationStackKind, width: CGFloat)? {
        guard let hit, end.x > start.x else { return nil }
        for reached in hit.chain {
            guard let stack = reached.node.kind.as(NavigationStackKind.self) else { continue }
            guard stack.depth > 0, start.x - reached.rect.minX <= NavigationMetrics.edgeSwipeWidth, reached.rect.width > 0 else { return nil }
            return (stack, reached.rect.width)
        }
        return nil
    }

    /// Drives an interactive pop: each step of the finger sets the progress without animation; the lift completes
    /// the pop when the finger, carried on for `NavigationMetrics.edgeSwipeProjection` seconds at its lift speed,
    /// would be past half the width, and cancels it otherwise.
    func edgePop(_ stack: NavigationStackKind, width: CGFloat, trace: TouchTrace) {
        touches.append(trace)
        let controller = stack.controller
        var following = Transaction()
        following.disablesAnimations = true
        following.isContinuous = true
        for time in trace.stepTimes where time < scene.duration {
            let progress = (trace.location(at: time).x - trace.from.x) / width
            schedule(.callback { withTransaction(following) { controller.dragPop(to: progress) } }, at: time)
        }
        guard trace.end < scene.duration else { return }
        let travelled = (trace.to.x - trace.from.x) / width
        let carried = trace.velocity(at: trace.end).width * NavigationMetrics.edgeSwipeProjection / width
        let completes = travelled + carried > 0.5
        schedule(.callback { withTransaction(Transaction()) { controller.endDragPop(completing: completes) } }, at: trace.end)
    }
}
