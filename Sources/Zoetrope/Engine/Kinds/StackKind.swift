import Foundation

/// A vertical or horizontal stack (`VStack`, `HStack`): SwiftUI's stack algorithm in `LayoutEngine.stackLayout`.
struct StackKind: ViewKind {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?

    func name(of node: Node) -> String { axis == .vertical ? "VStack" : "HStack" }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.stackLayout(node, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal).size
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let result = layout.stackLayout(node, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal)
        return node.children.indices.map { index in
            let main = result.offsets[index], cross = result.crossOffsets[index]
            return LayoutEngine.ChildPlacement(origin: axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main),
                                               proposal: result.childProposals[index], axis: axis)
        }
    }
}

extension NodeKind {
    static func stack(axis: Axis, alignment: Alignment, spacing: CGFloat?) -> NodeKind {
        NodeKind(StackKind(axis: axis, alignment: alignment, spacing: spacing))
    }
}
