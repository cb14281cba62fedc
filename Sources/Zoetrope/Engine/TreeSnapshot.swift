import Foundation

/// One evaluated, laid-out view tree and the time from which it shows.
struct TreeSnapshot {
    let time: Double
    let root: Node
    /// The colour scheme the tree was evaluated in (the canvas background follows it).
    let colorScheme: ColorScheme
    /// Every node by path.
    let index: [String: Node]
    /// The path of each node's parent.
    let parents: [String: String]
    /// Every path, depth first in drawing order.
    let order: [String]

    init(time: Double, root: Node, colorScheme: ColorScheme) {
        self.time = time
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

    /// The canvas origin of the parent of the node at `path`, summing its ancestors' frames in this tree, each taken
    /// from `other` instead where `other` has a node of that path.
    func parentOrigin(of path: String, preferring other: TreeSnapshot) -> CGPoint {
        var origin = CGPoint.zero
        var current = path
        while let parent = parents[current], let node = other.index[parent] ?? index[parent] {
            origin.x += node.frame.minX
            origin.y += node.frame.minY
            current = parent
        }
        return origin
    }
}
