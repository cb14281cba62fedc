import Foundation

/// matchedGeometryEffect (fidelity.md §6): after layout, every member of a group that is not its source is laid out
/// again at the source's geometry; when the source changes in an animated transaction, the timeline builder moves
/// the old and new members' frames between the two geometries.
struct MatchedGeometryGroups {
    /// One member: its node, its parent's canvas origin, and what it matches.
    struct Member {
        let node: Node
        let parentOrigin: CGPoint
        let matched: MatchedGeometry

        /// Its frame on the canvas.
        var canvasFrame: CGRect { node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y) }
    }

    /// The groups in the order their first member appears in the tree.
    private(set) var keys: [MatchedGeometry.Key] = []
    private(set) var members: [MatchedGeometry.Key: [Member]] = [:]

    /// The members of a laid-out tree, in tree order.
    init(root: Node) {
        func visit(_ node: Node, parentOrigin: CGPoint) {
            if case let .matched(matched) = node.kind {
                if members[matched.key] == nil { keys.append(matched.key) }
                members[matched.key, default: []].append(Member(node: node, parentOrigin: parentOrigin, matched: matched))
            }
            let origin = CGPoint(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY)
            for child in node.children { visit(child, parentOrigin: origin) }
        }
        visit(root, parentOrigin: .zero)
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
        let groups = MatchedGeometryGroups(root: root)
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

    /// Lays `member` out again at the geometry `target` (a canvas frame whose anchor point is `sourceAnchor`),
    /// taking only the properties the member matches.
    func move(_ member: MatchedGeometryGroups.Member, to target: CGRect, sourceAnchor: UnitPoint, canvas: Canvas) {
        let node = member.node, matched = member.matched
        let own = member.canvasFrame
        let size = matched.properties.contains(.size) ? self.size(of: node, proposal: ProposedViewSize(target.size)) : own.size
        let point = matched.properties.contains(.position)
            ? CGPoint(x: target.minX + sourceAnchor.x * target.width, y: target.minY + sourceAnchor.y * target.height)
            : CGPoint(x: own.minX + matched.anchor.x * own.width, y: own.minY + matched.anchor.y * own.height)
        let origin = CGPoint(x: point.x - matched.anchor.x * size.width - member.parentOrigin.x,
                             y: point.y - matched.anchor.y * size.height - member.parentOrigin.y)
        var space = PlacementSpace(canvas: canvas)
        space.origin = member.parentOrigin
        place(node, at: origin, proposal: ProposedViewSize(size), in: space)
        roundToPixels(node, parentOrigin: member.parentOrigin, roundedParentOrigin: member.parentOrigin)
    }
}
