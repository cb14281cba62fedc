import Foundation

/// A `Grid`: its children are its cells, each in a slot (row, first column, span). Columns are as wide as their
/// widest single-column cell and rows as tall as their tallest cell, sharing a proposed size as a stack's children
/// do (`tracks(of:proposal:in:)`); a cell that spans several columns (or a view outside any `GridRow`, which spans
/// them all) widens the columns it spans equally when it needs more than they give. Each cell is offered its slot
/// and lined up in it.
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

    /// The sizes of the columns and rows for `proposal`. Without a proposed width (or height) each column (row) is
    /// as wide (tall) as its widest (tallest) cell at its ideal size. With one, the columns (rows) share it as the
    /// children of a stack do: least flexible first, each offered an equal part of what is left, clamped between the
    /// largest minimum and maximum of its cells (a column of `Color`s takes what the others leave).
    func tracks(of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> Tracks {
        let single = zip(slots, node.children).filter { $0.0.span == 1 }
        var widths = [CGFloat](repeating: 0, count: columnCount)
        for (slot, cell) in single {
            widths[slot.column] = max(widths[slot.column], layout.size(of: cell, proposal: .unspecified).width)
        }
        if let width = proposal.width, width.isFinite {
            var low = [CGFloat](repeating: 0, count: columnCount), high = low
            for (slot, cell) in single {
                low[slot.column] = max(low[slot.column], layout.size(of: cell, proposal: ProposedViewSize(width: 0, height: nil)).width)
                high[slot.column] = max(high[slot.column], layout.size(of: cell, proposal: ProposedViewSize(width: .infinity, height: nil)).width)
            }
            widths = Self.share(width - horizontalSpacing * CGFloat(max(columnCount - 1, 0)), low: low, high: high)
        }
        // Cells spanning several columns widen them equally when they need more than the columns give.
        for (slot, cell) in zip(slots, node.children) where slot.span != 1 {
            let range = columns(of: slot)
            guard !range.isEmpty else { continue }
            let missing = layout.size(of: cell, proposal: .unspecified).width - extent(widths, range, spacing: horizontalSpacing)
            if missing > 0 { for c in range { widths[c] += missing / CGFloat(range.count) } }
        }
        func height(of slot: Slot, _ cell: Node, _ proposed: CGFloat?) -> CGFloat {
            let width = extent(widths, columns(of: slot), spacing: horizontalSpacing)
            return layout.size(of: cell, proposal: ProposedViewSize(width: width, height: proposed)).height
        }
        var heights = [CGFloat](repeating: 0, count: rowCount)
        for (slot, cell) in zip(slots, node.children) {
            heights[slot.row] = max(heights[slot.row], height(of: slot, cell, nil))
        }
        if let proposed = proposal.height, proposed.isFinite {
            var low = [CGFloat](repeating: 0, count: rowCount), high = low
            for (slot, cell) in zip(slots, node.children) {
                low[slot.row] = max(low[slot.row], height(of: slot, cell, 0))
                high[slot.row] = max(high[slot.row], height(of: slot, cell, .infinity))
            }
            heights = Self.share(proposed - verticalSpacing * CGFloat(max(rowCount - 1, 0)), low: low, high: high)
        }
        return Tracks(widths: widths, heights: heights)
    }

    /// `available` shared among tracks with minimums `low` and maximums `high`, least flexible first (SwiftUI's
    /// stack rule): each is offered an equal part of what is left and takes it clamped to its range.
    static func share(_ available: CGFloat, low: [CGFloat], high: [CGFloat]) -> [CGFloat] {
        var result = low
        var remaining = max(available, 0)
        let order = low.indices.sorted { (high[$0] - low[$0], $0) < (high[$1] - low[$1], $1) }
        for (position, index) in order.enumerated() {
            let offer = remaining / CGFloat(order.count - position)
            result[index] = min(max(offer, low[index]), max(high[index], low[index]))
            remaining = max(remaining - result[index], 0)
        }
        return result
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let tracks = tracks(of: node, proposal: proposal, in: layout)
        return CGSize(width: extent(tracks.widths, 0..<tracks.widths.count, spacing: horizontalSpacing),
                      height: extent(tracks.heights, 0..<tracks.heights.count, spacing: verticalSpacing))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let tracks = tracks(of: node, proposal: proposal, in: layout)
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
