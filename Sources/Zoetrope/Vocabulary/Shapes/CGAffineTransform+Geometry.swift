import Foundation

extension CGRect {
    /// The smallest rectangle holding this one's four corners mapped through `t`: Core Graphics'
    /// `CGRect.applying(_:)`. A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension CGSize {
    /// The size as a vector mapped through `t`'s linear part (no translation): Core Graphics'
    /// `CGSize.applying(_:)`, (a·w + c·h, b·w + d·h). The result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
