import Foundation

/// Where a drag or flick settles in a scroll view with a `scrollTargetBehavior` (SwiftUI asks the behaviour to
/// update the target the glide would reach; docs/approximations.md, "Scroll targets").
extension ScrollKind {
    /// A canvas length (points) from which its axis counts as a regular size class: every iPhone's portrait width is
    /// below it (compact), every iPad's side above it. Our threshold; iOS decides size classes per device model.
    static let regularSizeClassLength: CGFloat = 600
    /// The perceptual duration (seconds) of the critically damped spring that carries a settling scroll view to its
    /// target. Our estimate: iOS does not publish the curve of a scroll view settling on a target.
    static let settleDuration = 0.5

    /// The offset a drag or flick that began at `began` settles on when its free glide would stop at `free`
    /// (points); `compact` says which axes are in a compact size class (where `.viewAligned`'s automatic limit
    /// applies). Clamped to the content.
    func settledOffset(free: CGPoint, began: CGPoint, in node: Node, compact: Axis.Set) -> CGPoint {
        guard let settle else { return clamped(free, in: node) }
        let viewport = Self.viewport(of: node)
        let targets = settle == .paging ? [] : targetViews(in: node).map(\.offset)
        func along(_ axis: Axis, _ free: CGFloat, _ began: CGFloat) -> CGFloat {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return free }
            switch settle {
            case .paging:
                // The page the glide's end is nearest, at most one page from the page the drag began on.
                let page = axis == .horizontal ? viewport.width : viewport.height
                guard page > 0 else { return free }
                let first = (began / page).rounded()
                return min(max((free / page).rounded(), first - 1), first + 1) * page
            case let .viewAligned(limited):
                // The target whose leading edge is nearest the glide's end; when limited, at most one target from
                // the one nearest where the drag began.
                let edges = (axis == .horizontal ? targets.map(\.x) : targets.map(\.y)).sorted()
                guard !edges.isEmpty else { return free }
                func nearest(_ value: CGFloat) -> Int {
                    edges.indices.min { abs(edges[$0] - value) < abs(edges[$1] - value) }!
                }
                var index = nearest(free)
                let isLimited = limited ?? compact.contains(axis == .horizontal ? .horizontal : .vertical)
                if isLimited {
                    let first = nearest(began)
                    index = min(max(index, first - 1), first + 1)
                }
                return edges[index]
            }
        }
        return clamped(CGPoint(x: along(.horizontal, free.x, began.x), y: along(.vertical, free.y, began.y)), in: node)
    }

    /// A scroll target: a view placed by a layout marked `.scrollTargetLayout()`.
    struct TargetView {
        /// The offset that puts its top-leading corner on the visible area's, clamped to the content (points).
        var offset: CGPoint
        /// Where its top-leading corner is at offset 0, from the visible area's (points), and its size.
        var rect: CGRect
        /// Its `ForEach` element id, if it shows one.
        var id: AnyHashable?
    }

    /// The scroll targets of this scroll view's content in layout order: the views placed by the layouts marked
    /// `.scrollTargetLayout()`, nested scroll views excluded.
    func targetViews(in node: Node) -> [TargetView] {
        let insets = node.scrollInsets
        var offsets: [TargetView] = []
        func visit(_ current: Node, origin: CGPoint) {
            if current.containerTraits.isScrollTargetLayout,
               !(current.children.count == 1 && current.children[0].containerTraits.isScrollTargetLayout) {
                for child in current.children {
                    let corner = CGPoint(x: origin.x + child.frame.minX - insets.leading, y: origin.y + child.frame.minY - insets.top)
                    offsets.append(TargetView(offset: clamped(corner, in: node), rect: CGRect(origin: corner, size: child.frame.size),
                                              id: child.containerTraits.scrollTargetID))
                }
                return
            }
            for child in current.children where !child.kind.is(ScrollKind.self) {
                visit(child, origin: CGPoint(x: origin.x + child.frame.minX, y: origin.y + child.frame.minY))
            }
        }
        for child in node.children { visit(child, origin: child.frame.origin) }
        return offsets
    }

    /// The id of the top-most (leading-most) target showing at `offset`: the first whose far edge is past the visible
    /// area's leading edge by more than half a point.
    func topTargetID(at offset: CGPoint, in node: Node) -> AnyHashable? {
        let vertical = axes.contains(.vertical)
        return targetViews(in: node).first { target in
            (vertical ? target.rect.maxY - offset.y : target.rect.maxX - offset.x) > 0.5
        }?.id
    }
}
