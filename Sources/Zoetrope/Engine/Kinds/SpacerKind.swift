import Foundation

/// Flexible space along the stack it is in, at least `minLength` (8 pt by default); it draws nothing and stacks
/// put no spacing next to it unless they have an explicit spacing (fidelity.md §8.1).
struct SpacerKind: LeafKind {
    let minLength: CGFloat?

    func name(of node: Node) -> String { "Spacer" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let minimum = minLength ?? LayoutEngine.defaultSpacing
        switch axis {
        case .horizontal?: return CGSize(width: max(proposal.width ?? minimum, minimum), height: 0)
        case .vertical?: return CGSize(width: 0, height: max(proposal.height ?? minimum, minimum))
        case nil: return CGSize(width: max(proposal.width ?? minimum, 0), height: max(proposal.height ?? minimum, 0))
        }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) { layer.hide() }
}

extension NodeKind {
    static func spacer(minLength: CGFloat?) -> NodeKind { NodeKind(SpacerKind(minLength: minLength)) }
}
