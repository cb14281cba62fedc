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

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let touch: CGFloat = 1e-6
        if global.maxY + barHeight >= space.safeArea.maxY - touch, global.maxY < space.safeArea.maxY {
            inner.safeArea.size.height = max(global.maxY - inner.safeArea.minY, 0)
        }
        return false
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
