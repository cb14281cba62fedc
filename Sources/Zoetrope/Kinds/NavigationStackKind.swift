import Foundation

/// A navigation stack: fills what it is offered; its screens fill it, and its bar lies along its top edge. It keeps
/// its controller, for a script's drag from the leading edge (an interactive pop).
struct NavigationStackKind: ViewKind {
    let controller: NavigationController
    /// The top screen's depth: 0 when only the root shows.
    let depth: Int
    /// Whether the top screen came in with a zoom transition (a finger can then drag it back into its source).
    var topZooms = false

    func name(of node: Node) -> String { "NavigationStack" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
    }
}

extension NodeKind {
    static func navigationStack(_ controller: NavigationController, depth: Int, topZooms: Bool = false) -> NodeKind {
        NodeKind(NavigationStackKind(controller: controller, depth: depth, topZooms: topZooms))
    }
}
