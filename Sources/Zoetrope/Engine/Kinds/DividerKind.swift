import Foundation
import ZoetropeDisplay

/// A line one pixel thick running along `axis`, as long as the proposal (`Divider`).
struct DividerKind: SolidFillKind {
    let color: ResolvedColor
    let axis: Axis

    func name(of node: Node) -> String { "Divider" }

    static let traced = TracedKind("DividerKind", typeName: "Divider", attributes: [.fill])
    var traced: TracedKind { Self.traced }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        // One pixel across; along the line, the proposal (10 pt when unspecified, as a shape).
        let length = proposal.replacingUnspecifiedDimensions().value(along: axis)
        return .along(axis, length, cross: 1 / CGFloat(layout.scale))
    }
}

extension NodeKind {
    static func divider(color: ResolvedColor, axis: Axis) -> NodeKind { NodeKind(DividerKind(color: color, axis: axis)) }
}
