import Foundation
import ZoetropeDisplay

/// Text, measured by the scene's text measurer: it wraps to the offered width, sets the text baselines as
/// alignment guides, and is drawn at the width it was measured at; its colour animates.
struct TextKind: LeafKind {
    let run: TextRun
    let color: ResolvedColor

    func name(of node: Node) -> String { "Text" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.measure(run, proposal: proposal).size
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        // Drawing at a narrower width than measured would wrap the text differently.
        node.measuredTextWidth = size.width
        return false
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(layout.measure(run, proposal: proposal).firstBaseline) }
        if key == VerticalAlignment.lastTextBaseline.key { return CGFloat(layout.measure(run, proposal: proposal).lastBaseline) }
        return nil
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.fill, color.animatableVector)] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard let color = node.visibleFill(color, sampler: sampler) else { return layer.hide() }
        let width = Double(max(layer.frame.width, node.measuredTextWidth))
        layer.content = [.text(TextItem(run: run, origin: .zero, width: width, color: color.displayColor))]
    }

    /// The words it shows.
    static let text = AttributeDescriptor("text", .text, isContent: true)
    /// Its parts in styles of their own (`Text + Text`, Markdown), one `TextSpan.dumpText` each; absent for text in
    /// one style.
    static let styles = AttributeDescriptor("styles", .text)
    static let traced = TracedKind("TextKind", typeName: "Text", attributes: [.font, .foreground, text, styles])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let font = run.font
        return [TracedAttribute(.font, .text("\(font.family) \(InspectedView.rounded(font.size)) \(Int(font.weight))" + (font.isItalic ? " italic" : ""))),
                TracedAttribute(.foreground, node.inspectedColor(color, sampler: sampler)), TracedAttribute(Self.text, .text(run.string))]
            + (run.spans.isEmpty ? [] : [TracedAttribute(Self.styles, .text(run.spans.map(\.dumpText).joined(separator: "; ")))])
    }
}

extension NodeKind {
    static func text(run: TextRun, color: ResolvedColor) -> NodeKind { NodeKind(TextKind(run: run, color: color)) }
}
