import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it: SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content scrolls with the proxy it is given.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("ScrollViewReader")
        return inner.resolve(content(ScrollViewProxy(graph: inner.graph, readerPath: inner.path)))
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` to a view: SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    weak var graph: ViewGraph?
    /// The reader's identity path: the scroll views it reaches are below it.
    let readerPath: String

    /// Scrolls the scroll view holding the view with identity `id` (`.id(_:)`, or a `ForEach` element's id) so that
    /// the view shows: with `anchor`, its anchor point on the same point of the visible area; with nil, by as little
    /// as makes it visible, as SwiftUI does. The change animates with the transaction in effect (`withAnimation`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph else { return }
        guard let root = graph.latestRoot,
              let found = ScrollTargetFinder(root: root, under: readerPath).find(id: "\(id)") else {
            graph.report(.warning, path: readerPath, "scrollTo(\(id)): no view with that id in a scroll view of this ScrollViewReader")
            return
        }
        guard let kind = found.scroll.kind.as(ScrollKind.self) else { return }
        let target = kind.offset(toShow: found.rect, in: found.scroll, anchor: anchor)
        let storage = graph.scrollOffsetStorage(for: found.scroll.path)
        if storage.value != target { storage.set(target) }
    }
}

/// Finds a view by identity inside the scroll views below a path, with its rectangle in its scroll view's
/// coordinates (the content unscrolled).
struct ScrollTargetFinder {
    let root: Node
    let under: String

    /// The outermost view whose identity path names `id` (`id=…` of `.id`, or a `ForEach` element), its innermost
    /// scroll view, and its frame in that scroll view's coordinates.
    func find(id: String) -> (scroll: Node, rect: CGRect)? {
        var result: (Node, CGRect)?
        func visit(_ node: Node, scroll: (node: Node, origin: CGPoint)?, origin: CGPoint) {
            guard result == nil else { return }
            let here = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
            if let scroll, node !== scroll.node, Self.names(node.path, id: id), node.path.hasPrefix(under) {
                result = (scroll.node, CGRect(x: here.x - scroll.origin.x, y: here.y - scroll.origin.y,
                                              width: node.frame.width, height: node.frame.height))
                return
            }
            let inner = node.kind.is(ScrollKind.self) ? (node, here) : scroll
            for child in node.children { visit(child, scroll: inner, origin: here) }
        }
        visit(root, scroll: nil, origin: .zero)
        return result
    }

    /// Whether `path` has the identity `id` among its components: `id=<id>`, or `<id>` right under a `ForEach` (the
    /// outermost node with it, found first, is the view).
    static func names(_ path: String, id: String) -> Bool {
        let parts = path.split(separator: "/")
        for (index, part) in parts.enumerated() {
            if part == "id=\(id)" { return true }
            if part == id, index > 0, parts[index - 1] == "ForEach" { return true }
        }
        return false
    }
}

extension ScrollKind {
    /// The offset that shows `rect` (scroll-view coordinates, content unscrolled) in the visible area: its `anchor`
    /// point on the area's, or with nil the least change from the current offset (the top-leading edge wins when
    /// the view is larger than the area); clamped to the content.
    func offset(toShow rect: CGRect, in node: Node, anchor: UnitPoint?) -> CGPoint {
        let current = offset(of: node), viewport = Self.viewport(of: node), insets = node.scrollInsets
        let visible = CGRect(x: insets.leading, y: insets.top, width: viewport.width, height: viewport.height)
        func along(_ axis: Axis, _ value: CGFloat) -> CGFloat {
            guard axes.contains(axis) else { return value }
            let (lo, hi, vlo, vhi) = axis == .horizontal ? (rect.minX, rect.maxX, visible.minX, visible.maxX)
                                                        : (rect.minY, rect.maxY, visible.minY, visible.maxY)
            if let anchor {
                let a = axis == .horizontal ? anchor.x : anchor.y
                return (lo + a * (hi - lo)) - (vlo + a * (vhi - vlo))
            }
            if lo - value < vlo || hi - lo > vhi - vlo { return lo - vlo }
            if hi - value > vhi { return hi - vhi }
            return value
        }
        return clamped(CGPoint(x: along(.horizontal, current.x), y: along(.vertical, current.y)), in: node)
    }
}
