import Foundation
import ZoetropeDisplay

/// A shadow a shape style casts: SwiftUI's `ShadowStyle` (iOS 16), for `ShapeStyle.shadow(_:)`. A drop shadow falls
/// outside the shape, below it; an inner shadow falls inside it, cast by its edges. `radius` is the Gaussian's
/// standard deviation in points, as for `View.shadow`.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    /// A shadow outside the shape, offset by `x`, `y`.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow inside the shape, cast by its edges as if they were offset by `x`, `y`.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }
}

/// A shape style with a shadow: what SwiftUI's `ShapeStyle.shadow(_:)` returns. It paints as its base does; a shape
/// filled or stroked with it also draws the shadow (text and symbols in it draw without).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving, ShadowCarrying {
    let base: Base
    let style: ShadowStyle

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { AnyShapeStyle(base).resolvePaint(in: environment) }

    var shadowStyles: [ShadowStyle] { ((base as? ShadowCarrying)?.shadowStyles ?? []) + [style] }
}

/// A style that carries shadows (`_ShadowShapeStyle`), outermost last.
protocol ShadowCarrying {
    var shadowStyles: [ShadowStyle] { get }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow: SwiftUI's `ShapeStyle.shadow(_:)` (`.white.shadow(.inner(radius: 4))`).
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, style: style) }
}

extension AnyShapeStyle {
    /// The shadows this style casts, if it is a shadowed style.
    var shadowStyles: [ShadowStyle] {
        if let carrying = base as? ShadowCarrying { return carrying.shadowStyles }
        if let inner = base as? AnyShapeStyle { return inner.shadowStyles }
        return []
    }
}

/// A shape style's shadow resolved for a colour scheme.
struct ResolvedShapeShadow: Hashable, Sendable {
    var shadow: LayerShadow
    var isInner: Bool

    init(_ style: ShadowStyle, scheme: ColorScheme) {
        shadow = LayerShadow(color: style.color.resolve(in: scheme).displayColor, radius: max(Double(style.radius), 0),
                             x: Double(style.x), y: Double(style.y))
        isInner = style.isInner
    }

    /// `shape` (a filled outline `path`) with its shadows: inner ones drawn inside the outline over it, cast by
    /// the outside of the outline (a ring around it, masked away); drop ones below the whole.
    static func items(_ shape: ShapeItem, path: DisplayPath, shadows: [ResolvedShapeShadow]) -> DisplayItem {
        var children: [DisplayItem] = [.shape(shape)]
        let bounds = path.boundingRect
        for inner in shadows where inner.isInner && shape.stroke == nil {
            let reach = 3 * inner.shadow.radius + abs(inner.shadow.x) + abs(inner.shadow.y) + 1
            var ring = DisplayPath.rect(bounds.insetBy(dx: -reach, dy: -reach))
            // The ring's hole is the outline grown by about a pixel (scaled about its centre: 0.35 pt out where it is
            // narrowest), so the ring's own anti-aliased edge stays outside the mask and does not darken the outline.
            let grow = 1 + 0.7 / max(min(bounds.width, bounds.height), 1)
            let centre = CGPoint(x: bounds.midX, y: bounds.midY)
            ring.elements += path.applying(Transform2D(a: grow, b: 0, c: 0, d: grow, tx: Double(centre.x) * (1 - grow),
                                                       ty: Double(centre.y) * (1 - grow))).elements
            var caster = GroupItem(children: [.shape(ShapeItem(path: ring, paint: .color(.black), fillRule: .evenOdd))])
            caster.shadow = inner.shadow
            // Masked by the outline rather than clipped to it: a clip would also keep the ring out of the layer its
            // shadow is made from.
            var masked = GroupItem(children: [.group(caster)])
            masked.mask = [.shape(ShapeItem(path: path, paint: .color(.black), fillRule: shape.fillRule))]
            children.append(.group(masked))
        }
        var item = children.count == 1 ? children[0] : .group(GroupItem(children: children))
        for drop in shadows where !drop.isInner {
            var group = GroupItem(children: [item])
            group.shadow = drop.shadow
            item = .group(group)
        }
        return item
    }
}
