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
        if result == nil { result = findUnmade(id: id) }
        return result
    }

    /// A row of a lazy stack that is not made (outside its scroll window), found by its `ForEach` id: made and
    /// measured now, where the stack's latest layout puts it.
    private func findUnmade(id: String) -> (scroll: Node, rect: CGRect)? {
        var result: (Node, CGRect)?
        func visit(_ node: Node, scroll: (node: Node, origin: CGPoint)?, origin: CGPoint) {
            guard result == nil else { return }
            let here = CGPoint(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
            if let scroll, node.path.hasPrefix(under), let rect = Self.unmadeRect(of: id, in: node) {
                result = (scroll.node, rect.offsetBy(dx: here.x - scroll.origin.x, dy: here.y - scroll.origin.y))
                return
            }
            let inner = node.kind.is(ScrollKind.self) ? (node, here) : scroll
            for child in node.children { visit(child, scroll: inner, origin: here) }
        }
        visit(root, scroll: nil, origin: .zero)
        return result
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
