import Foundation

/// A lazy stack (`LazyVStack`, `LazyHStack`): laid out as its eager counterpart (`StackKind`), except that it takes
/// the whole length it is offered across its axis (a `LazyVStack` in a vertical `ScrollView` is as wide as the scroll
/// view, where a `VStack` is as wide as its widest child) and lines its children up in that length by its alignment.
///
/// With a `ForEach` among its views (`rows`), inside a scroll view along its axis, it makes only the rows that reach
/// the scroll view's window (`ScrollWindow`: what can show before the next evaluation) and leaves the others out of
/// the tree (`OmittingKind`). Rows it has not measured are as long as its first `ForEach` row
/// (docs/approximations.md, "Lazy containers"). When every row reaches the window it is laid out exactly as the eager
/// stack, with all its rows.
struct LazyStackKind: ViewKind, OmittingKind {
    let stack: StackKind
    var rows: LazyRows? = nil

    func name(of node: Node) -> String { stack.axis == .vertical ? "LazyVStack" : "LazyHStack" }

    private var cross: Axis { stack.axis == .vertical ? .horizontal : .vertical }

    /// The cross length: the proposal's when it is finite, else the eager stack's.
    private func crossLength(_ eager: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if let offered = proposal.value(along: cross), offered.isFinite { return offered }
        return eager.value(along: cross)
    }

