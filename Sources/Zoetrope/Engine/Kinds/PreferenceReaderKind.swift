import Foundation

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: children[0] is the primary content; children[1] is
/// made during layout from the primary's preference value and placed like a decoration.
struct PreferenceReaderKind: DecoratingKind {
    let content: PreferenceReaderContent

    var alignment: Alignment { content.alignment }

    func name(of node: Node) -> String { content.isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue" }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        // The secondary content depends on the primary's laid-out geometry: built once the primary is placed.
        layout.place(node.children[0], at: .zero, proposal: ProposedViewSize(size), in: inner)
        node.children = [node.children[0], content.build(node.children[0], inner.coordinates, layout)]
        layout.placeDecoration(node.children[1], on: node.children[0], size: size, alignment: alignment, in: inner)
        return true
    }

    var drawingRole: Node.DrawingRole { content.isOverlay ? .container : .backgroundFirst }

    static let traced = TracedKind("PreferenceReaderKind", attributes: [.preferenceKey])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(.preferenceKey, .text(content.keyName))] }
}

extension NodeKind {
    static func preferenceReader(_ content: PreferenceReaderContent) -> NodeKind { NodeKind(PreferenceReaderKind(content: content)) }
}
