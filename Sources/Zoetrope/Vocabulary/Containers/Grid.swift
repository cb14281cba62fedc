import Foundation

/// Views in rows and columns: SwiftUI's `Grid`. Each `GridRow` is a row and each of its views a cell; a view that
/// is not in a `GridRow` is a row of its own spanning every column. A column is as wide as its widest cell, a row as
/// tall as its tallest, and each cell is lined up in its slot by the grid's `alignment` (a column's
/// `.gridColumnAlignment` and a row's `alignment` override it). `nil` spacings are the default 8 pt (fidelity.md
/// §8.1).
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid whose cells line up with `alignment` in their slots, `horizontalSpacing` between columns and
    /// `verticalSpacing` between rows (nil: 8 pt).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// The grid's node has the cells as its children, each with its row, column and span: the rows' own nodes
    /// carry nothing the layout needs once their cells are known.
    func makeNodes(_ context: ResolveContext) -> [Node] {
        let grid = context.child("Grid")
        var cells: [Node] = []
        var slots: [GridKind.Slot] = []
        for (row, rowNode) in grid.resolve(content).enumerated() {
            guard let kind = rowNode.kind.as(GridRowKind.self) else {
                cells.append(rowNode)
                slots.append(GridKind.Slot(row: row, column: 0, span: nil, rowAlignment: nil))
                continue
            }
            var column = 0
            for cell in rowNode.children {
                let span = cell.containerTraits.gridCellColumns ?? 1
                cells.append(cell)
                slots.append(GridKind.Slot(row: row, column: column, span: span, rowAlignment: kind.alignment))
                column += span
            }
        }
        let kind = GridKind(slots: slots, alignment: alignment,
                            horizontalSpacing: horizontalSpacing ?? GridKind.defaultSpacing,
                            verticalSpacing: verticalSpacing ?? GridKind.defaultSpacing)
        return [grid.node(NodeKind(kind), children: cells)]
    }
}
