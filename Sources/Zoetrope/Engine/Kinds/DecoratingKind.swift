import Foundation

/// A kind whose children[0] is its primary content and children[1] secondary content placed over it like a
/// background (`.background`, `.overlay`, `.mask`, the preference-value readers): sized like the primary content,
/// the secondary content offered exactly that size and lined up on the primary's guides with `alignment`.
protocol DecoratingKind: ViewKind {
    var alignment: Alignment { get }
}

extension DecoratingKind {
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
}
