import Foundation

/// Finds the views a script's touch reaches, in the laid-out tree of its time: by accessibility identifier, text
/// or symbol name (the touch lands on the view's centre), or by a canvas point (the frontmost view under it).
///
/// Frames are the model layout (where views are going, not where an animation shows them), moved by `.offset`;
/// scale and rotation effects are not taken into account.
enum TapTarget {
    /// A view a touch reaches, with the coordinate spaces its gestures measure in.
    struct Reached {
        let node: Node
        let space: GestureSpace
        /// The view's rectangle on the canvas, in points.
        let rect: CGRect
    }

    /// What a touch reaches: the views innermost first, and where on the canvas it lands.
    struct Hit {
        let chain: [Reached]
        let location: CGPoint
        /// Whether any view reached handles touches.
        var hasGestures: Bool { chain.contains { $0.node.tapAction != nil || !$0.node.gestures.isEmpty } }
    }

    /// The view matching `target` (depth first) and the views a touch at its centre reaches: those inside it along
    /// single-child wrappers, itself, and its ancestors. nil when no view matches.
    static func find(_ target: String, in root: Node) -> Hit? {
        var ancestors: [Reached] = []
        func search(_ node: Node, parent: GestureSpace) -> Hit? {
            let reached = reach(node, parent: parent)
            if node.accessibilityIdentifier == target || node.symbolName == target || node.textContent == target {
                var inner: [Reached] = []
                var current = reached
                while current.node.children.count == 1 {
                    current = reach(current.node.children[0], parent: current.space)
                    inner.append(current)
                }
                return Hit(chain: inner.reversed() + [reached] + ancestors.reversed(),
                           location: CGPoint(x: reached.rect.midX, y: reached.rect.midY))
            }
            ancestors.append(reached)
            defer { ancestors.removeLast() }
            for child in node.children {
                if let found = search(child, parent: reached.space) { return found }
            }
            return nil
        }
        return search(root, parent: GestureSpace())
    }

    /// The frontmost leaf view containing `point` (canvas points) and its ancestors; nil when the point is on no
    /// view. Spacers are not hit.
    static func hit(_ point: CGPoint, in root: Node) -> Hit? {
        func visit(_ node: Node, parent: GestureSpace) -> [Reached]? {
            let reached = reach(node, parent: parent)
            var ordered = node.children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
            if case .decoration(_, let isOverlay) = node.kind, !isOverlay, node.children.count == 2 {
                ordered = [node.children[1], node.children[0]]
            }
            for child in ordered.reversed() {
                if let chain = visit(child, parent: reached.space) { return chain + [reached] }
            }
            if node.children.isEmpty, reached.rect.contains(point) {
                if case .spacer = node.kind { return nil }
                return [reached]
            }
            return nil
        }
        return visit(root, parent: GestureSpace()).map { Hit(chain: $0, location: point) }
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

    /// `node` placed in its parent's space: its canvas rectangle, and the spaces its gestures measure in.
    private static func reach(_ node: Node, parent: GestureSpace) -> Reached {
        var origin = CGPoint(x: parent.localOrigin.x + node.frame.minX, y: parent.localOrigin.y + node.frame.minY)
        if case let .offset(offset) = node.kind {
            origin.x += offset.width
            origin.y += offset.height
        }
        var space = parent
        space.localOrigin = origin
        if case let .coordinateSpace(name) = node.kind { space.namedOrigins[name] = origin }
        return Reached(node: node, space: space, rect: CGRect(origin: origin, size: node.frame.size))
    }
}
