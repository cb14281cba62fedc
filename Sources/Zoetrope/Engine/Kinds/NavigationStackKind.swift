import Foundation

/// A navigation stack: fills what it is offered; its screens fill it, and its bar lies along its top edge. It keeps
/// its controller, for a script's drag from the leading edge (an interactive pop).
struct NavigationStackKind: ViewKind, OmittingKind {
    let controller: NavigationController
    /// The top screen's depth: 0 when only the root shows.
    let depth: Int
    /// Whether the top screen came in with a zoom transition (a finger can then drag it back into its source).
    var topZooms = false
    /// The paths of the screens left out of the tree because they are covered (all but the top two).
    var covered: Set<String> = []

    func name(of node: Node) -> String { "NavigationStack" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
    }
}

extension NavigationStackKind {
    /// A covered screen leaves and comes back silently: it shows nothing while covered, and SwiftUI keeps it.
    func omits(_ childPath: String, of node: Node) -> Bool { covered.contains(childPath) }

    var runsAppearActions: Bool { false }
}

extension NodeKind {
    static func navigationStack(_ controller: NavigationController, depth: Int, topZooms: Bool = false,
                                covered: Set<String> = []) -> NodeKind {
        NodeKind(NavigationStackKind(controller: controller, depth: depth, topZooms: topZooms, covered: covered))
    }
}
