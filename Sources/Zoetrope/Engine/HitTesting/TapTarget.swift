import Foundation
import ZoetropeDisplay

/// Finds the views a script's touch reaches, in the laid-out tree of its time: by accessibility identifier, text
/// or symbol name (the touch lands on the view's centre), or by a canvas point (the frontmost view under it).
///
/// Geometry comes from the trace walk with model values: where views are going, not where an animation shows them
/// (SwiftUI hit-tests the model), with every offset, scale and rotation effect applied; a point reaches a view inside
/// its kind's hit shape (`ViewKind.hitContains`) in the view's own coordinates. Views at an opacity of 0 are not
/// reached by a point.
struct TapTarget {
    /// A view a touch reaches, with the coordinate spaces its gestures measure in.
    struct Reached {
        let node: Node
        let space: GestureSpace
        /// The view's rectangle on the canvas (a bounding box when rotated), in points.
        let rect: CGRect
    }

    /// What a touch reaches: the views innermost first, and where on the canvas it lands.
    struct Hit {
        let chain: [Reached]
        let location: CGPoint
        /// Whether any view reached handles touches with a gesture that is enabled.
        var hasGestures: Bool { !enabledGestures.isEmpty }

        /// The gestures the touch meets, innermost view first (on one view: its tap action, then its gestures in
        /// the order they were added), without those a `GestureMask` disables: a gesture added with a mask
        /// without `.subviews` disables every gesture added before it on its view and all those of the views
        /// inside; one without `.gesture` is itself disabled.
        var enabledGestures: [(attachment: GestureAttachment, reached: Reached, depth: Int)] {
            var result: [(attachment: GestureAttachment, reached: Reached, depth: Int)] = []
            var insideDisabled = false
            // From the outermost view in; on a view, from the last gesture added (the outermost) back.
            for depth in chain.indices.reversed() where !insideDisabled {
                var kept: [GestureAttachment] = []
                for attachment in chain[depth].node.gestureAttachments.reversed() where !insideDisabled {
                    if attachment.mask.contains(.gesture) { kept.append(attachment) }
                    if !attachment.mask.contains(.subviews) { insideDisabled = true }
                }
                result.insert(contentsOf: kept.reversed().map { ($0, chain[depth], depth) }, at: 0)
            }
            return result
        }
    }

    let root: Node
    private let entries: [TraceEntry]
    private let entryIndex: [ObjectIdentifier: Int]

    /// The targets of the laid-out tree under `root`.
    init(root: Node, layout: LayoutEngine) {
        self.root = root
        entries = TraceWalker.modelEntries(of: root, layout: layout)
        var index: [ObjectIdentifier: Int] = [:]
        for (i, entry) in entries.enumerated() where index[ObjectIdentifier(entry.node)] == nil {
            index[ObjectIdentifier(entry.node)] = i
        }
        entryIndex = index
    }

