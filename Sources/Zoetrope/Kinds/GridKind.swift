import Foundation

/// A `Grid`: its children are its cells, each in a slot (row, first column, span). Columns are as wide as their
/// widest single-column cell and rows as tall as their tallest cell, each measured at its ideal size; a cell that
/// spans several columns (or a view outside any `GridRow`, which spans them all) widens the columns it spans
/// equally when it needs more than they give. Each cell is offered its slot and lined up in it.
struct GridKind: ViewKind {
    /// Where one cell goes.
    struct Slot {
        var row: Int
        var column: Int
        /// Columns spanned; nil spans every column (a view outside any `GridRow`).
        var span: Int?
        /// The vertical alignment of the cell's row (`GridRow(alignment:)`), nil for the grid's.
        var rowAlignment: VerticalAlignment?
    }

    /// Sizes of columns and rows, in points.
    struct Tracks {
        var widths: [CGFloat]
        var heights: [CGFloat]
    }

    /// `Grid`'s spacing between rows and between columns when none is given, in points (fidelity.md §8.1).
    static let defaultSpacing: CGFloat = 8

    let slots: [Slot]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    func name(of node: Node) -> String { "Grid" }

    private var columnCount: Int { slots.map { $0.column + ($0.span ?? 1) }.max() ?? 0 }
    private var rowCount: Int { (slots.map(\.row).max() ?? -1) + 1 }

    private func columns(of slot: Slot) -> Range<Int> { slot.column..<(slot.column + (slot.span ?? columnCount)) }

    /// The length of `range` of `lengths` with `spacing` between them.
    private func extent(_ lengths: [CGFloat], _ range: Range<Int>, spacing: CGFloat) -> CGFloat {
        lengths[range].reduce(0, +) + spacing * CGFloat(max(range.count - 1, 0))
    }

    func tracks(of node: Node, in layout: LayoutEngine) -> Tracks {
        var widths = [CGFloat](repeating: 0, count: columnCount)
        let ideal = node.children.map { layout.size(of: $0, proposal: .unspecified) }
        // Single-column cells first, then wider cells widen what they span.
        for (slot, size) in zip(slots, ideal) where slot.span == 1 {
            widths[slot.column] = max(widths[slot.column], size.width)
        }
        for (slot, size) in zip(slots, ideal) where slot.span != 1 {
            let range = columns(of: slot)
            guard !range.isEmpty else { continue }
            let missing = size.width - extent(widths, range, spacing: horizontalSpacing)
            if missing > 0 { for c in range { widths[c] += missing / CGFloat(range.count) } }
        }
        var heights = [CGFloat](repeating: 0, count: rowCount)
        for (slot, cell) in zip(slots, node.children) {
            let width = extent(widths, columns(of: slot), spacing: horizontalSpacing)
            heights[slot.row] = max(heights[slot.row], layout.size(of: cell, proposal: ProposedViewSize(width: width, height: nil)).height)
        }
        return Tracks(widths: widths, heights: heights)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let tracks = tracks(of: node, in: layout)
        return CGSize(width: extent(tracks.widths, 0..<tracks.widths.count, spacing: horizontalSpacing),
                      height: extent(tracks.heights, 0..<tracks.heights.count, spacing: verticalSpacing))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let tracks = tracks(of: node, in: layout)
        // A column's alignment is the first `.gridColumnAlignment` among the single-column cells in it.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for (slot, cell) in zip(slots, node.children) where slot.span == 1 {
            if columnAlignments[slot.column] == nil, let guide = cell.containerTraits.gridColumnAlignment {
                columnAlignments[slot.column] = guide
            }
        }
        return zip(slots, node.children).map { slot, cell in
            let range = columns(of: slot)
            let x = extent(tracks.widths, 0..<range.lowerBound, spacing: horizontalSpacing) + (range.lowerBound > 0 ? horizontalSpacing : 0)
            let y = extent(tracks.heights, 0..<slot.row, spacing: verticalSpacing) + (slot.row > 0 ? verticalSpacing : 0)
            let slotSize = CGSize(width: extent(tracks.widths, range, spacing: horizontalSpacing), height: tracks.heights[slot.row])
            let horizontal = slot.span == 1 ? (columnAlignments[slot.column] ?? alignment.horizontal) : alignment.horizontal
            let cellAlignment = Alignment(horizontal: horizontal, vertical: slot.rowAlignment ?? alignment.vertical)
            var placement = layout.aligned([cell], cellAlignment, in: slotSize, proposal: ProposedViewSize(slotSize))[0]
            placement.origin.x += x
            placement.origin.y += y
            return placement
        }
    }
}
