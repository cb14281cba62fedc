import Foundation

/// A fixed or flexible frame (`.frame`): its size from the proposal and its content's, the content aligned in it.
struct FrameKind: ViewKind {
    let layout: FrameLayout

    func name(of node: Node) -> String { "frame" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in engine: LayoutEngine) -> CGSize {
        let child = engine.childrenSize(node, proposal: layout.childProposal(for: proposal))
        return layout.size(for: proposal, childSize: child)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in engine: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        engine.aligned(node.children, layout.alignment, in: size, proposal: layout.childProposal(for: proposal))
    }
}

extension NodeKind {
    static func frame(_ layout: FrameLayout) -> NodeKind { NodeKind(FrameKind(layout: layout)) }
}
