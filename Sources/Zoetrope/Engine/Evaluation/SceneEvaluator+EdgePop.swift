import Foundation

/// A script's drag from a navigation stack's leading edge: the interactive pop. The top screen follows the finger
/// (the one below comes back in step, undimming), and at the lift the pop completes with the system spring from
/// where the finger left it, or is cancelled and the screen slides back.
extension SceneEvaluator {
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
