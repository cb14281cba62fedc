import Foundation

/// Views in columns, filling rows from the top, made as they scroll into view: SwiftUI's `LazyVGrid`
/// (`LazyGridKind`, column rule in `GridTracks`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `columns`, lined up in its width by `alignment`, rows `spacing` apart (nil: 8 points).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var grid = context.child("LazyVGrid")
        grid.lazyRows = true
        let kind = NodeKind.lazyGrid(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                     spacing: spacing)
        return [Self.node(grid, kind: kind, content: grid.resolve(content))]
    }
}

/// Views in rows, filling columns from the leading edge, made as they scroll into view: SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `rows`, lined up in its height by `alignment`, columns `spacing` apart (nil: 8 points).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var grid = context.child("LazyHGrid")
        grid.lazyRows = true
        let kind = NodeKind.lazyGrid(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                     spacing: spacing)
        return [Self.node(grid, kind: kind, content: grid.resolve(content))]
    }
}
