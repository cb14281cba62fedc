import Foundation

/// A list's section before the list lays it out: its children are its header views, rows and footer views, in
/// that order. Outside a list's layout (it never is) it stacks them like a `VStack`.
struct ListSectionKind: ViewKind {
    let headerCount: Int
    let rowCount: Int

    func name(of node: Node) -> String { "Section" }

    /// The header, row and footer nodes of `node`.
    func parts(of node: Node) -> (header: [Node], rows: [Node], footer: [Node]) {
        let children = node.children
        return (Array(children.prefix(headerCount)), Array(children.dropFirst(headerCount).prefix(rowCount)),
                Array(children.dropFirst(headerCount + rowCount)))
    }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        StackKind(axis: .vertical, alignment: .leading, spacing: nil).size(of: node, proposal: proposal, axis: nil, in: layout)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        StackKind(axis: .vertical, alignment: .leading, spacing: nil).arrangement(of: node, size: size, proposal: proposal, in: layout)
    }
}
