import Foundation

/// Offers its content nil (its ideal size) in the fixed dimensions (`.fixedSize`).
struct FixedSizeKind: ViewKind {
    let horizontal: Bool
    let vertical: Bool

    func name(of node: Node) -> String { "fixedSize" }

    func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.childrenSize(node, proposal: childProposal(for: proposal))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        layout.aligned(node.children, .center, in: size, proposal: childProposal(for: proposal))
    }
}

extension NodeKind {
    static func fixedSize(horizontal: Bool, vertical: Bool) -> NodeKind { NodeKind(FixedSizeKind(horizontal: horizontal, vertical: vertical)) }
}
