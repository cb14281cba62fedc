import Foundation

/// The sizes one layout pass has measured, by view and proposal: a stack offers each child up to four proposals
/// (nothing, everything, its minimum, its share), and every child that is itself a stack does the same, so without
/// it the measurements multiply with the depth of nested stacks. SwiftUI's layout keeps such a cache per pass
/// too (a `Layout`'s `cache`, the view graph's sizes). A size is only a function of the view and what it is offered
/// within one pass, except for views whose size depends on where a scroll view's window is or on rows they make as
/// they are measured (lazy stacks and grids, live content), and any view containing one: those are measured every
/// time, as before.
///
/// One cache belongs to one pass on one thread (the evaluator's layout of a frame); it keeps the views it has seen
/// alive, so an address is never reused for another view during the pass.
final class LayoutSizeCache {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let width: CGFloat?
        let height: CGFloat?
        let axis: Axis?
        /// The container `containerRelativeFrame` measures (`LayoutEngine.containerSize`): a scroll view's content is
        /// sized against the scroll view's container when the scroll view is measured and against its own when placed.
        let container: CGSize?
    }

    private var sizes: [Key: CGSize] = [:]
    /// Whether each view seen measures differently from pass to pass or call to call (see above).
    private var volatile: [ObjectIdentifier: Bool] = [:]
    private var seen: [Node] = []

    /// The size of `node` offered `proposal`, measured once per pass by `measure`.
    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, container: CGSize?, measure: () -> CGSize) -> CGSize {
        guard !isVolatile(node) else { return measure() }
        let key = Key(node: ObjectIdentifier(node), width: proposal.width, height: proposal.height, axis: axis, container: container)
        if let size = sizes[key] { return size }
        let size = measure()
        sizes[key] = size
        return size
    }

    private func isVolatile(_ node: Node) -> Bool {
        let id = ObjectIdentifier(node)
        if let known = volatile[id] { return known }
        seen.append(node)
        let kind = node.kind
        // A GeometryReader's size is its proposal whatever it holds (its views are made again as it is placed).
        let result = kind.is(LazyStackKind.self) || kind.is(LazyGridKind.self) || kind.is(LiveKind.self)
            || (!kind.is(GeometryReaderKind.self) && node.children.contains { isVolatile($0) })
        volatile[id] = result
        return result
    }
}
