import Foundation

extension View {
    /// Draws a border of `width` points inside the view's frame with `content`: SwiftUI's `border(_:width:)`, an
    /// overlay of `Rectangle().strokeBorder(content, lineWidth: width)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// Lays the view out but draws nothing of it, and touches pass through: SwiftUI's `hidden()`.
    public func hidden() -> some View {
        ModifiedView(content: self, component: "hidden", kind: .opacity(0))
    }

    /// Composites the view's content into one layer before the effects around it: SwiftUI's `compositingGroup()`.
    /// Blend modes inside blend with that layer only (a `.destinationOut` cut-out stops at the group). An opacity
    /// around any group already fades it as one layer in Zoetrope.
    public func compositingGroup() -> some View {
        ModifiedView(content: self, component: "compositingGroup", kind: .compositingGroup)
    }

    /// Renders the view's content offscreen before drawing it: SwiftUI's `drawingGroup(opaque:colorMode:)`, a
    /// performance hint for Metal. The pixels are those of the content drawn directly, which is how Zoetrope
    /// draws it; `opaque` and `colorMode` are accepted.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        ModifiedView(content: self, component: "drawingGroup", kind: .passthrough)
    }

    /// Isolates the view's geometry from its parent's: SwiftUI's `geometryGroup()` (iOS 17). Its position and size
    /// are resolved and animated by the parent and then passed down, so a view inserted inside it during an animation
    /// moves with it, where without the group it would appear at its final place while its ancestors move.
    public func geometryGroup() -> some View {
        ModifiedView(content: self, component: "geometryGroup", kind: .geometryGroup)
    }
}

/// The working colour space of an offscreen rendering: SwiftUI's `ColorRenderingMode`. Zoetrope draws in 8-bit
/// sRGB whichever is asked for.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
