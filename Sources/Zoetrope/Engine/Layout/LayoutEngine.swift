import Foundation
import ZoetropeDisplay

/// SwiftUI's layout model over resolved nodes: a parent proposes a size, the child chooses its own, and the
/// parent places it, lining children up by their alignment guides. Frames are stored on the nodes, relative to
/// their parent, rounded to the pixel grid.
struct LayoutEngine {
    /// Pixels per point: frames are rounded to multiples of 1 / scale (fidelity.md §0).
    let scale: Double
    /// Measures text (Pango in renders, fixed metrics in tests).
    let textMeasurer: any TextMeasuring
    /// Set when laying out content for one frame (live content, a morphing member): the frame's own graph, which
    /// views made during layout resolve against; preference observers do not run then.
    var frameGraph: ViewGraph? = nil
    /// Inside a scroll view: the region it can show before the next evaluation, which lazy containers make rows for.
    var scrollWindow: ScrollWindow? = nil
    /// Inside a scroll view: where lazy containers report a change that needs another layout pass.
    var lazyPasses: LazyLayoutPasses? = nil
    /// Set by the evaluator: the content offset a scroll view (by path) shows at the evaluation's time, where its
    /// animation has it, and the offset it was going to (a lazy container makes the rows between what shows and
    /// where it goes).
    var presentedScrollOffset: ((String) -> (shown: CGPoint, model: CGPoint)?)? = nil
    /// The size of the nearest container that `containerRelativeFrame` divides (points): the window's safe area at
    /// the root, a scroll view's visible area less its content margins inside one; nil where no container set it.
    var containerSize: CGSize? = nil

    /// Default spacing between two ordinary views (fidelity.md §8.1).
    static let defaultSpacing: CGFloat = 8

    // MARK: Sizing