    /// Whether `layout` lays the rows out lazily: a scroll window along the stack's axis, a finite cross proposal, and
    /// not every row made. Otherwise every row is made and the stack is the eager one.
    private func isLazy(_ node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> Bool {
        guard let rows else { return false }
        if rows.isComplete { return false }
        if let window = layout.scrollWindow, window.axes.contains(stack.axis), layout.frameGraph == nil,
           let offered = proposal.value(along: cross), offered.isFinite {
            return true
        }
        node.children = rows.allNodes()
        rows.isComplete = true
        return false
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        if isLazy(node, proposal: proposal, in: layout) { return lazySize(node, proposal: proposal, in: layout) }
        let eager = stack.size(of: node, proposal: proposal, axis: axis, in: layout)
        return .along(stack.axis, eager.value(along: stack.axis), cross: crossLength(eager, proposal: proposal))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let eager = stack.size(of: node, proposal: proposal, axis: nil, in: layout)
        let key = stack.axis == .vertical ? stack.alignment.horizontal.key : stack.alignment.vertical.key
        // The eager stack's block lined up in the full length by the alignment guide.
        let shift = ViewDimensions(size: size)[key] - ViewDimensions(size: eager)[key]
        return stack.arrangement(of: node, size: eager, proposal: proposal, in: layout).map { placement in
            var moved = placement
            if cross == .horizontal { moved.origin.x += shift } else { moved.origin.y += shift }
            return moved
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        if let rows, !rows.isComplete { return nil }
        return stack.explicitGuide(key, of: node, proposal: proposal, in: layout)
    }

    // MARK: Lazy layout

    private var gap: CGFloat { stack.spacing ?? LayoutEngine.defaultSpacing }

    /// What every row is offered: nothing along the axis, the stack's cross length across it.
    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        .along(stack.axis, nil, cross: proposal.value(along: cross))
    }

    /// Row `row`'s length along the axis (its views one after the other, `gap` apart), measured once per cross length.
    private func length(of row: Int, rows: LazyRows, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat {
        if let known = rows.lengths[row] { return known }
        let nodes = rows.nodes(ofRow: row)
        var total: CGFloat = 0
        for (index, child) in nodes.enumerated() {
            total += layout.size(of: child, proposal: rowProposal(proposal)).value(along: stack.axis) + (index > 0 ? gap : 0)
        }
        rows.lengths[row] = total
        return total
    }

    /// Starts measuring again when the cross length changed; always measures the rows beside the `ForEach` and the
    /// first `ForEach` row. Answers the estimate of an unmeasured row's length.
    private func prepare(_ rows: LazyRows, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat {
        let offered = proposal.value(along: cross)
        if rows.measuredCross != offered {
            rows.lengths = [:]
            rows.measuredCross = offered
        }
        for row in rows.fixedRows { _ = length(of: row, rows: rows, proposal: proposal, in: layout) }
        guard let first = rows.estimateRow else { return 0 }
        return length(of: first, rows: rows, proposal: proposal, in: layout)
    }

    /// Where row `row` starts along the axis: every row before it at its measured length or the estimate, `gap` apart.
    private func start(of row: Int, rows: LazyRows, estimate: CGFloat) -> CGFloat {
        var position = CGFloat(row) * (estimate + gap)
        for (measured, length) in rows.lengths where measured < row { position += length - estimate }
        return position
    }

    private func total(_ rows: LazyRows, estimate: CGFloat) -> CGFloat {
        rows.count == 0 ? 0 : start(of: rows.count, rows: rows, estimate: estimate) - gap
    }

    private func lazySize(_ node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGSize {
        guard let rows else { return .zero }
        let estimate = prepare(rows, proposal: proposal, in: layout)
        return .along(stack.axis, total(rows, estimate: estimate), cross: proposal.value(along: cross) ?? 0)
    }

    /// The first row ending after `position` (binary search: starts grow with the row).
    private func firstRow(endingAfter position: CGFloat, rows: LazyRows, estimate: CGFloat) -> Int {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let end = start(of: mid, rows: rows, estimate: estimate) + (rows.lengths[mid] ?? estimate)
            if end <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        guard let rows, !rows.isComplete, let window = layout.scrollWindow, isLazy(node, proposal: node.proposal, in: layout) else {
            return false
        }
        let proposal = node.proposal
        layout.lazyPasses?.windowReads += 1
        let estimate = prepare(rows, proposal: proposal, in: layout)
        let lo = window.rect.minValue(along: stack.axis) - global.minValue(along: stack.axis)
        let hi = window.rect.maxValue(along: stack.axis) - global.minValue(along: stack.axis)
        let first = firstRow(endingAfter: lo, rows: rows, estimate: estimate)
        var last = first
        while last < rows.count, start(of: last, rows: rows, estimate: estimate) < hi { last += 1 }
        let before = rows.lengths.count
        let totalBefore = total(rows, estimate: estimate)
        if first == 0, last >= rows.count {
            // Every row reaches the window: the eager stack, laid out again by the scroll view's next pass.
            node.children = rows.allNodes()
            rows.isComplete = true
            layout.lazyPasses?.changes += 1
            return false
        }
        // The rows in the window, each measured, then placed one after the other from where the first starts.
        var shown = Set(rows.fixedRows)
        for row in first..<last { shown.insert(row); _ = length(of: row, rows: rows, proposal: proposal, in: layout) }
        if rows.lengths.count != before, total(rows, estimate: estimate) != totalBefore { layout.lazyPasses?.changes += 1 }
        rows.lastLayout = layout.forMeasuring
        let crossLength = proposal.value(along: cross) ?? size.value(along: cross)
        let key = stack.axis == .vertical ? stack.alignment.horizontal.key : stack.alignment.vertical.key
        var children: [Node] = []
        for row in shown.sorted() {
            var position = start(of: row, rows: rows, estimate: estimate)
            for child in rows.nodes(ofRow: row) {
                let p = rowProposal(proposal)
                let s = layout.size(of: child, proposal: p)
                let d = layout.dimensions(of: child, size: s, proposal: p)
                let across = ViewDimensions(size: .along(stack.axis, 0, cross: crossLength))[key] - d[key]
                layout.place(child, at: .along(stack.axis, position, cross: across), proposal: p, axis: stack.axis, in: inner)
                position += s.value(along: stack.axis) + gap
                children.append(child)
            }
        }
        node.children = children
        return true
    }

    /// Row `row`'s rectangle in the stack (made and measured now if it was not), from the latest lazy layout; nil when
    /// the stack has not been laid out lazily.
    func rect(ofRow row: Int, in node: Node) -> CGRect? {
        guard let rows, let layout = rows.lastLayout else { return nil }
        let proposal = node.proposal
        let estimate = prepare(rows, proposal: proposal, in: layout)
        let length = length(of: row, rows: rows, proposal: proposal, in: layout)
        let position = start(of: row, rows: rows, estimate: estimate)
        let crossLength = proposal.value(along: cross) ?? node.frame.size.value(along: cross)
        return CGRect(origin: .along(stack.axis, position, cross: 0), size: .along(stack.axis, length, cross: crossLength))
    }

    // MARK: OmittingKind

    func omits(_ childPath: String, of node: Node) -> Bool { rows?.isRow(childPath) ?? false }

    var runsAppearActions: Bool { true }
}

extension CGRect {
    func minValue(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maxValue(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}

extension NodeKind {
    static func lazyStack(axis: Axis, alignment: Alignment, spacing: CGFloat?, rows: LazyRows? = nil) -> NodeKind {
        NodeKind(LazyStackKind(stack: StackKind(axis: axis, alignment: alignment, spacing: spacing), rows: rows))
    }
}
