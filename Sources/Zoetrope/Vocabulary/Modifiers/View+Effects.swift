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

extension View {
    /// Draws a shadow of the view's content (its alpha, blurred, tinted and offset) below it: SwiftUI's
    /// `.shadow(color:radius:x:y:)`. `radius` is taken as the Gaussian's standard deviation in points; radius and
    /// offset animate, the colour does not.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        EnvironmentModifiedView(content: self, component: "shadow") {
            .shadow(color: color.resolve(in: $0.colorScheme), radius: radius, x: x, y: y)
        }
    }

    /// Blurs the view's drawing: SwiftUI's `.blur(radius:opaque:)`. `radius` is the Gaussian's standard deviation
    /// in points and animates; `opaque` keeps the view's own alpha (edges stay sharp, colours blur).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedView(content: self, component: "blur", kind: .blur(radius: radius, opaque: opaque))
    }
}

/// A view wrapped in one modifier node whose kind depends on the environment (a colour resolved for the scheme).
struct EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let component: String
    let kind: (EnvironmentValues) -> NodeKind

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let kind = self.kind(context.environment)
        return context.wrapEach(content, component: component) { _ in kind }
    }
}
