import Foundation
import ZoetropeDisplay

/// Text, measured by the scene's text measurer: it wraps to the offered width, sets the text baselines as
/// alignment guides, and is drawn at the width it was measured at; its colour animates.
struct TextKind: LeafKind {
    let run: TextRun
    let color: ResolvedColor
    /// How far the text may shrink to fit (`.minimumScaleFactor`); 1 never shrinks it.
    var minimumScaleFactor = 1.0

    func name(of node: Node) -> String { "Text" }

    /// The run at the scale it is drawn at for `proposal`: its own, or shrunk (no further than
    /// `minimumScaleFactor`) until it fits the proposal without being cut, as SwiftUI's `minimumScaleFactor` does.
    func fitted(_ proposal: ProposedViewSize, in layout: LayoutEngine) -> TextRun {
        guard minimumScaleFactor < 1, minimumScaleFactor.isFinite, let width = proposal.width, width.isFinite else { return run }
        func fits(_ scale: Double) -> Bool {
            var whole = run.scaled(by: scale)
            whole.lineLimit = nil
            let metrics = layout.measure(whole, proposal: ProposedViewSize(width: width, height: nil))
            return (run.lineLimit.map { metrics.lineCount <= max($0, 1) } ?? true)
                && (proposal.height.map { !$0.isFinite || metrics.size.height <= Double($0) + 0.0005 } ?? true)
        }
        if fits(1) { return run }
        let smallest = max(minimumScaleFactor, 0.01)
        guard fits(smallest) else { return run.scaled(by: smallest) }
        // The largest scale that fits, to within a thousandth.
        var low = smallest, high = 1.0
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return run.scaled(by: low)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.measure(fitted(proposal, in: layout), proposal: proposal).size
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        // Drawing at a narrower width than measured would wrap the text differently.
        node.measuredTextWidth = size.width
        if minimumScaleFactor < 1 { node.textScale = fitted(node.proposal, in: layout).font.size / max(run.font.size, 1e-9) }
        return false
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        let run = fitted(proposal, in: layout)
        if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(layout.measure(run, proposal: proposal).firstBaseline) }
        if key == VerticalAlignment.lastTextBaseline.key { return CGFloat(layout.measure(run, proposal: proposal).lastBaseline) }
        return nil
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.fill, color.animatableVector)] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        guard let color = node.visibleFill(color, sampler: sampler) else { return layer.hide() }
        let width = Double(max(layer.frame.width, node.measuredTextWidth))
        let drawn = node.textScale == 1 ? run : run.scaled(by: node.textScale)
        layer.content = [.text(TextItem(run: drawn, origin: .zero, width: width, color: color.displayColor))]
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
    static func text(run: TextRun, color: ResolvedColor, minimumScaleFactor: Double = 1) -> NodeKind {
        NodeKind(TextKind(run: run, color: color, minimumScaleFactor: minimumScaleFactor))
    }
}

extension TextRun {
    /// The run with its fonts (and line height) `scale` times their size.
    func scaled(by scale: Double) -> TextRun {
        var run = self
        run.font.size *= scale
        run.lineHeight = lineHeight.map { $0 * scale }
        run.spans = spans.map { var span = $0; span.font.size *= scale; return span }
        return run
    }
}
