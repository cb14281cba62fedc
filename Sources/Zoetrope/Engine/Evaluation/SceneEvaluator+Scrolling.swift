import Foundation
import ZoetropeDisplay

/// Scrolling by the script: a `Scroll` flick, and a `Drag` that the touch path gives a scroll view (`TouchPath`: the
/// content follows the finger, then glides on with its velocity). Both change the scroll view's stored
/// offset (`ViewGraph.scrollOffsetStorage`), so the new offset is an ordinary state change whose transaction
/// animates the scroll node's offset track.
extension SceneEvaluator {
    /// The half pixel within which a glide rests, in points.
    var scrollRestDistance: Double { 0.5 / scene.canvas.scale }

    /// The scroll view `node` is, or shows as its content through modifiers: down through single-child wrappers and
    /// the primary view of a background or overlay. A name set around a scroll view's background (a `List` is its
    /// scroll view over its background) names the scroll view, as in SwiftUI.
    nonisolated static func scrollView(wrappedBy node: Node) -> Node? {
        var current = node
        while !current.kind.is(ScrollKind.self) {
            if current.tapAction != nil || !current.gestures.isEmpty { return nil }
            if current.children.count == 1 || (current.kind.base is any DecoratingKind && !current.children.isEmpty) {
                current = current.children[0]
            } else {
                return nil
            }
        }
        return current
    }

    /// The scroll view at `path` in the latest tree, with its kind.
    private func latestScrollView(_ path: String) -> (node: Node, kind: ScrollKind)? {
        guard let node = trees.last?.index[path], let kind = node.kind.as(ScrollKind.self) else { return nil }
        return (node, kind)
    }

    /// The offset the scroll view at `path` shows at `time`, after stopping any glide there (a finger landing on a
    /// gliding scroll view stops it where it is).
    func stopScrolling(_ path: String, at time: Double) -> CGPoint? {
        guard let (node, kind) = latestScrollView(path) else { return nil }
        let key = TrackKey(path, .effect)
        let model = kind.offset(of: node)
        guard var track = tracks[key] else { return model }
        let shown = track.value(at: time)
        track.stop(at: time)
        tracks[key] = track
        let offset = CGPoint(x: shown.x, y: shown.y)
        let storage = graph.scrollOffsetStorage(for: path)
        if storage.value != offset { withTransaction(Transaction()) { storage.set(offset) } }
        return offset
    }

    /// Starts a glide of the scroll view at `path` from `start` towards `free` (the offset the glide would reach
    /// without the content's ends), stopping at the ends. A scroll view with a `scrollTargetBehavior` settles
    /// instead on the target it picks for a drag or flick that `began` at an offset (`settle`).
    private func glide(_ path: String, from start: CGPoint, toward free: CGPoint, began: CGPoint?) {
        guard let (node, kind) = latestScrollView(path) else { return }
        if kind.settle != nil, let began { return settle(path, kind: kind, node: node, from: start, toward: free, began: began) }
        let target = kind.clamped(free, in: node)
        let freeDistance = hypot(free.x - start.x, free.y - start.y)
        let distance = hypot(target.x - start.x, target.y - start.y)
        guard distance > 0 else { return }
        let deceleration = ScrollDeceleration(reach: freeDistance / distance, restDistance: scrollRestDistance)
        withTransaction(Transaction(animation: Animation(deceleration))) {
            graph.scrollOffsetStorage(for: path).set(target)
        }
        reportPosition(of: node, kind: kind, at: target)
    }

    /// Moves the scroll view at `path` from `start` to the target its behaviour picks for a glide towards `free`, on a
    /// critically damped spring that starts at the glide's velocity (docs/approximations.md, "Scroll targets").
    private func settle(_ path: String, kind: ScrollKind, node: Node, from start: CGPoint, toward free: CGPoint, began: CGPoint) {
        let canvas = scene.canvas.size
        var compact: Axis.Set = []
        if canvas.width < ScrollKind.regularSizeClassLength { compact.insert(.horizontal) }
        if canvas.height < ScrollKind.regularSizeClassLength { compact.insert(.vertical) }
        let target = kind.settledOffset(free: free, began: began, in: node, compact: compact)
        let axisIsVertical = kind.axes.contains(.vertical)
        let distance = axisIsVertical ? target.y - start.y : target.x - start.x
        guard distance != 0 || target != start else { return }
        // The glide's starting velocity (points per second) over the distance to the target: the spring's unit velocity.
        let velocity = ((axisIsVertical ? free.y - start.y : free.x - start.x)) * -1000 * log(ScrollDeceleration.normalRate)
        let unitVelocity = distance == 0 ? 0 : velocity / distance
        let spring = Animation.interpolatingSpring(duration: ScrollKind.settleDuration, bounce: 0, initialVelocity: unitVelocity)
        withTransaction(Transaction(animation: spring)) {
            graph.scrollOffsetStorage(for: path).set(target)
        }
        reportPosition(of: node, kind: kind, at: target)
    }

