import Foundation

/// A tab view's page area (the space above its bar): laid out as a modifier (its page centred in it), but with the
/// bar counted as unsafe area, as UIKit adds a tab bar to its pages' safe-area insets. When the bar sits on the
/// bottom of the safe area, the area's bottom edge (the bar's top) becomes the bottom of the safe area for the page,
/// so a scroll view page, which touches it, reaches under the bar to the canvas edge with its content inset by as
/// much and its last row resting above the bar (`ScrollKind`); other pages stay above the bar, and a view that
/// ignores the safe area reaches under it, as on iOS.
struct TabPageKind: ViewKind {
    /// The height of the bar below the area, in points.
    let barHeight: CGFloat

    func name(of node: Node) -> String { "TabPage" }

    /// Sized as a modifier, with its content measured against the area it is offered (a tab is a container).
    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        var engine = layout
        let outer = layout.containerSize
        engine.containerSize = CGSize(width: proposal.width ?? outer?.width ?? 0, height: proposal.height ?? outer?.height ?? 0)
        if node.children.count == 1 { return engine.size(of: node.children[0], proposal: proposal, axis: axis) }
        return engine.alignedUnion(node.children, alignment: .center, proposal: proposal).size
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let touch: CGFloat = 1e-6
        if global.maxY + barHeight >= space.safeArea.maxY - touch, global.maxY < space.safeArea.maxY {
            inner.safeArea.size.height = max(global.maxY - inner.safeArea.minY, 0)
        }
        // A tab is a container `containerRelativeFrame` measures: the page area above the bar.
        var engine = layout
        engine.containerSize = size
        for (child, placement) in zip(node.children, engine.arrangement(of: node, size: size, proposal: node.proposal)) {
            engine.place(child, at: placement.origin, proposal: placement.proposal, axis: placement.axis, in: inner)
        }
        return true
    }
}

extension NodeKind {
    static func tabPage(barHeight: CGFloat) -> NodeKind { NodeKind(TabPageKind(barHeight: barHeight)) }
}

/// The selected page of a `TabView` in its area above the bar (`TabPageKind`).
struct TabPage: View, PrimitiveView {
    typealias Body = Never
    let page: Node

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let area = context.child("TabPage")
        let filled = ResolvedNodesView(nodes: [page]).frame(maxWidth: .infinity, maxHeight: .infinity)
        return [area.node(.tabPage(barHeight: TabBarMetrics.height), children: area.resolve(filled))]
    }
}
