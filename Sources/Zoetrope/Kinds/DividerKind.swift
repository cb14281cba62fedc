import Foundation
import ZoetropeDisplay

/// A line one pixel thick running along `axis`, as long as the proposal (`Divider`).
struct DividerKind: LeafKind {
    let color: ResolvedColor
    let axis: Axis

    func name(of node: Node) -> String { "Divider" }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        // One pixel across; along the line, the proposal (10 pt when unspecified, as a shape).
        let length = proposal.replacingUnspecifiedDimensions().value(along: axis)
        return .along(axis, length, cross: 1 / CGFloat(layout.scale))
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.fill, color.animatableVector)] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard let color = node.visibleFill(color, sampler: sampler) else { return layer.hide() }
        layer.content = [.shape(ShapeItem(path: .rect(CGRect(origin: .zero, size: layer.frame.size)), paint: .color(color.displayColor)))]
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] { ["fill": node.inspectedColor(color, sampler: sampler)] }
}

extension NodeKind {
    static func divider(color: ResolvedColor, axis: Axis) -> NodeKind { NodeKind(DividerKind(color: color, axis: axis)) }
}
