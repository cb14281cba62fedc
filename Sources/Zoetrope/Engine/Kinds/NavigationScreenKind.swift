import Foundation

/// The parts of a navigation screen, in drawing order.
struct NavigationScreenLayout {
    /// The height of the navigation bar above the content: the inline bar, plus the large-title area.
    let barHeight: CGFloat
    /// Whether the children include a large title (after the content).
    let hasLargeTitle: Bool
}

/// One screen of a navigation stack: its background fills the screen into the safe area, its content fills the
/// space below the navigation bar (centred in it, as a window's root view is), its large title sits in the bar's
/// large-title area, and its dimming covers it all. Children: background, content, [large title], dimming.
struct NavigationScreenKind: ViewKind {
    let layout: NavigationScreenLayout

    func name(of node: Node) -> String { "NavigationScreen" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in engine: LayoutEngine) -> Bool {
        let grown = space.expanding(global, on: .all)
        let full = CGRect(x: grown.minX - global.minX, y: grown.minY - global.minY, width: grown.width, height: grown.height)
        let children = node.children
        engine.place(children[0], at: full.origin, proposal: ProposedViewSize(full.size), in: inner)
        engine.place(children[children.count - 1], at: full.origin, proposal: ProposedViewSize(full.size), in: inner)
        // The content: below the bar, centred in the rest, with the bar counted as safe area.
        let bar = min(layout.barHeight, size.height)
        let region = CGSize(width: size.width, height: size.height - bar)
        var contentSpace = inner
        contentSpace.safeArea.origin.y = max(contentSpace.safeArea.minY, global.minY + bar)
        contentSpace.safeArea.size.height = max(space.safeArea.maxY - contentSpace.safeArea.minY, 0)
        let content = children[1]
        // A navigation stack is a container `containerRelativeFrame` measures: the content's area less the bar.
        var engine = engine
        engine.containerSize = CGSize(width: region.width, height: min(region.height, contentSpace.safeArea.height))
        let s = engine.size(of: content, proposal: ProposedViewSize(region))
        engine.place(content, at: CGPoint(x: (region.width - s.width) / 2, y: bar + (region.height - s.height) / 2),
                     proposal: ProposedViewSize(region), in: contentSpace)
        if layout.hasLargeTitle {
            let title = children[2]
            let inset = NavigationMetrics.largeTitleLeading
            let proposal = ProposedViewSize(width: max(size.width - 2 * inset, 0), height: NavigationMetrics.largeTitleHeight)
            let t = engine.size(of: title, proposal: proposal)
            // The title's last line sits 8 pt above the bar's bottom edge.
            engine.place(title, at: CGPoint(x: inset, y: bar - 8 - t.height), proposal: proposal, in: inner)
        }
        return true
    }
}

extension NodeKind {
    static func navigationScreen(_ layout: NavigationScreenLayout) -> NodeKind { NodeKind(NavigationScreenKind(layout: layout)) }
}

/// The navigation bar of the top screen: as wide as the stack and as tall as the inline bar, along its top.
struct NavigationBarKind: ViewKind {
    func name(of node: Node) -> String { "NavigationBar" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: NavigationMetrics.inlineBarHeight)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        layout.aligned(node.children, .center, in: size, proposal: ProposedViewSize(size))
    }
}

extension NodeKind {
    static var navigationBar: NodeKind { NodeKind(NavigationBarKind()) }
}
