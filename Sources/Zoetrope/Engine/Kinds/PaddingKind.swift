import Foundation

/// Insets its content (`.padding`): offers it the proposal less the insets and adds them to its size.
struct PaddingKind: ViewKind {
    let insets: EdgeInsets

    func name(of node: Node) -> String { "padding" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let child = layout.childrenSize(node, proposal: insets.inset(proposal))
        return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let inner = CGSize(width: max(size.width - insets.leading - insets.trailing, 0),
                           height: max(size.height - insets.top - insets.bottom, 0))
        // The content is offered what the padding was offered, less the insets (as when it was sized), not the
        // padding's own size less the insets: re-offering a view its own (rounded) size can make it wrap.
        return layout.aligned(node.children, .center, in: inner, proposal: insets.inset(proposal)).map {
            LayoutEngine.ChildPlacement(origin: CGPoint(x: $0.origin.x + insets.leading, y: $0.origin.y + insets.top), proposal: $0.proposal)
        }
    }
}

extension NodeKind {
    static func padding(_ insets: EdgeInsets) -> NodeKind { NodeKind(PaddingKind(insets: insets)) }
}
