import Foundation

/// The rows of a `ForEach` in a lazy container, made on demand: `count` rows, row `i` resolved (with the context the
/// `ForEach` was resolved in) only when layout or a `scrollTo` asks for it.
final class LazyRowSource {
    /// The `ForEach`'s path: row `i` is at `path/<its id>`.
    let path: String
    let count: Int
    /// Row `i`'s identity component (its element's id).
    let component: (Int) -> String
    private let resolveRow: (Int) -> [Node]
    private var indexByComponent: [String: Int]?
    /// The row `scrollTo(id)` reaches, when it is not the row whose own id is `id` (`ForEach.scrollRow`).
    let scrollRow: ((String) -> Int?)?

    init(path: String, count: Int, component: @escaping (Int) -> String, scrollRow: ((String) -> Int?)? = nil,
         resolve: @escaping (Int) -> [Node]) {
        self.path = path
        self.count = count
        self.component = component
        self.scrollRow = scrollRow
        self.resolveRow = resolve
    }

    /// Resolves row `i` (once per row: callers keep what it returns).
    func resolve(_ row: Int) -> [Node] {
        EvaluationCounters.lazyRowsResolved += 1
        return resolveRow(row)
    }

    /// The row whose identity component is `component`, nil when none is. (The first call reads every id once.)
    func index(of component: String) -> Int? {
        // A range's elements are their own ids (`ForEach(0..<n)`): row i is named "i".
        if let row = Int(component), row >= 0, row < count, self.component(row) == component { return row }
        if indexByComponent == nil {
            var table: [String: Int] = [:]
            table.reserveCapacity(count)
            for row in 0..<count where table[self.component(row)] == nil { table[self.component(row)] = row }
            indexByComponent = table
        }
        return indexByComponent?[component]
    }

    /// The row a path under the `ForEach` belongs to, nil when it is not under it or names no row.
    func row(containing childPath: String) -> Int? {
        let prefix = path + "/"
        guard childPath.hasPrefix(prefix) else { return nil }
        let rest = childPath.dropFirst(prefix.count)
        let component = rest.prefix { $0 != "/" }
        return index(of: String(component))
    }
}

/// Counters the tests read to check what evaluation made (no timing): how many lazy rows were resolved.
enum EvaluationCounters {
    nonisolated(unsafe) static var lazyRowsResolved = 0
}

/// What a `ForEach` in a lazy container resolves to: a placeholder the container turns into `LazyRows`. It never
/// reaches a laid-out tree (a `ForEach` wrapped in a modifier is resolved eagerly: `ResolveContext.lazyRows`).
struct LazyRowsPlaceholderKind: ViewKind {
    let source: LazyRowSource
    func name(of node: Node) -> String { "ForEach" }
}

/// The region a scroll view can show before the next evaluation, in canvas points (content unscrolled): its frame
/// moved by every offset from the one it shows at the evaluation to the one it goes to, grown by two frame lengths
/// on each side along the axes it scrolls (`ScrollKind`). A lazy container inside makes the rows that reach it.
struct ScrollWindow: Equatable {
    var rect: CGRect
    var axes: Axis.Set
}

/// Told by lazy containers during a layout pass that what they hold changed (rows made, or measured at another
/// length than estimated), so the scroll view around them lays its content out again.
final class LazyLayoutPasses {
    var changes = 0
    var windowReads = 0
}

/// The children of a lazy container: its views in order, each either resolved already (a view beside the `ForEach`)
/// or a row of a `LazyRowSource`. Layout makes rows as they reach the scroll window and keeps them for the rest of
/// the evaluation; the node's `children` are the rows made for the latest layout, in order.
final class LazyRows {
    enum Segment {
        case node(Node)
        case source(LazyRowSource)
    }

    let segments: [Segment]
    /// The first row of each segment; `count` rows in all.
    private let starts: [Int]
    let count: Int
    private var made: [Int: [Node]] = [:]
    /// Rows measured along the container's axis, for the cross length in `measuredCross`.
    var lengths: [Int: CGFloat] = [:]
    var measuredCross: CGFloat?
    /// Whether every row is made and the node's children are all of them (laid out as the eager container).
    var isComplete = false
    /// The layout engine and proposal of the latest lazy layout (for `scrollTo` to a row that is not made).
    var lastLayout: LayoutEngine?

    /// Nil when `nodes` hold no placeholder: the container is then laid out as it always was.
    init?(_ nodes: [Node]) {
        guard nodes.contains(where: { $0.kind.is(LazyRowsPlaceholderKind.self) }) else { return nil }
        var segments: [Segment] = [], starts: [Int] = [], count = 0
        for node in nodes {
            starts.append(count)
            if let placeholder = node.kind.as(LazyRowsPlaceholderKind.self) {
                segments.append(.source(placeholder.source))
                count += placeholder.source.count
            } else {
                segments.append(.node(node))
                count += 1
            }
        }
        self.segments = segments
        self.starts = starts
        self.count = count
    }

    /// The segment of row `row` and the row's index in it.
    private func locate(_ row: Int) -> (segment: Int, local: Int) {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= row { lo = mid } else { hi = mid - 1 }
        }
        return (lo, row - starts[lo])
    }

    /// Row `row`'s nodes, made on first use.
    func nodes(ofRow row: Int) -> [Node] {
        if let nodes = made[row] { return nodes }
        let (segment, local) = locate(row)
        let nodes: [Node]
        switch segments[segment] {
        case let .node(node): nodes = [node]
        case let .source(source): nodes = source.resolve(local)
        }
        made[row] = nodes
        return nodes
    }

    /// Whether row `row` was made by a source (not a view beside the `ForEach`).
    func isSourceRow(_ row: Int) -> Bool {
        if case .source = segments[locate(row).segment] { return true }
        return false
    }

    /// The rows that are views beside the `ForEach`: always made.
    var fixedRows: [Int] {
        segments.indices.compactMap { if case .node = segments[$0] { return starts[$0] } else { return nil } }
    }

    /// The first row a source makes (its length is the estimate of every row not measured), nil when none has rows.
    var estimateRow: Int? {
        for (index, segment) in segments.enumerated() { if case let .source(source) = segment, source.count > 0 { return starts[index] } }
        return nil
    }

    /// Every row's nodes, in order.
    func allNodes() -> [Node] {
        (0..<count).flatMap { nodes(ofRow: $0) }
    }

    /// Whether a path that is a direct child of the container belongs to a row of one of its sources.
    func isRow(_ childPath: String) -> Bool {
        for segment in segments {
            if case let .source(source) = segment, source.row(containing: childPath) != nil { return true }
        }
        return false
    }

    /// The row whose identity component under a source is `id` (a `ForEach` element's id), nil when none.
    func row(withID id: String) -> Int? {
        for (index, segment) in segments.enumerated() {
            if case let .source(source) = segment, let local = source.scrollRow.map({ $0(id) }) ?? source.index(of: id) {
                return starts[index] + local
            }
        }
        return nil
    }
}

extension LayoutEngine {
    /// The engine without what one layout pass lends it (the evaluator's offsets, which hold its tracks; the pass
    /// log; the window): what a lazy container keeps to measure a row later.
    var forMeasuring: LayoutEngine {
        var copy = self
        copy.presentedScrollOffset = nil
        copy.lazyPasses = nil
        copy.scrollWindow = nil
        return copy
    }
}
