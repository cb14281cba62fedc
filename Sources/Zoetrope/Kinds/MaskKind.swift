import Foundation

/// Draws children[0] through the alpha of children[1], which is sized to it like a background (`.mask`).
struct MaskKind: ViewKind {
    let alignment: Alignment

    func name(of node: Node) -> String { "mask" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.size(of: node.children[0], proposal: proposal, axis: axis)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        layout.place(node.children[0], at: .zero, proposal: ProposedViewSize(size), in: inner)
        layout.placeDecoration(node.children[1], on: node.children[0], size: size, alignment: alignment, in: inner)
        return true
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        layout.explicitGuide(key, of: node.children[0], proposal: proposal)
    }

    var drawingRole: Node.DrawingRole { .masked }
}

extension NodeKind {
    static func mask(alignment: Alignment) -> NodeKind { NodeKind(MaskKind(alignment: alignment)) }
}
