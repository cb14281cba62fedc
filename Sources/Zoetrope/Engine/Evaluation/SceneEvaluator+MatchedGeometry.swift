import Foundation
import ZoetropeDisplay

/// matchedGeometryEffect morphs (fidelity.md §6): when a group's source changes, the members' frame tracks follow
/// the shared geometry between the old source and the new one, in window space.
extension SceneEvaluator {
    /// The trace of `tree` at `time` as recorded so far, by node (what is on screen at that moment).
    func presentedEntries(of tree: EvaluatedTree, at time: Double) -> [ObjectIdentifier: TraceEntry] {
        var walker = TraceWalker(sampler: Sampler(tracks: tracks, layout: layout, time: time))
        var result: [ObjectIdentifier: TraceEntry] = [:]
        for entry in walker.walk(tree.root) where result[ObjectIdentifier(entry.node)] == nil {
            result[ObjectIdentifier(entry.node)] = entry
        }
        return result
    }

    /// When a matched-geometry group's source changes in an animated transaction (the old source removed, a new
    /// one inserted), the new member's frame track goes from the old source's shared geometry to its own and the old
    /// member's from its own to the new source's, both with the new source's animation (fidelity.md §6); sampling
    /// lays each out at the shared size every frame (`Sampler.frame(of:)`). Their own transitions cross-fade them
    /// meanwhile. Geometry is taken on screen (window space): ancestors' offsets, scales and transitions count.
    func morphMatchedGeometry(from previous: EvaluatedTree, to tree: EvaluatedTree, at time: Double) {
        let before = MatchedGeometryGroups(root: previous.root, layout: layout)
        let after = MatchedGeometryGroups(root: tree.root, layout: layout)
        guard !after.keys.isEmpty, !before.keys.isEmpty else { return }
        var shownBefore: [ObjectIdentifier: TraceEntry]?
        var shownAfter: [ObjectIdentifier: TraceEntry]?
        for key in after.keys {
            guard let new = after.source(of: key, wasPresent: { previous.index[$0] != nil }),
                  previous.index[new.node.path] == nil,
                  let animation = new.node.transaction.animation,
                  let old = before.members[key]?.first(where: { $0.matched.isSource && tree.index[$0.node.path] == nil })
            else { continue }
            if shownBefore == nil {
                shownBefore = presentedEntries(of: previous, at: time)
                shownAfter = presentedEntries(of: tree, at: time)
            }
            // Where the old member is on screen at this moment (a morph interrupted mid-flight starts from there),
            // and where the new member's parent is now: start frames are relative to where the ancestors are, end
            // frames to where they will be.
            let oldShown = shownBefore?[ObjectIdentifier(old.node)]?.bounds ?? old.canvasFrame
            let newParentNow = tree.parents[new.node.path].flatMap { tree.index[$0] }
                .flatMap { shownAfter?[ObjectIdentifier($0)]?.transform } ?? new.parentTransform
            let startWindow = LayoutEngine.sharedFrame(for: new.matched, own: new.canvasFrame, source: oldShown,
                                                       sourceAnchor: old.matched.anchor)
            let start = newParentNow.rectFromCanvas(startWindow)
            var track = AnimatedValue(Vector4(start.minX, start.minY, start.width, start.height))
            let f = new.node.frame
            track.set(Vector4(f.minX, f.minY, f.width, f.height), at: time, animation: animation)
            tracks[TrackKey(new.node.path, .frame)] = track
            current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
            // The old member's parent where it will be: its nearest ancestor still in the new tree goes where that
            // one is laid out now, and the removed ones keep their place inside it.
            let oldParentAfter = Self.transformAfter(ofParentOf: old, in: previous, before: before, to: tree, after: after)
            let oldOwn = oldParentAfter.boundingBox(of: old.node.frame)
            let endWindow = LayoutEngine.sharedFrame(for: old.matched, own: oldOwn, source: new.canvasFrame,
                                                     sourceAnchor: new.matched.anchor)
            let end = oldParentAfter.rectFromCanvas(endWindow)
            let oldKey = TrackKey(old.node.path, .frame)
            if var oldTrack = tracks[oldKey] {
                oldTrack.set(Vector4(end.minX, end.minY, end.width, end.height), at: time, animation: animation)
                tracks[oldKey] = oldTrack
                current.noteAnimation(logical: oldTrack.logicalCompletionTime, finish: oldTrack.finishTime)
            }
            tracks.sharedFrameAnchors[new.node.path] = new.matched.anchor
            tracks.sharedFrameAnchors[old.node.path] = old.matched.anchor
        }
    }

    /// Where `member`'s parent (in `previous`) will be in window space once `tree` shows: relative to its
    /// nearest ancestor that `tree` still has, placed where that ancestor now is.
    static func transformAfter(ofParentOf member: MatchedGeometryGroups.Member, in previous: EvaluatedTree,
                               before: MatchedGeometryGroups, to tree: EvaluatedTree,
                               after: MatchedGeometryGroups) -> Transform2D {
        guard let parentPath = previous.parents[member.node.path] else { return member.parentTransform }
        var path = parentPath
        while true {
            if let kept = tree.index[path], let now = after.model[ObjectIdentifier(kept)]?.transform,
               let then = previous.index[path].flatMap({ before.model[ObjectIdentifier($0)]?.transform }),
               let back = then.inverted {
                return now.concatenating(back).concatenating(member.parentTransform)
            }
            guard let next = previous.parents[path] else { return member.parentTransform }
            path = next
        }
    }
}
