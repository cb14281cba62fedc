import Foundation
import ZoetropeDisplay

/// A leaf that fills its whole frame with one colour, which animates (`Color`, `Divider`).
protocol SolidFillKind: LeafKind {
    var color: ResolvedColor { get }
}

extension SolidFillKind {
    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.fill, color.animatableVector)] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard let color = node.visibleFill(color, sampler: sampler) else { return layer.hide() }
        layer.content = [.shape(ShapeItem(path: .rect(CGRect(origin: .zero, size: layer.frame.size)), paint: .color(color.displayColor)))]
    }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(.fill, node.inspectedColor(color, sampler: sampler))] }
}

/// A colour view: it takes the whole proposal and fills it.
struct ColorKind: SolidFillKind {
    let color: ResolvedColor

    func name(of node: Node) -> String { "Color" }

    static let traced = TracedKind("ColorKind", typeName: "Color", attributes: [.fill])
    var traced: TracedKind { Self.traced }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension NodeKind {
    static func color(_ color: ResolvedColor) -> NodeKind { NodeKind(ColorKind(color: color)) }
}
