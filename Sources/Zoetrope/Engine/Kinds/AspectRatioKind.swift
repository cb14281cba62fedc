import Foundation

/// Offers its content the largest (fit) or smallest (fill) size of the ratio around the proposal (`.aspectRatio`);
/// a nil ratio uses the content's ideal size.
struct AspectRatioKind: ViewKind {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func name(of node: Node) -> String { "aspectRatio" }

    func childProposal(of node: Node, for proposal: ProposedViewSize, in layout: LayoutEngine) -> ProposedViewSize {
        let ideal = layout.childrenSize(node, proposal: .unspecified)
        guard let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return proposal
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case let (w?, h?):
            let wider = w / h > r
            switch contentMode {
            case .fit: return wider ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
            case .fill: return wider ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
            }
        }
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        layout.childrenSize(node, proposal: childProposal(of: node, for: proposal, in: layout))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        layout.aligned(node.children, .center, in: size, proposal: childProposal(of: node, for: proposal, in: layout))
    }
}

extension NodeKind {
    static func aspectRatio(_ ratio: CGFloat?, contentMode: ContentMode) -> NodeKind {
        NodeKind(AspectRatioKind(ratio: ratio, contentMode: contentMode))
    }
}
