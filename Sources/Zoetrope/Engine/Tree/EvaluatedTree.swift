import Foundation

/// One evaluated, laid-out view tree and the time from which it shows.
struct EvaluatedTree {
    let time: Double
    let root: Node
    /// The colour scheme the tree was evaluated in (the canvas background follows it).
    let colorScheme: ColorScheme
    /// The state the tree was evaluated with: live content made for a time reads it.
    let state: CapturedState
    /// Whether a view of the tree hides the status bar (`.statusBarHidden()`).
    var hidesStatusBar = false
    /// Whether a view of the tree hides the home indicator (`.persistentSystemOverlays(.hidden)`).
    var hidesHomeIndicator = false
    /// Every node by path. Making one records each node's `parentLayoutOrigin` (`Node.visitLayout`).
    let index: [String: Node]
    /// The path of each node's parent.
    let parents: [String: String]
    /// Every path, depth first in drawing order.
    let order: [String]
    /// What a frame's walk of this tree reads, in the order it reads it (made with the timeline).
    var prefetch: PrefetchStream?

    init(time: Double, root: Node, colorScheme: ColorScheme, state: CapturedState) {
        self.time = time
        self.state = state
        self.root = root
        self.colorScheme = colorScheme
        var index: [String: Node] = [:]
        var parents: [String: String] = [:]
        var order: [String] = []
        root.visitLayout(nil as String?) { node, parentOrigin, _, parent in
            index[node.path] = node
            order.append(node.path)
            if let parent { parents[node.path] = parent }
            node.parentLayoutOrigin = parentOrigin
            return node.path
        }
        self.index = index
        self.parents = parents
        self.order = order
    }
}
