import Foundation

/// A `GridRow`'s node before its grid takes its cells (or outside any grid, where it is an `HStack`).
struct GridRowKind: ViewKind {
    let alignment: VerticalAlignment?

    func name(of node: Node) -> String { "GridRow" }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        stack.size(of: node, proposal: proposal, axis: nil, in: layout)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        stack.arrangement(of: node, size: size, proposal: proposal, in: layout)
    }

    private var stack: StackKind {
        StackKind(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil)
    }
}
