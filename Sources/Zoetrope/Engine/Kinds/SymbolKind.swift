import Foundation
import ZoetropeDisplay

/// A symbol (`Image(systemName:)`) of the font's size, or of the size it is offered when `resizable()`, drawn with
/// the font's weight; its colour animates.
struct SymbolKind: LeafKind {
    let symbolName: String
    let glyph: SymbolGlyph
    let weight: Font.Weight
    let color: ResolvedColor
    let symbolSize: CGSize
    /// `resizable()`: takes what it is offered (its font size in unspecified dimensions), stretched as SwiftUI
    /// stretches a resizable image; `scaledToFit()` / `aspectRatio` around it keep its proportions.
    var isResizable = false

    func name(of node: Node) -> String { "Image" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: symbolSize) : symbolSize
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.fill, color.animatableVector)] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard let color = node.visibleFill(color, sampler: sampler) else { return layer.hide() }
        layer.content = glyph.items(in: layer.frame.size, weight: weight, color: color.displayColor)
    }

    /// The SF Symbol's name.
    static let symbol = AttributeDescriptor("symbol", .text, isContent: true)
    static let traced = TracedKind("SymbolKind", typeName: "Image", attributes: [.font, .foreground, symbol])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(.font, .text("\(InspectedView.rounded(Double(symbolSize.height))) \(Int(weight.value))")),
         TracedAttribute(.foreground, node.inspectedColor(color, sampler: sampler)), TracedAttribute(Self.symbol, .text(symbolName))]
    }
}

extension NodeKind {
    static func symbol(name: String, glyph: SymbolGlyph, weight: Font.Weight, color: ResolvedColor, size: CGSize,
                       isResizable: Bool = false) -> NodeKind {
        NodeKind(SymbolKind(symbolName: name, glyph: glyph, weight: weight, color: color, symbolSize: size, isResizable: isResizable))
    }
}
