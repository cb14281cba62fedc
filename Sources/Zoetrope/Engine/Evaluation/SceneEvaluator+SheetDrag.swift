import Foundation

/// A script's drag on a presented sheet: the sheet follows the finger (down, or up toward the large detent), and at
/// the lift settles at the detent nearest to where it was heading or is dismissed (`SheetDrag.release`).
extension SceneEvaluator {
    /// Drives a sheet drag: each step of the finger moves the sheet without animation; the lift settles it with the
    /// presentation spring.
    func sheetDrag(_ drag: SheetDrag, trace: TouchTrace) {
        let offset = trace.to.y - trace.from.y, velocity = trace.velocity(at: trace.end).height
        follow(trace, step: { at in drag.follow(at.y - trace.from.y) }, lift: { drag.release(offset: offset, velocity: velocity) })
    }
}
