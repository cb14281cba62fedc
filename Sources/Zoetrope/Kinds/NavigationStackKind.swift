import Foundation

/// A navigation stack: fills what it is offered; its screens fill it, and its bar lies along its top edge.
struct NavigationStackKind: ViewKind {
    func name(of node: Node) -> String { "NavigationStack" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
    }
}

extension NodeKind {
    static var navigationStack: NodeKind { NodeKind(NavigationStackKind()) }
}
