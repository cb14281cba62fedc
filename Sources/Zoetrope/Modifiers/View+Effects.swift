import Foundation

extension View {
    /// Moves the drawing by `offset` without changing layout.
    public func offset(_ offset: CGSize) -> some View {
        ModifiedView(content: self, component: "offset", kind: .offset(offset))
    }

    /// Moves the drawing by x and y points without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view with `opacity`, 0...1.
    public func opacity(_ opacity: Double) -> some View {
        ModifiedView(content: self, component: "opacity", kind: .opacity(opacity))
    }

    /// Scales the drawing about `anchor` without changing layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self, component: "scaleEffect", kind: .scale(scale, anchor: anchor))
    }

    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing by x and y about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing clockwise by `angle` about `anchor` without changing layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self, component: "rotationEffect", kind: .rotation(angle, anchor: anchor))
    }
}
