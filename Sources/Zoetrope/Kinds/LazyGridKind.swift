import Foundation

/// A lazy grid (`LazyVGrid`, `LazyHGrid`): its tracks (columns of a vertical grid, rows of a horizontal one) come
/// from its `GridItem`s (`GridTracks`); its cells fill the tracks in order, line after line along `axis`, the axis it
/// grows along. A line is as long as its longest cell; lines are `spacing` apart (8 points by default). Like a lazy
/// stack it takes the whole length it is offered across `axis`, the tracks lined up in it by `alignment`; a cell sits
/// in its track by the item's alignment (centred by default). Every cell is evaluated.
struct LazyGridKind: ViewKind {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

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
            for (k, i) in line.enumerated() {
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
        layOut(node, proposal: proposal, in: layout).size
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let result = layOut(node, proposal: proposal, in: layout)
        return zip(result.origins, result.proposals).map { LayoutEngine.ChildPlacement(origin: $0, proposal: $1) }
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? { nil }
}

extension CGPoint {
    /// A point from its coordinate along `axis` and across it.
    static func along(_ axis: Axis, _ main: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension NodeKind {
    static func lazyGrid(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) -> NodeKind {
        NodeKind(LazyGridKind(axis: axis, items: items, alignment: alignment, spacing: spacing))
    }
}
