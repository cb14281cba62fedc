import Foundation

/// A row of a `Grid`: its views are the row's cells, one column each unless `.gridCellColumns` says more. Outside
/// a grid it lays its views out like an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells line up vertically with `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var row = context.child("GridRow")
        row.stackAxis = .horizontal
        return [row.node(NodeKind(GridRowKind(alignment: alignment)), children: row.resolve(content))]
    }
}
