import Foundation
import ZoetropeDisplay

/// matchedGeometryEffect (fidelity.md §6): after layout, every member of a group that is not its source is laid out
/// again at the source's geometry; when the source changes in an animated transaction, the timeline builder moves
/// the old and new members' frames between the two geometries. Geometry is shared in window (canvas) space, so
/// the members' ancestors' offsets and other effects count; it comes from the trace walk's model geometry.
struct MatchedGeometryGroups {
    /// One member: its node, where its parent is, and what it matches.
    struct Member {
        let node: Node
        /// The canvas origin of its parent's layout (`Node.visitLayout`), for laying it out again where layout put
        /// it: safe area, coordinate spaces and pixel rounding are layout's. What it shares is `canvasFrame`.
        let parentOrigin: CGPoint
        /// Maps its parent's coordinates to the canvas, effects included (model values).
        let parentTransform: Transform2D
        let matched: MatchedGeometry

        /// Its frame on the canvas (model values, effects of its ancestors included).
        var canvasFrame: CGRect { parentTransform.boundingBox(of: node.frame) }
    }

    /// The groups in the order their first member appears in the tree.
    private(set) var keys: [MatchedGeometry.Key] = []
    private(set) var members: [MatchedGeometry.Key: [Member]] = [:]
    /// The model trace of the tree by node, for the members' parents (empty when the tree has no members).
    private(set) var model: [ObjectIdentifier: TraceEntry] = [:]

    /// The members of a laid-out tree, in tree order.
    init(root: Node, layout: LayoutEngine) {
        var found: [(node: Node, parentOrigin: CGPoint, parent: Node?, matched: MatchedGeometry)] = []
        root.visitLayout(nil as Node?) { node, parentOrigin, _, parent in
            if let member = node.kind.as(MatchedKind.self) { found.append((node, parentOrigin, parent, member.matched)) }
            return .some(node)
        }
        guard !found.isEmpty else { return }
        for entry in TraceWalker.modelEntries(of: root, layout: layout) where model[ObjectIdentifier(entry.node)] == nil {
            model[ObjectIdentifier(entry.node)] = entry
        }
        for (node, parentOrigin, parent, matched) in found {
            let transform = parent.flatMap { model[ObjectIdentifier($0)]?.transform } ?? .identity
            if members[matched.key] == nil { keys.append(matched.key) }
            members[matched.key, default: []].append(Member(node: node, parentOrigin: parentOrigin, parentTransform: transform,
                                                            matched: matched))
        }
    }

    /// The source of a group: among the members with `isSource`, the newest inserted (one that `wasPresent` says
    /// is new), else the first in tree order.
    func source(of key: MatchedGeometry.Key, wasPresent: (String) -> Bool) -> Member? {
        let candidates = (members[key] ?? []).filter(\.matched.isSource)
        return candidates.first { !wasPresent($0.node.path) } ?? candidates.first
    }
}
