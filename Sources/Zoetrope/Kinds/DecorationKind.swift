import Foundation

/// A background or overlay (`.background`, `.overlay`): sized like its primary content (children[0]); the
/// secondary content (children[1]) is offered exactly that size, lined up on the primary's guides, and drawn
/// behind it (background) or in front of it (overlay).
struct DecorationKind: ViewKind {
    let alignment: Alignment
    let isOverlay: Bool

    func name(of node: Node) -> String { isOverlay ? "overlay" : "background" }

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

    var drawingRole: Node.DrawingRole { isOverlay ? .container : .backgroundFirst }
}

extension NodeKind {
    static func decoration(alignment: Alignment, isOverlay: Bool) -> NodeKind {
        NodeKind(DecorationKind(alignment: alignment, isOverlay: isOverlay))
    }
}
