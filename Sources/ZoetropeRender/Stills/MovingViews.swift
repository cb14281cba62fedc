import Foundation
import Zoetrope

/// Which views move across a few traces of one scene, as the largest subtrees that move as a whole: what an onion
/// skin draws again at each time.
///
/// A drawn leaf (a view with nothing drawn inside it, with some area and opacity at one of the times at least)
/// moves when its on-screen bounds differ by more than half a point between two of the times at which it shows.
/// A view is a root when every drawn leaf under it (at any of the times) moves and its parent's are not all moving.
/// A view that only fades or appears in place does not move.
struct MovingViews {
    /// The roots, in drawing order of their first appearance.
    let roots: [String]

    init(traces: [MotionTrace]) {
        var order: [String] = []
        var bounds: [String: [CGRect]] = [:]
        var parents: [String: String] = [:]
        var leaves = Set<String>()
        var draws = Set<String>()
        for trace in traces {
            let hasChildren = Set(trace.views.compactMap(\.parent))
            for (index, view) in trace.views.enumerated() {
                if bounds[view.path] == nil { order.append(view.path); bounds[view.path] = [] }
                if let parent = view.parent { parents[view.path] = trace.views[parent].path }
                guard !hasChildren.contains(index) else { continue }
                leaves.insert(view.path)
                bounds[view.path, default: []].append(view.bounds)
                if view.opacity > 0.005, view.bounds.width > 0.01, view.bounds.height > 0.01 { draws.insert(view.path) }
            }
        }
        func moves(_ path: String) -> Bool {
            guard let all = bounds[path], let first = all.first else { return false }
            return all.contains { Self.differ($0, first) }
        }
        // For every view, whether all the drawn leaves under it (itself included) move, and whether it has any.
        var allMove: [String: Bool] = [:]
        var hasDrawnLeaf = Set<String>()
        for leaf in leaves where draws.contains(leaf) {
            let moving = moves(leaf)
            var current: String? = leaf
            while let path = current {
                allMove[path] = (allMove[path] ?? true) && moving
                hasDrawnLeaf.insert(path)
                current = parents[path]
            }
        }
        func isMovingSubtree(_ path: String) -> Bool { hasDrawnLeaf.contains(path) && allMove[path] == true }
        roots = order.filter { path in
            guard isMovingSubtree(path) else { return false }
            return parents[path].map { !isMovingSubtree($0) } ?? true
        }
    }

    /// Whether two bounds differ by more than half a point on any edge.
    static func differ(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) > 0.5 || abs(a.minY - b.minY) > 0.5 || abs(a.maxX - b.maxX) > 0.5 || abs(a.maxY - b.maxY) > 0.5
    }
}
