import Foundation
import ZoetropeDisplay

extension LayoutEngine {
    /// Lays out every non-source member at its group's source geometry (fidelity.md §6): proposed the source's size
    /// (with `.size`) and placed so that its anchor point lies on the source's (with `.position`). Reports groups
    /// with more than one inserted source.
    func matchGeometry(in root: Node, canvas: SceneCanvas, wasPresent: (String) -> Bool,
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
    func move(_ member: MatchedGeometryGroups.Member, to target: CGRect, sourceAnchor: UnitPoint, canvas: SceneCanvas) {
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
        roundToPixels(node, parentOrigin: member.parentOrigin)
    }
}
