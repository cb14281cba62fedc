/// Finds what a script's `Tap` runs: the view with a matching accessibility identifier, and the tap action
/// on it, inside it (along single-child wrappers) or on its nearest ancestor.
enum TapTarget {
    /// nil when no view matches; `.some(nil)` when one matches but nothing handles taps.
    @MainActor static func find(_ target: String, in root: Node) -> (@MainActor () -> Void)?? {
        var ancestors: [Node] = []
        func search(_ node: Node) -> (@MainActor () -> Void)?? {
            if node.accessibilityIdentifier == target || node.symbolName == target || node.textContent == target {
                var inner: Node? = node
                while let current = inner {
                    if let action = current.tapAction { return .some(action) }
                    inner = current.children.count == 1 ? current.children[0] : nil
                }
                for ancestor in ancestors.reversed() {
                    if let action = ancestor.tapAction { return .some(action) }
                }
                return .some(nil)
            }
            ancestors.append(node)
            defer { ancestors.removeLast() }
            for child in node.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }

    /// Every identifier in the tree, for error messages.
    static func names(in root: Node) -> [String] {
        var names: [String] = []
        root.forEachNode { node in
            for name in [node.accessibilityIdentifier, node.symbolName, node.textContent].compactMap({ $0 }) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }
}
