import Foundation

/// One evaluated, laid-out view tree and the time from which it shows.
struct TreeSnapshot {
    let time: Double
    let root: Node
    /// The colour scheme the tree was evaluated in (the canvas background follows it).
    let colorScheme: ColorScheme
    /// The state the tree was evaluated with: live content made for a time reads it.
    let state: StateSnapshot
    /// Every node by path.
    let index: [String: Node]
    /// The path of each node's parent.
    let parents: [String: String]
    /// Every path, depth first in drawing order.
    let order: [String]

    init(time: Double, root: Node, colorScheme: ColorScheme, state: StateSnapshot) {
        self.time = time
        self.state = state
        self.root = root
        self.colorScheme = colorScheme
        var index: [String: Node] = [:]
        var parents: [String: String] = [:]
        var order: [String] = []
        func visit(_ node: Node) {
            index[node.path] = node
            order.append(node.path)
            for child in node.children {
                parents[child.path] = node.path
                visit(child)
            }
        }
        visit(root)
        self.index = index
        self.parents = parents
        self.order = order
    }

    /// The layout origin on the canvas of the parent of the node at `path` (its ancestors' layout frames summed,
    /// no render effects): where a subtree is laid out again, for its safe area and pixel rounding. Where a view is
    /// on screen is the trace's business, not this.
    func layoutOrigin(ofParentOf path: String) -> CGPoint {
        var origin = CGPoint.zero
        var current = path
        while let parent = parents[current], let node = index[parent] {
            origin.x += node.frame.minX
            origin.y += node.frame.minY
            current = parent
        }
        return origin
    }
}
