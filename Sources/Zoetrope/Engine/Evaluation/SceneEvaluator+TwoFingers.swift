import Foundation

/// Script events of two fingers: `Pinch` and `Rotate`.
///
/// Both fingers land on the named view, symmetric about its centre, and reach the gestures of the views under that
/// centre together (`TouchSession`), whatever views lie under each finger: the target is found by name, as a
/// `Press` is. No system pan takes them (a scroll view's pan follows the fingers' centroid, which stays still).
extension SceneEvaluator {
    /// Performs a `Pinch` (`turn` 0) or a `Rotate` (spreads 1 to 1): checks the step, then lands the fingers.
    func twoFingers(_ target: String, from startSpread: CGFloat, to endSpread: CGFloat, turn: Double, duration: Double,
                    at time: Double, verb: String, step: String) {
        guard checkDuration(duration, step: step) else { return }
        for (label, spread) in [("from", startSpread), ("to", endSpread)] where !(spread.isFinite && spread > 0) {
            graph.report(.error, path: step, "the spread \(label): \(spread) must be a finite number above 0 "
                         + "(the fingers' distance in multiples of \(Int(TouchTrace.twoFingerSpread)) pt)")
            return
        }
        guard turn.isFinite else {
            graph.report(.error, path: step, "the angle \(turn) rad must be finite")
            return
        }
        guard let root = trees.last?.root, let hit = find(target, in: root, step: step) else { return }
        guard hit.hasGestures else {
            graph.report(.error, path: step, "the view \"\(target)\" has no gesture to \(verb) "
                         + "(.gesture(MagnifyGesture()), .gesture(RotateGesture()) …)")
            return
        }
        if stopsGlide(hit, at: time, step: step) { return }
        let fingers = TouchTrace.twoFingers(around: hit.location, from: startSpread * TouchTrace.twoFingerSpread,
                                            to: endSpread * TouchTrace.twoFingerSpread, turn: turn,
                                            start: time, duration: duration)
        touch(hit, fingers: fingers)
    }
}
