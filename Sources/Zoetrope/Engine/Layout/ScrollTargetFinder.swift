import Foundation

/// Finds a view by identity inside the scroll views below a path, with its rectangle in its scroll view's
/// coordinates (the content unscrolled).
struct ScrollTargetFinder {
    let root: Node
    let under: String

    /// The outermost view whose identity path names `id` (`id=…` of `.id`, or a `ForEach` element), its innermost
    /// scroll view, and its frame in that scroll view's coordinates.
    func find(id: String) -> (scroll: Node, rect: CGRect)? {
        var result: (Node, CGRect)?
        search { node, here, scroll in
            guard let scroll, node !== scroll.node, Self.names(node.path, id: id), node.path.hasPrefix(under) else { return false }
            result = (scroll.node, CGRect(x: here.x - scroll.origin.x, y: here.y - scroll.origin.y,
                                          width: node.frame.width, height: node.frame.height))
            return true
        }
        if result == nil { result = findUnmade(id: id) }
        return result
    }

    /// A row of a lazy stack that is not made (outside its scroll window), found by its `ForEach` id: made and
    /// measured now, where the stack's latest layout puts it.
    private func findUnmade(id: String) -> (scroll: Node, rect: CGRect)? {
        var result: (Node, CGRect)?
        search { node, here, scroll in
            guard let scroll, node.path.hasPrefix(under), let rect = Self.unmadeRect(of: id, in: node) else { return false }
            result = (scroll.node, rect.offsetBy(dx: here.x - scroll.origin.x, dy: here.y - scroll.origin.y))
            return true
        }
        return result
    }

    /// Visits the tree in order until `found` answers true, with each node's layout origin and its innermost scroll
    /// view's (the node itself excluded): scrolling to a view goes by where layout puts it in the content, which
    /// effects do not move (`Node.visitLayout`).
    private func search(_ found: (_ node: Node, _ origin: CGPoint, _ scroll: (node: Node, origin: CGPoint)?) -> Bool) {
        var done = false
        root.visitLayout(nil as (node: Node, origin: CGPoint)?) { node, _, origin, scroll in
            guard !done else { return nil }
            if found(node, origin, scroll) {
                done = true
                return nil
            }
            return .some(node.kind.is(ScrollKind.self) ? (node, origin) : scroll)
        }
    }

    /// The rectangle of the row or cell `id` of a lazy stack or grid that has not made it, in the container.
    private static func unmadeRect(of id: String, in node: Node) -> CGRect? {
        if let kind = node.kind.as(LazyStackKind.self), let rows = kind.rows, !rows.isComplete, let row = rows.row(withID: id) {
            return kind.rect(ofRow: row, in: node)
        }
        if let kind = node.kind.as(LazyGridKind.self), let rows = kind.rows, !rows.isComplete, let cell = rows.row(withID: id) {
            return kind.rect(ofRow: cell, in: node)
        }
        return nil
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
