import Foundation

/// Script events of two fingers: `Pinch` and `Rotate`.
///
/// Both fingers land symmetric about the named view's centre (or a canvas point) and reach the gestures of the views
/// under that centre together (`TouchSession`), whatever views lie under each finger. No system pan takes them (a scroll view's pan follows the fingers' centroid, which stays still).
extension SceneEvaluator {
    /// Performs a `Pinch` (`turn` 0) or a `Rotate` (spreads 1 to 1): checks the step, then lands the fingers.
    func twoFingers(_ origin: TouchOrigin, from startSpread: CGFloat, to endSpread: CGFloat, turn: Double,
                    duration: Double, at time: Double, verb: String, step: String) {
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
        guard let root = trees.last?.root else { return }
        let hit: TapTarget.Hit?
        let centre: CGPoint
        switch origin {
        case let .view(target):
            guard let found = find(target, in: root, step: step) else { return }
            guard found.hasGestures else {
                graph.report(.error, path: step, "the view \"\(target)\" has no gesture to \(verb) "
                             + "(.gesture(MagnifyGesture()), .gesture(RotateGesture()) …)")
                return
            }
            hit = found
            centre = found.location
        case let .point(point):
            guard point.x.isFinite, point.y.isFinite else {
                graph.report(.error, path: step, "the point (\(point.x), \(point.y)) must have finite coordinates")
                return
            }
            let found = TapTarget(root: root, layout: layout).hit(point)
            if found?.hasGestures != true {
                // Fingers on nothing that responds: drawn, and said, since the script meant something to happen.
                graph.report(.warning, path: step, "no view with a gesture at (\(point.x), \(point.y)); only the touches are drawn")
            }
            hit = found?.hasGestures == true ? found : nil
            centre = point
        }
        if let hit, stopsGlide(hit, at: time, step: step) { return }
        let fingers = TouchTrace.twoFingers(around: centre, from: startSpread * TouchTrace.twoFingerSpread,
                                            to: endSpread * TouchTrace.twoFingerSpread, turn: turn,
                                            start: time, duration: duration)
        touch(hit, fingers: fingers)
    }
}
