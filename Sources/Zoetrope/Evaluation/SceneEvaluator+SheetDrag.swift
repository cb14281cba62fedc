import Foundation

/// A script's drag on a presented sheet: the sheet follows the finger (down, or up toward the large detent), and at
/// the lift settles at the detent nearest to where it was heading or is dismissed (`SheetDrag.release`).
extension SceneEvaluator {
    /// What a touch reaching `hit` drags: the innermost sheet reached, unless a view inside it with a gesture, a
    /// tap action or a scroll view takes the touch first.
    func draggedSheet(_ hit: TapTarget.Hit?) -> SheetDrag? {
        guard let hit else { return nil }
        for reached in hit.chain {
            if let sheet = reached.node.kind.as(SheetContainerKind.self) { return sheet.layout.drag }
            if reached.node.kind.is(ScrollKind.self) || reached.node.tapAction != nil || !reached.node.gestures.isEmpty { return nil }
        }
        return nil
    }

    /// Drives a sheet drag: each step of the finger moves the sheet without animation; the lift settles it with the
    /// presentation spring.
    func sheetDrag(_ drag: SheetDrag, trace: TouchTrace) {
        let offset = trace.to.y - trace.from.y, velocity = trace.velocity(at: trace.end).height
        follow(trace, step: { at in drag.follow(at.y - trace.from.y) }, lift: { drag.release(offset: offset, velocity: velocity) })
    }
}
