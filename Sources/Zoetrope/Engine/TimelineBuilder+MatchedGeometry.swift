import Foundation
import ZoetropeDisplay

/// matchedGeometryEffect morphs (fidelity.md §6): when a group's source changes, the members' frame tracks follow
/// the shared geometry between the old source and the new one.
extension TimelineBuilder {
    /// The geometry a member shares with `source` (canvas frames): the source's size and anchor point for the
    /// properties it matches, its own for the others.
    static func sharedFrame(for matched: MatchedGeometry, own: CGRect, source: CGRect, sourceAnchor: UnitPoint) -> CGRect {
        let size = matched.properties.contains(.size) ? source.size : own.size
        let point = matched.properties.contains(.position)
            ? CGPoint(x: source.minX + sourceAnchor.x * source.width, y: source.minY + sourceAnchor.y * source.height)
            : CGPoint(x: own.minX + matched.anchor.x * own.width, y: own.minY + matched.anchor.y * own.height)
        return CGRect(x: point.x - matched.anchor.x * size.width, y: point.y - matched.anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    /// A node's frame (in its parent) as shown at `time`.
    func presentedFrame(of node: Node, at time: Double) -> CGRect {
        guard let v = tracks[NodeAttributes.key(node.path, NodeAttributes.frame)]?.value(at: time) else { return node.frame }
        return CGRect(x: v.x, y: v.y, width: max(v.z, 0), height: max(v.w, 0))
    }

    /// The canvas origin of the parent of the node at `path` in `tree`, as shown at `time`.
    func presentedParentOrigin(of path: String, in tree: TreeSnapshot, at time: Double) -> CGPoint {
        var origin = CGPoint.zero
        var current = path
        while let parent = tree.parents[current], let node = tree.index[parent] {
            let frame = presentedFrame(of: node, at: time)
            origin.x += frame.minX
            origin.y += frame.minY
            current = parent
        }
        return origin
    }

    /// When a matched-geometry group's source changes in an animated transaction (the old source removed, a new
    /// one inserted), the new member's frame track goes from the old source's shared geometry to its own and the old
    /// member's from its own to the new source's, both with the new source's animation (fidelity.md §6); sampling
    /// lays each out at the shared size every frame (`SceneTimeline.sharedFrame`). Their own transitions cross-fade
    /// them meanwhile.
    func morphMatchedGeometry(from previous: TreeSnapshot, to snapshot: TreeSnapshot, at time: Double) {
        let before = MatchedGeometryGroups(root: previous.root)
        let after = MatchedGeometryGroups(root: snapshot.root)
        let canvas = scene.canvas
        for key in after.keys {
            guard let new = after.source(of: key, wasPresent: { previous.index[$0] != nil }),
                  previous.index[new.node.path] == nil,
                  let animation = new.node.transaction.animation,
                  let old = before.members[key]?.first(where: { $0.matched.isSource && snapshot.index[$0.node.path] == nil })
            else { continue }
            // Start frames are relative to where the ancestors were, end frames to where they will be: ancestors in
            // both trees move between the two with the same progress, so on the canvas each member goes straight
            // from one geometry to the other.
            // Where things are on screen at this moment (a morph interrupted mid-flight starts from there).
            let newParentBefore = presentedParentOrigin(of: new.node.path, in: snapshot, at: time)
            let oldParentNow = presentedParentOrigin(of: old.node.path, in: previous, at: time)
            let oldFrame = presentedFrame(of: old.node, at: time).offsetBy(dx: oldParentNow.x, dy: oldParentNow.y)
            let oldParentAfter = previous.parentOrigin(of: old.node.path, preferring: snapshot)
            // Each member's frame track holds the shared geometry it follows (fidelity.md §6), relative to its
            // parent; drawing lays the member out at that size every frame and centres it on the anchor point.
            let start = Self.sharedFrame(for: new.matched, own: new.canvasFrame, source: oldFrame, sourceAnchor: old.matched.anchor)
                .offsetBy(dx: -newParentBefore.x, dy: -newParentBefore.y)
            var track = AnimatedValue(Vector4(start.minX, start.minY, start.width, start.height))
            let f = new.node.frame
            track.set(Vector4(f.minX, f.minY, f.width, f.height), at: time, animation: animation)
            tracks[NodeAttributes.key(new.node.path, NodeAttributes.frame)] = track
            current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
            let oldCanvas = old.node.frame.offsetBy(dx: oldParentAfter.x, dy: oldParentAfter.y)
            let end = Self.sharedFrame(for: old.matched, own: oldCanvas, source: new.canvasFrame, sourceAnchor: new.matched.anchor)
                .offsetBy(dx: -oldParentAfter.x, dy: -oldParentAfter.y)
            let oldKey = NodeAttributes.key(old.node.path, NodeAttributes.frame)
            if var oldTrack = tracks[oldKey] {
                oldTrack.set(Vector4(end.minX, end.minY, end.width, end.height), at: time, animation: animation)
                tracks[oldKey] = oldTrack
                current.noteAnimation(logical: oldTrack.logicalCompletionTime, finish: oldTrack.finishTime)
            }
            sharedFrameAnchors[new.node.path] = new.matched.anchor
            sharedFrameAnchors[old.node.path] = old.matched.anchor
        }
    }
}
