import Foundation

/// A shape style at a fraction of its opacity: what SwiftUI's `ShapeStyle.opacity(_:)` returns.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving {
    let base: Base
    let opacity: Double

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let factor = opacity.isFinite ? Float(min(max(opacity, 0), 1)) : 0
        return AnyShapeStyle(base).resolvePaint(in: environment).multiplyingOpacity(by: factor)
    }
}

extension ShapeStyle {
    /// This style with every colour's opacity multiplied by `opacity` (0…1): SwiftUI's `ShapeStyle.opacity(_:)`
    /// (`.teal.gradient.opacity(0.5)`). A material is drawn at its own opacity (docs/approximations.md, "Background
    /// style").
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension View {
    /// Sets the style `.background` stands for inside this view, and that `background(in:)` fills with: SwiftUI's
    /// `backgroundStyle(_:)` (iOS 16).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.backgroundStyle = AnyShapeStyle(style) }
    }

    /// Fills `shape` with the background style (`backgroundStyle(_:)`, else the system background) behind this view,
    /// sized to it: SwiftUI's `background(in:fillStyle:)`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
