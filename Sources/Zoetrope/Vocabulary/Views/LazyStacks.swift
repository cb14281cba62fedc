import Foundation

/// Children one above the other, made as they scroll into view: SwiftUI's `LazyVStack`. Laid out as a `VStack`
/// that takes the whole width it is offered (`LazyStackKind`).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy vertical stack with its children lined up by `alignment`, `spacing` apart (nil: the default spacing).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var stack = context.child("LazyVStack")
        stack.stackAxis = .vertical
        stack.lazyRows = true
        let kind = NodeKind.lazyStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
                                      rows: nil)
        return [Self.node(stack, kind: kind, content: stack.resolve(content))]
    }
}

/// Children side by side, made as they scroll into view: SwiftUI's `LazyHStack`. Laid out as an `HStack` that takes
/// the whole height it is offered.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy horizontal stack with its children lined up by `alignment`, `spacing` apart (nil: the default spacing).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var stack = context.child("LazyHStack")
        stack.stackAxis = .horizontal
        stack.lazyRows = true
        let kind = NodeKind.lazyStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
                                      rows: nil)
        return [Self.node(stack, kind: kind, content: stack.resolve(content))]
    }
}

extension PrimitiveView {
    /// A lazy stack's or grid's node: with a `ForEach` among `content` (its placeholders), rows made on demand (`LazyRows`),
    /// its children set by layout; without, its views as they are.
    static func node(_ stack: ResolveContext, kind: NodeKind, content: [Node]) -> Node {
        guard let rows = LazyRows(content) else { return stack.node(kind, children: content) }
        if var lazy = kind.as(LazyStackKind.self) {
            lazy.rows = rows
            return stack.node(NodeKind(lazy))
        }
        if var lazy = kind.as(LazyGridKind.self) {
            lazy.rows = rows
            return stack.node(NodeKind(lazy))
        }
        return stack.node(kind, children: rows.allNodes())
    }
}