    /// Set for one layout pass (the evaluator's layout of a frame): the sizes measured so far in it.
    var sizeCache: LayoutSizeCache? = nil

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis? = nil) -> CGSize {
        guard let sizeCache else { return node.kind.size(of: node, proposal: proposal, axis: axis, in: self) }
        return sizeCache.size(of: node, proposal: proposal, axis: axis, container: containerSize) {
            node.kind.size(of: node, proposal: proposal, axis: axis, in: self)
        }
    }

    /// Text wraps to the offered width and is as wide as its widest line.
    func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMetrics {
        let maxWidth = proposal.width.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
        return textMeasurer.measure(run, maxWidth: maxWidth)
    }

    /// The size of a modifier's content: its one child, or several children centred on each other.
    func childrenSize(_ node: Node, proposal: ProposedViewSize) -> CGSize {
        node.children.count == 1 ? size(of: node.children[0], proposal: proposal)
                                 : alignedUnion(node.children, alignment: .center, proposal: proposal).size
    }

    // MARK: Stacks

    struct StackResult {
        var size: CGSize
        /// The children's proposals, sizes, main-axis positions and cross-axis positions, in order.
        var childProposals: [ProposedViewSize]
        var childSizes: [CGSize]
        var offsets: [CGFloat]
        var crossOffsets: [CGFloat]
    }

    /// Spacing before child `index` (nil for the first). A Spacer asks for no spacing next to it unless the stack
    /// has an explicit spacing (fidelity.md §8.1).
    private func gap(before index: Int, in children: [Node], spacing: CGFloat?) -> CGFloat {
        if let spacing { return spacing }
        if children[index].kind.is(SpacerKind.self) || children[index - 1].kind.is(SpacerKind.self) { return 0 }
        return Self.defaultSpacing
    }

    /// SwiftUI's stack algorithm: children are offered an equal share of what is left, least flexible first, then
    /// lined up across the stack by the alignment guide.
    func stackLayout(_ node: Node, axis: Axis, alignment: Alignment, spacing: CGFloat?, proposal: ProposedViewSize) -> StackResult {
        let children = node.children
        guard !children.isEmpty else { return StackResult(size: .zero, childProposals: [], childSizes: [], offsets: [], crossOffsets: []) }
        var totalSpacing: CGFloat = 0
        for index in children.indices.dropFirst() { totalSpacing += gap(before: index, in: children, spacing: spacing) }
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let cross = proposal.value(along: crossAxis)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        // A child is placed with the proposal it was sized for (re-offering its own size could wrap text differently).
        var proposals = [ProposedViewSize](repeating: .along(axis, nil, cross: cross), count: children.count)

        if let main = proposal.value(along: axis) {
            // Flexibility: how much a child can grow between being offered nothing and everything.
            let flexibility: [CGFloat] = children.map { child in
                let small = size(of: child, proposal: .along(axis, 0, cross: cross), axis: axis).value(along: axis)
                let large = size(of: child, proposal: .along(axis, .infinity, cross: cross), axis: axis).value(along: axis)
                return large - small
            }
            // Higher layout priorities first; each group may use what the lower groups' minimum sizes leave.
            let minimum: [CGFloat] = children.map { size(of: $0, proposal: .along(axis, 0, cross: cross), axis: axis).value(along: axis) }
            var remaining = main - totalSpacing
            for priority in Set(children.map(\.layoutPriority)).sorted(by: >) {
                let group = children.indices.filter { children[$0].layoutPriority == priority }
                let order = group.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
                var available = remaining - reserved
                var count = CGFloat(order.count)
                for index in order {
                    let share = max(available / count, 0)
                    proposals[index] = .along(axis, share, cross: cross)
                    let s = size(of: children[index], proposal: proposals[index], axis: axis)
                    sizes[index] = s
                    available -= s.value(along: axis)
                    remaining -= s.value(along: axis)
                    count -= 1
                }
            }
        } else {
            for index in children.indices {
                sizes[index] = size(of: children[index], proposal: proposals[index], axis: axis)
            }
        }

        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for index in children.indices {
            if index > 0 { position += gap(before: index, in: children, spacing: spacing) }
            offsets.append(position)
            position += sizes[index].value(along: axis)
        }
        // Each child's guide sits on one line; the stack spans from the highest child edge to the lowest.
        let key = axis == .horizontal ? alignment.vertical.key : alignment.horizontal.key
        let spans = children.indices.map { index in
            (length: sizes[index].value(along: crossAxis),
             guide: guide(key, of: children[index], size: sizes[index], proposal: proposals[index]))
        }
        let (crossExtent, crossOffsets) = Self.line(up: spans)
        return StackResult(size: .along(axis, position, cross: crossExtent), childProposals: proposals, childSizes: sizes, offsets: offsets,
                           crossOffsets: crossOffsets)
    }

    /// Lines up spans (a length and a guide position inside it) on their guides: the total extent and each span's
    /// start. Unbounded spans (only seen while measuring flexibility) start at 0.
    static func line(up spans: [(length: CGFloat, guide: CGFloat)]) -> (extent: CGFloat, starts: [CGFloat]) {
        guard spans.allSatisfy({ $0.length.isFinite && $0.guide.isFinite }) else {
            return (spans.map(\.length).max() ?? 0, spans.map { _ in 0 })
        }
        let first = spans.map { -$0.guide }.min() ?? 0
        let last = spans.map { $0.length - $0.guide }.max() ?? 0
        return (last - first, spans.map { -$0.guide - first })
    }

    // MARK: Overlapping children

    /// Children offered the same proposal and lined up on both guides of `alignment` (ZStack): the union's size
    /// and each child's size and origin in it.
    func alignedUnion(_ children: [Node], alignment: Alignment, proposal: ProposedViewSize)
        -> (size: CGSize, sizes: [CGSize], origins: [CGPoint]) {
        let sizes = children.map { size(of: $0, proposal: proposal) }
        let horizontal = children.indices.map { index in
            (length: sizes[index].width, guide: guide(alignment.horizontal.key, of: children[index], size: sizes[index], proposal: proposal))
        }
        let vertical = children.indices.map { index in
            (length: sizes[index].height, guide: guide(alignment.vertical.key, of: children[index], size: sizes[index], proposal: proposal))
        }
        let (width, xs) = Self.line(up: horizontal)
        let (height, ys) = Self.line(up: vertical)
        return (CGSize(width: width, height: height), sizes, zip(xs, ys).map { CGPoint(x: $0, y: $1) })
    }
}

extension EdgeInsets {
    /// The proposal left inside these insets (never negative).
    func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - leading - trailing, 0) },
                         height: proposal.height.map { max($0 - top - bottom, 0) })
    }
}