    /// Sets a `scrollPosition(id:)` binding to the top-most target where the scroll view at `node` comes to rest.
    private func reportPosition(of node: Node, kind: ScrollKind, at offset: CGPoint) {
        guard let link = kind.positionLink, let id = kind.topTargetID(at: offset, in: node) else { return }
        withTransaction(Transaction()) { link.report(id, graph: graph, scrollPath: node.path) }
    }

    /// A `Scroll` step: a flick that glides the target's scroll view to the offset `motion` names.
    func scroll(_ target: String, motion: ScrollMotion, at time: Double, step: String) {
        guard let root = trees.last?.root, let hit = find(target, in: root, step: step) else { return }
        // The scroll view carrying the name itself (traits travel outward, so an overlay around it carries it too) or
        // wrapped by the view carrying it (a list's background), else the scroll view around the named view.
        func named(_ node: Node) -> Node? {
            if node.accessibilityIdentifier == target, let scroll = Self.scrollView(wrappedBy: node) { return scroll }
            for child in node.children { if let found = named(child) { return found } }
            return nil
        }
        guard let node = named(root) ?? hit.chain.first(where: { $0.node.kind.is(ScrollKind.self) })?.node,
              let kind = node.kind.as(ScrollKind.self) else {
            graph.report(.error, path: step, "the view \"\(target)\" is not a ScrollView nor inside one")
            return
        }
        guard let start = stopScrolling(node.path, at: time) else { return }
        let free: CGPoint
        switch motion {
        case let .by(distance):
            guard distance.isFinite else { return report(step, distance) }
            free = kind.axes.contains(.vertical) ? CGPoint(x: start.x, y: start.y + distance) : CGPoint(x: start.x + distance, y: start.y)
        case let .byVector(d):
            guard d.width.isFinite, d.height.isFinite else { return report(step, d) }
            free = CGPoint(x: start.x + (kind.axes.contains(.horizontal) ? d.width : 0),
                           y: start.y + (kind.axes.contains(.vertical) ? d.height : 0))
        case let .to(offset):
            guard offset.x.isFinite, offset.y.isFinite else { return report(step, offset) }
            free = kind.clamped(offset, in: node)
        }
        // A flick settles on a target; `Scroll(_:to:)` names its offset and goes there.
        var isFlick = true
        if case .to = motion { isFlick = false }
        glide(node.path, from: start, toward: free, began: isFlick ? start : nil)
    }

    private func report(_ step: String, _ value: Any) {
        graph.report(.error, path: step, "the scroll distance \(value) must be finite")
    }

    /// A drag in a scroll view: from landing to lift the content follows the finger along the scrolled axes (one
    /// evaluation per script step, no animation), then glides on with the finger's velocity at the lift.
    func scrollDrag(_ scroll: Node, trace: TouchTrace) {
        touches.append(trace)
        let path = scroll.path
        guard let kind = scroll.kind.as(ScrollKind.self), !kind.isDisabled else { return }
        guard let start = stopScrolling(path, at: trace.start) else { return }
        let axes = kind.axes
        func following(at time: Double) -> CGPoint {
            let finger = trace.location(at: time)
            return CGPoint(x: start.x - (axes.contains(.horizontal) ? finger.x - trace.from.x : 0),
                           y: start.y - (axes.contains(.vertical) ? finger.y - trace.from.y : 0))
        }
        for time in trace.stepTimes where time < scene.duration {
            schedule(.callback { [unowned self] in
                guard let (node, kind) = latestScrollView(path) else { return }
                var continuous = Transaction()
                continuous.isContinuous = true
                let storage = graph.scrollOffsetStorage(for: path)
                let offset = kind.clamped(following(at: time), in: node)
                if storage.value != offset { withTransaction(continuous) { storage.set(offset) } }
            }, at: time)
        }
        guard trace.duration > 0, trace.end < scene.duration else { return }
        schedule(.callback { [unowned self] in
            guard let (node, kind) = latestScrollView(path) else { return }
            let lift = kind.offset(of: node)
            // The content moves against the finger: its velocity is the finger's, negated, on the scrolled axes.
            let finger = trace.velocity(at: trace.end)
            let velocity = CGPoint(x: axes.contains(.horizontal) ? -finger.width : 0, y: axes.contains(.vertical) ? -finger.height : 0)
            let free = CGPoint(x: lift.x + ScrollDeceleration.glideDistance(velocity: velocity.x),
                               y: lift.y + ScrollDeceleration.glideDistance(velocity: velocity.y))
            glide(path, from: lift, toward: free, began: start)
        }, at: trace.end)
    }
}
