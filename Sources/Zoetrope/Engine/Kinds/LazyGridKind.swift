import Foundation

/// A lazy grid (`LazyVGrid`, `LazyHGrid`): its tracks (columns of a vertical grid, rows of a horizontal one) come
/// from its `GridItem`s (`GridTracks`); its cells fill the tracks in order, line after line along `axis`, the axis it
/// grows along. A line is as long as its longest cell; lines are `spacing` apart (8 points by default). Like a lazy
/// stack it takes the whole length it is offered across `axis`, the tracks lined up in it by `alignment`; a cell sits
/// in its track by the item's alignment (centred by default).
///
/// With a `ForEach` among its views (`rows`: here its cells), inside a scroll view along `axis`, it makes only the
/// cells of the lines that overlap the scroll window, as `LazyStackKind` makes rows; lines it has not measured are as
/// long as its first line. When every line overlaps the window it makes every cell and is laid out as before.
struct LazyGridKind: ViewKind, OmittingKind {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?
    var rows: LazyRows? = nil

    func name(of node: Node) -> String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }

    /// The laid-out grid: its size, and each cell's proposal and origin.
    private struct Result {
        var size: CGSize
        var proposals: [ProposedViewSize]
        var origins: [CGPoint]
    }

    private func layOut(_ node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> Result {
        let offered = proposal.value(along: crossAxis)
        let tracks = GridTracks(items, length: offered)
        let cross = offered.flatMap { $0.isFinite ? $0 : nil } ?? tracks.totalLength
        guard !tracks.tracks.isEmpty else { return Result(size: .along(axis, 0, cross: cross), proposals: [], origins: []) }
        let key = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let blockStart = ViewDimensions(size: .along(axis, 0, cross: cross))[key]
            - ViewDimensions(size: .along(axis, 0, cross: tracks.totalLength))[key]
        let starts = tracks.starts
        let gap = spacing ?? LayoutEngine.defaultSpacing
        let columns = tracks.tracks.count
        var proposals: [ProposedViewSize] = []
        var origins: [CGPoint] = []
        var lineStart: CGFloat = 0
        var index = 0
        while index < node.children.count {
            let line = index..<min(index + columns, node.children.count)
            let cells = line.map { i -> (ProposedViewSize, CGSize) in
                let p = ProposedViewSize.along(axis, nil, cross: tracks.tracks[i - index].length)
                return (p, layout.size(of: node.children[i], proposal: p))
            }
            let lineLength = cells.map { $0.1.value(along: axis) }.max() ?? 0
            for (k, _) in line.enumerated() {
                let track = tracks.tracks[k]
                let cellAlignment = track.alignment ?? .center
                let cellSize = CGSize.along(axis, lineLength, cross: track.length)
                let size = cells[k].1
                let x = ViewDimensions(size: cellSize)[cellAlignment.horizontal.key] - ViewDimensions(size: size)[cellAlignment.horizontal.key]
                let y = ViewDimensions(size: cellSize)[cellAlignment.vertical.key] - ViewDimensions(size: size)[cellAlignment.vertical.key]
                let cellOrigin = CGPoint.along(axis, lineStart, cross: blockStart + starts[k])
                proposals.append(cells[k].0)
                origins.append(CGPoint(x: cellOrigin.x + x, y: cellOrigin.y + y))
            }
            lineStart += lineLength + gap
            index = line.upperBound
        }
        return Result(size: .along(axis, max(lineStart - gap, 0), cross: cross), proposals: proposals, origins: origins)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        if let tracks = lazyTracks(node, proposal: proposal, in: layout) {
            let estimate = prepare(rows!, tracks: tracks, proposal: proposal, in: layout)
            return .along(axis, total(rows!, tracks: tracks, estimate: estimate), cross: proposal.value(along: crossAxis) ?? tracks.totalLength)
        }
        return layOut(node, proposal: proposal, in: layout).size
    }

    // MARK: Lazy layout (cells as `LazyRows` rows; lengths measured per line, keyed by line)

    /// The tracks when `layout` lays the grid out lazily (see `LazyStackKind.isLazy`); nil after making every cell.
    private func lazyTracks(_ node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> GridTracks? {
        guard let rows, !rows.isComplete else { return nil }
        if let window = layout.scrollWindow, window.axes.contains(axis), layout.frameGraph == nil,
           let offered = proposal.value(along: crossAxis), offered.isFinite {
            let tracks = GridTracks(items, length: offered)
            if !tracks.tracks.isEmpty { return tracks }
        }
        node.children = rows.allNodes()
        rows.isComplete = true
        return nil
    }

    private var gap: CGFloat { spacing ?? LayoutEngine.defaultSpacing }

    private func lines(_ rows: LazyRows, _ tracks: GridTracks) -> Int { (rows.count + tracks.tracks.count - 1) / tracks.tracks.count }

    private func cellProposal(_ cell: Int, _ tracks: GridTracks) -> ProposedViewSize {
        .along(axis, nil, cross: tracks.tracks[cell % tracks.tracks.count].length)
    }

    /// Line `line`'s length: its longest cell (each cell's first node), measured once per cross length.
    private func length(ofLine line: Int, rows: LazyRows, tracks: GridTracks, in layout: LayoutEngine) -> CGFloat {
        if let known = rows.lengths[line] { return known }
        let columns = tracks.tracks.count
        var longest: CGFloat = 0
        for cell in line * columns..<min((line + 1) * columns, rows.count) {
            for node in rows.nodes(ofRow: cell) {
                longest = max(longest, layout.size(of: node, proposal: cellProposal(cell, tracks)).value(along: axis))
            }
        }
        rows.lengths[line] = longest
        return longest
    }

    private func prepare(_ rows: LazyRows, tracks: GridTracks, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat {
        let offered = proposal.value(along: crossAxis)
        if rows.measuredCross != offered {
            rows.lengths = [:]
            rows.measuredCross = offered
        }
        for cell in rows.fixedRows { _ = length(ofLine: cell / tracks.tracks.count, rows: rows, tracks: tracks, in: layout) }
        guard let first = rows.estimateRow else { return 0 }
        return length(ofLine: first / tracks.tracks.count, rows: rows, tracks: tracks, in: layout)
    }

    private func start(ofLine line: Int, rows: LazyRows, estimate: CGFloat) -> CGFloat {
        var position = CGFloat(line) * (estimate + gap)
        for (measured, length) in rows.lengths where measured < line { position += length - estimate }
        return position
    }

    private func total(_ rows: LazyRows, tracks: GridTracks, estimate: CGFloat) -> CGFloat {
        let count = lines(rows, tracks)
        return count == 0 ? 0 : start(ofLine: count, rows: rows, estimate: estimate) - gap
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let proposal = node.proposal
        guard let rows, !rows.isComplete, let window = layout.scrollWindow,
              let tracks = lazyTracks(node, proposal: proposal, in: layout) else { return false }
        layout.lazyPasses?.windowReads += 1
        let estimate = prepare(rows, tracks: tracks, proposal: proposal, in: layout)
        let lineCount = lines(rows, tracks)
        let lo = window.rect.minValue(along: axis) - global.minValue(along: axis)
        let hi = window.rect.maxValue(along: axis) - global.minValue(along: axis)
        var low = 0, high = lineCount
        while low < high {
            let mid = (low + high) / 2
            if start(ofLine: mid, rows: rows, estimate: estimate) + (rows.lengths[mid] ?? estimate) <= lo { low = mid + 1 } else { high = mid }
        }
        let first = low
        var last = first
        while last < lineCount, start(ofLine: last, rows: rows, estimate: estimate) < hi { last += 1 }
        if first == 0, last >= lineCount {
            node.children = rows.allNodes()
            rows.isComplete = true
            layout.lazyPasses?.changes += 1
            return false
        }
        let before = rows.lengths.count, totalBefore = total(rows, tracks: tracks, estimate: estimate)
        let columns = tracks.tracks.count
        var shown = Set(rows.fixedRows.map { $0 / columns })
        for line in first..<last { shown.insert(line); _ = length(ofLine: line, rows: rows, tracks: tracks, in: layout) }
        if rows.lengths.count != before, total(rows, tracks: tracks, estimate: estimate) != totalBefore { layout.lazyPasses?.changes += 1 }
        rows.lastLayout = layout.forMeasuring
        let cross = proposal.value(along: crossAxis) ?? size.value(along: crossAxis)
        let key = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let blockStart = ViewDimensions(size: .along(axis, 0, cross: cross))[key]
            - ViewDimensions(size: .along(axis, 0, cross: tracks.totalLength))[key]
        let starts = tracks.starts
        var children: [Node] = []
        for line in shown.sorted() {
            let lineStart = start(ofLine: line, rows: rows, estimate: estimate)
            let lineLength = rows.lengths[line] ?? estimate
            for cell in line * columns..<min((line + 1) * columns, rows.count) {
                let k = cell % columns
                let track = tracks.tracks[k]
                let cellAlignment = track.alignment ?? .center
                let cellSize = CGSize.along(axis, lineLength, cross: track.length)
                let p = cellProposal(cell, tracks)
                for child in rows.nodes(ofRow: cell) {
                    let s = layout.size(of: child, proposal: p)
                    let x = ViewDimensions(size: cellSize)[cellAlignment.horizontal.key] - ViewDimensions(size: s)[cellAlignment.horizontal.key]
                    let y = ViewDimensions(size: cellSize)[cellAlignment.vertical.key] - ViewDimensions(size: s)[cellAlignment.vertical.key]
                    let origin = CGPoint.along(axis, lineStart, cross: blockStart + starts[k])
                    layout.place(child, at: CGPoint(x: origin.x + x, y: origin.y + y), proposal: p, in: inner)
                    children.append(child)
                }
            }
        }
        node.children = children
        return true
    }

    /// Cell `cell`'s rectangle in the grid (its line made and measured now if it was not), from the latest lazy
    /// layout; nil when the grid has not been laid out lazily.
    func rect(ofRow cell: Int, in node: Node) -> CGRect? {
        guard let rows, let layout = rows.lastLayout else { return nil }
        let proposal = node.proposal
        let tracks = GridTracks(items, length: proposal.value(along: crossAxis))
        guard !tracks.tracks.isEmpty else { return nil }
        let estimate = prepare(rows, tracks: tracks, proposal: proposal, in: layout)
        let line = cell / tracks.tracks.count
        let length = length(ofLine: line, rows: rows, tracks: tracks, in: layout)
        let cross = proposal.value(along: crossAxis) ?? node.frame.size.value(along: crossAxis)
        let key = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let blockStart = ViewDimensions(size: .along(axis, 0, cross: cross))[key]
            - ViewDimensions(size: .along(axis, 0, cross: tracks.totalLength))[key]
        let k = cell % tracks.tracks.count
        return CGRect(origin: .along(axis, start(ofLine: line, rows: rows, estimate: estimate), cross: blockStart + tracks.starts[k]),
                      size: .along(axis, length, cross: tracks.tracks[k].length))
    }

    func omits(_ childPath: String, of node: Node) -> Bool { rows?.isRow(childPath) ?? false }

    var runsAppearActions: Bool { true }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? { nil }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let result = layOut(node, proposal: proposal, in: layout)
        return zip(result.origins, result.proposals).map { LayoutEngine.ChildPlacement(origin: $0, proposal: $1) }
    }
}

extension CGPoint {
    /// A point from its coordinate along `axis` and across it.
    static func along(_ axis: Axis, _ main: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension NodeKind {
    static func lazyGrid(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, rows: LazyRows? = nil) -> NodeKind {
        NodeKind(LazyGridKind(axis: axis, items: items, alignment: alignment, spacing: spacing, rows: rows))
    }
}
