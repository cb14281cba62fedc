import Foundation

/// Children offered the same proposal and lined up on both guides of `alignment` (`ZStack`).
struct ZStackKind: ViewKind {
    let alignment: Alignment

    func name(of node: Node) -> String { "ZStack" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.alignedUnion(node.children, alignment: alignment, proposal: proposal).size
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        // A ZStack is as large as its aligned children, so their union's origin is its own.
        layout.alignedUnion(node.children, alignment: alignment, proposal: proposal).origins.map {
            LayoutEngine.ChildPlacement(origin: $0, proposal: proposal)
        }
    }
}

extension NodeKind {
    static func zstack(alignment: Alignment) -> NodeKind { NodeKind(ZStackKind(alignment: alignment)) }
}
