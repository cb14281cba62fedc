import Foundation

extension SceneEvaluator {
    /// A view inserted into containers whose frames animate appears where it is laid out, and stays there: its
    /// position is not carried along by their moving origins. SwiftUI animates each view's position on its own, and a
    /// layout container (a stack, a frame, an overlay's content) draws nothing that would carry its children, so a
    /// view inserted into an empty `ZStack` that grows from zero size fades in at its place instead of flying in
    /// from the container's centre (issue 24). Its origin in its parent starts offset by how far its ancestors'
    /// presented origins are from their new ones, and animates to its own with their transaction, so the sum stays
    /// put while they move. Ancestors from the nearest `geometryGroup()` up are left out: a group carries what is
    /// inside it.
    func holdInPlace(_ node: Node, parent: String, in tree: EvaluatedTree, at time: Double) {
        guard let animation = node.transaction.animation else { return }
        // Matched geometry moves its members itself, from where the other member was (fidelity.md §6).
        var matches = false
        node.forEachNode { if $0.kind.is(MatchedKind.self) { matches = true } }
        if matches { return }
        var drift = CGPoint.zero
        var ancestor: String? = parent
        while let path = ancestor, let ancestorNode = tree.index[path] {
            // Inside a geometry group the view is placed in the group, which carries it as it moves.
            if ancestorNode.kind.is(GeometryGroupKind.self) { break }
            if let track = tracks[TrackKey(path, .frame, pathHash: ancestorNode.pathHash)] {
                let presented = track.value(at: time), model = track.modelValue
                drift.x += presented.x - model.x
                drift.y += presented.y - model.y
            }
            ancestor = tree.parents[path]
        }
        guard abs(drift.x) > 1e-9 || abs(drift.y) > 1e-9 else { return }
        let key = TrackKey(node.path, .frame, pathHash: node.pathHash)
        guard var track = tracks[key] else { return }
        let target = track.modelValue, start = track.value(at: time)
        track.set(Vector4(start.x - drift.x, start.y - drift.y, start.z, start.w), at: time, animation: nil)
        track.set(target, at: time, animation: animation)
        tracks[key] = track
        current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
    }
}
