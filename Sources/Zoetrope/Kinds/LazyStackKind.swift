import Foundation

/// A lazy stack (`LazyVStack`, `LazyHStack`): laid out as its eager counterpart (`StackKind`), except that it takes
/// the whole length it is offered across its axis (a `LazyVStack` in a vertical `ScrollView` is as wide as the scroll
/// view, where a `VStack` is as wide as its widest child) and lines its children up in that length by its alignment.
/// Every child is evaluated: laziness changes when SwiftUI makes views, not the picture.
struct LazyStackKind: ViewKind {
    let stack: StackKind

    func name(of node: Node) -> String { stack.axis == .vertical ? "LazyVStack" : "LazyHStack" }

    /// The cross length: the proposal's when it is finite, else the eager stack's.
    private func crossLength(_ eager: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let cross: Axis = stack.axis == .vertical ? .horizontal : .vertical
        if let offered = proposal.value(along: cross), offered.isFinite { return offered }
        return eager.value(along: cross)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let eager = stack.size(of: node, proposal: proposal, axis: axis, in: layout)
        return .along(stack.axis, eager.value(along: stack.axis), cross: crossLength(eager, proposal: proposal))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let eager = stack.size(of: node, proposal: proposal, axis: nil, in: layout)
        let cross: Axis = stack.axis == .vertical ? .horizontal : .vertical
        let key = stack.axis == .vertical ? stack.alignment.horizontal.key : stack.alignment.vertical.key
        // The eager stack's block lined up in the full length by the alignment guide.
        let shift = ViewDimensions(size: size)[key] - ViewDimensions(size: eager)[key]
        return stack.arrangement(of: node, size: eager, proposal: proposal, in: layout).map { placement in
            var moved = placement
            if cross == .horizontal { moved.origin.x += shift } else { moved.origin.y += shift }
            return moved
        }
    }
}

extension NodeKind {
    static func lazyStack(axis: Axis, alignment: Alignment, spacing: CGFloat?) -> NodeKind {
        NodeKind(LazyStackKind(stack: StackKind(axis: axis, alignment: alignment, spacing: spacing)))
    }
}
