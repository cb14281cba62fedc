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
        let controller = stack.controller
        let travelled = (trace.to.x - trace.from.x) / width
        let carried = trace.velocity(at: trace.end).width * NavigationMetrics.edgeSwipeProjection / width
        let completes = travelled + carried > 0.5
        follow(trace, step: { at in controller.dragPop(to: (at.x - trace.from.x) / width) },
               lift: { controller.endDragPop(completing: completes) })
    }

    /// A finger driving something directly (an interactive pop, a sheet, a zoom's dismissal): the touch is drawn,
    /// each step of the finger calls `step` with its location without animation (a continuous transaction), and the
    /// lift calls `lift` in a plain transaction, so what settles takes its own animation. Steps and a lift at or after
    /// the scene's end change no frame and are not scheduled.
    func follow(_ trace: TouchTrace, step: @escaping (CGPoint) -> Void, lift: @escaping () -> Void) {
        touches.append(trace)
        var following = Transaction()
        following.disablesAnimations = true
        following.isContinuous = true
        for time in trace.stepTimes where time < scene.duration {
            let at = trace.location(at: time)
            schedule(.callback { withTransaction(following) { step(at) } }, at: time)
        }
        guard trace.end < scene.duration else { return }
        schedule(.callback { withTransaction(Transaction()) { lift() } }, at: trace.end)
    }
}

/// A script's drag on a zoomed-in screen (iOS 18's interactive zoom dismissal): the screen follows the finger and
/// shrinks; at the lift it zooms back into its source from there, or grows back.
extension SceneEvaluator {
    /// The stack whose zoomed-in top screen a drag from `start` to `end` takes: the innermost stack reached whose top
    /// screen came in with a zoom, for a drag from its leading edge toward the trailing one or one that heads more
    /// down than sideways; a scroll view reached first takes a downward drag unless it is scrolled to its top.
    func zoomDismissStack(_ hit: TapTarget.Hit?, from start: CGPoint, to end: CGPoint) -> NavigationStackKind? {
        guard let hit else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        for reached in hit.chain {
            if let scroll = reached.node.kind.as(ScrollKind.self), scroll.offset(of: reached.node).y > 0.5 { return nil }
            if reached.node.tapAction != nil || !reached.node.gestures.isEmpty { return nil }
            guard let stack = reached.node.kind.as(NavigationStackKind.self) else { continue }
            guard stack.depth > 0, stack.topZooms else { return nil }
            let fromEdge = start.x - reached.rect.minX <= NavigationMetrics.edgeSwipeWidth && dx > 0
            return fromEdge || (dy > 0 && dy >= abs(dx)) ? stack : nil
        }
        return nil
    }

    /// Drives the dismissal: each step of the finger moves the screen without animation; the lift zooms it into its
    /// source when the finger, carried on at its lift speed for `NavigationMetrics.edgeSwipeProjection` seconds,
    /// would be `SystemMotion.zoomDragDismissDistance` from where it took hold, and grows it back otherwise.
    func zoomDismiss(_ stack: NavigationStackKind, trace: TouchTrace) {
        let controller = stack.controller
        let velocity = trace.velocity(at: trace.end)
        let carried = CGSize(width: trace.to.x - trace.from.x + velocity.width * NavigationMetrics.edgeSwipeProjection,
                             height: trace.to.y - trace.from.y + velocity.height * NavigationMetrics.edgeSwipeProjection)
        let completes = hypot(carried.width, carried.height) > SystemMotion.zoomDragDismissDistance
        follow(trace, step: { at in
            controller.dragZoom(by: CGSize(width: at.x - trace.from.x, height: at.y - trace.from.y), grab: trace.from)
        }, lift: { controller.endDragZoom(completing: completes) })
    }
}
