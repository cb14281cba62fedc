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
        /// The canvas origin of its parent's layout (for placing it again: safe area, coordinate spaces, rounding).
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
        func visit(_ node: Node, parent: Node?, parentOrigin: CGPoint) {
            if let member = node.kind.as(MatchedKind.self) { found.append((node, parentOrigin, parent, member.matched)) }
            let origin = CGPoint(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY)
            for child in node.children { visit(child, parent: node, parentOrigin: origin) }
        }
        visit(root, parent: nil, parentOrigin: .zero)
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

extension LayoutEngine {
    /// Lays out every non-source member at its group's source geometry (fidelity.md §6): proposed the source's size
    /// (with `.size`) and placed so that its anchor point lies on the source's (with `.position`). Reports groups
    /// with more than one inserted source.
    func matchGeometry(in root: Node, canvas: Canvas, wasPresent: (String) -> Bool,
                       report: (_ path: String, _ message: String) -> Void) {
        let groups = MatchedGeometryGroups(root: root, layout: self)
        for key in groups.keys {
            let members = groups.members[key] ?? []
            let sources = members.filter(\.matched.isSource)
            if sources.count > 1 {
                report(sources[1].node.path, "more than one view is the source of matched geometry id \(key.id) "
                       + "(\(sources.map(\.node.path).joined(separator: ", "))); the newest one is used")
            }
            guard let source = groups.source(of: key, wasPresent: wasPresent) else { continue }
            for member in members where member.node !== source.node {
                move(member, to: source.canvasFrame, sourceAnchor: source.matched.anchor, canvas: canvas)
            }
        }
    }

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

    /// Lays `member` out again at the geometry `target` (a canvas frame whose anchor point is `sourceAnchor`),
    /// taking only the properties the member matches.
    func move(_ member: MatchedGeometryGroups.Member, to target: CGRect, sourceAnchor: UnitPoint, canvas: Canvas) {
        let node = member.node, matched = member.matched
        // The shared geometry in the member's parent's coordinates.
        let local = member.parentTransform.rectFromCanvas(target)
        let own = node.frame
        let size = matched.properties.contains(.size) ? self.size(of: node, proposal: ProposedViewSize(local.size)) : own.size
        let point = matched.properties.contains(.position)
            ? CGPoint(x: local.minX + sourceAnchor.x * local.width, y: local.minY + sourceAnchor.y * local.height)
            : CGPoint(x: own.minX + matched.anchor.x * own.width, y: own.minY + matched.anchor.y * own.height)
        let origin = CGPoint(x: point.x - matched.anchor.x * size.width, y: point.y - matched.anchor.y * size.height)
        var space = PlacementSpace(canvas: canvas)
        space.origin = member.parentOrigin
        place(node, at: origin, proposal: ProposedViewSize(size), in: space)
        roundToPixels(node, parentOrigin: member.parentOrigin, roundedParentOrigin: member.parentOrigin)
    }
}
