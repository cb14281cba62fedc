import Foundation

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