    /// The view matching `target` (depth first, in tree order) and the views a touch at its centre reaches: those
    /// inside it along single-child wrappers, itself, and its ancestors. nil when no view matches.
    /// With `occurrence` n, the n-th view matching (1 is the first), for a text or symbol that appears several times.
    func find(_ target: String, occurrence: Int = 1) -> Hit? {
        var remaining = occurrence
        func search(_ node: Node) -> Node? {
            guard node.allowsHitTesting else { return nil }
            if node.accessibilityIdentifier == target || node.symbolName == target || node.textContent == target {
                remaining -= 1
                if remaining == 0 { return node }
                // A match's own views are part of it, not further matches.
                return nil
            }
            for child in node.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        guard occurrence >= 1, let found = search(root), let index = entryIndex[ObjectIdentifier(found)] else { return nil }
        var inner: [Reached] = []
        var current = found
        while current.children.count == 1, let child = entryIndex[ObjectIdentifier(current.children[0])] {
            inner.append(reached(child))
            current = current.children[0]
        }
        let reachedView = reached(index)
        return Hit(chain: inner.reversed() + [reachedView] + ancestors(of: index),
                   location: CGPoint(x: reachedView.rect.midX, y: reachedView.rect.midY))
    }

    /// The frontmost leaf view containing `point` (canvas points) and its ancestors; nil when the point is on no
    /// view. Spacers are not hit.
    /// `passingInert`: views whose chain handles no touch are passed through, to the first one below that does.
    func hit(_ point: CGPoint, passingInert: Bool = false) -> Hit? {
        for index in entries.indices.reversed() {
            let entry = entries[index]
            // A scroll view is hit anywhere in its frame (UIScrollView), and its content only inside it.
            let isScroll = entry.node.kind.is(ScrollKind.self)
            // A content shape is hit inside its shape, after the views inside it (they come later in drawing order).
            let isContentShape = entry.node.kind.is(ContentShapeKind.self)
            guard entry.node.children.isEmpty || isScroll || isContentShape, entry.opacity > 0, contains(index, point),
                  isHitTestable(index) else { continue }
            if entry.node.kind.is(SpacerKind.self) || !isInsideEnclosingHitAreas(index, point) { continue }
            let hit = Hit(chain: [reached(index)] + ancestors(of: index), location: point)
            if passingInert && !hit.hasGestures && !isScroll { continue }
            return hit
        }
        return nil
    }

    /// Whether `point` (canvas points) lands on the entry at `index`: mapped back through its offsets, scales and
    /// rotations into its own coordinates, then inside its kind's hit shape (a rotated card is hit on the card, not
    /// in the corners of its bounding box). A view scaled to nothing is not hit.
    private func contains(_ index: Int, _ point: CGPoint) -> Bool {
        let entry = entries[index]
        guard entry.bounds.contains(point), let local = entry.transform.inverted?.apply(to: point) else { return false }
        return entry.node.kind.hitContains(local, size: entry.layer.frame.size)
    }

    /// Whether the entry and every entry around it receive touches.
    private func isHitTestable(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if !entries[i].node.allowsHitTesting { return false }
            current = entries[i].parent
        }
        return true
    }

    /// Whether `point` is inside every scroll view around the entry at `index` (scrolled-away content is not hit)
    /// and every content shape around it (a content shape is the hit area of all it holds, its views included).
    private func isInsideEnclosingHitAreas(_ index: Int, _ point: CGPoint) -> Bool {
        var current = entries[index].parent
        while let parent = current {
            let kind = entries[parent].node.kind
            if kind.is(ScrollKind.self) || kind.is(ContentShapeKind.self), !contains(parent, point) { return false }
            current = entries[parent].parent
        }
        return true
    }

    /// Every identifier in the tree, for error messages.
    /// How many views match `target` (counted as `find(_:occurrence:)` counts them).
    func count(_ target: String) -> Int {
        var count = 0
        func search(_ node: Node) {
            guard node.allowsHitTesting else { return }
            if node.accessibilityIdentifier == target || node.symbolName == target || node.textContent == target {
                count += 1
                return
            }
            node.children.forEach(search)
        }
        search(root)
        return count
    }

    func names() -> [String] {
        var names: [String] = []
        root.forEachNode { node in
            for name in [node.accessibilityIdentifier, node.symbolName, node.textContent].compactMap({ $0 }) where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// The entries around `index`, innermost first.
    private func ancestors(of index: Int) -> [Reached] {
        var result: [Reached] = []
        var current = entries[index].parent
        while let parent = current {
            result.append(reached(parent))
            current = entries[parent].parent
        }
        return result
    }

    /// The entry at `index` as a touch reaches it: its canvas rectangle, and the spaces its gestures measure in.
    private func reached(_ index: Int) -> Reached {
        let entry = entries[index]
        var space = GestureSpace()
        space.local = entry.transform
        space.size = entry.layer.frame.size
        var current: Int? = index
        var named: [(AnyHashable, Transform2D)] = []
        while let i = current {
            if let space = entries[i].node.kind.as(CoordinateSpaceKind.self) {
                named.append((space.spaceName, entries[i].transform))
            }
            current = entries[i].parent
        }
        // The innermost space of a name wins.
        for (name, transform) in named.reversed() { space.named[name] = transform }
        return Reached(node: entry.node, space: space, rect: entry.bounds)
    }
}
