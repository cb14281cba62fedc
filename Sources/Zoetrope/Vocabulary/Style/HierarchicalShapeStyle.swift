import Foundation

/// A style defined by the foreground style in effect where it is set (`.secondary`, `.foreground`): setting one
/// with `foregroundStyle` binds it to the foreground style around it, so it never refers to itself.
protocol ForegroundRelative {
    /// The style bound to `foreground`, the foreground style outside (nil: the default, `.primary`).
    func bound(to foreground: AnyShapeStyle?) -> any ShapeStyle
}

extension AnyShapeStyle {
    /// This style as a foreground style set inside `outer`.
    func bound(toForeground outer: AnyShapeStyle?) -> AnyShapeStyle {
        guard let relative = base as? ForegroundRelative else { return self }
        return AnyShapeStyle(relative.bound(to: outer))
    }
}

extension EnvironmentValues {
    /// The paint of `base` (a bound foreground, or the current one), resolved without letting a relative style
    /// refer back to itself. nil means the default foreground.
    func resolveForeground(_ base: AnyShapeStyle?) -> ResolvedPaint? {
        guard var base = base ?? foregroundStyle else { return nil }
        // A level of a level is a level of the same base: SwiftUI's levels do not compound.
        while let hierarchical = base.base as? HierarchicalShapeStyle {
            guard let inner = hierarchical.base else { return nil }
            base = inner
        }
        if let foreground = base.base as? ForegroundStyle {
            guard let inner = foreground.base else { return nil }
            base = inner
        }
        var outer = self
        outer.foregroundStyle = nil
        return base.resolvePaint(in: outer)
    }
}

extension EnvironmentValues {
    /// The levels `foregroundStyle(_:_:)` set, when `base` (a bound foreground, or the current one) is they or a
    /// level of them.
    func foregroundLevels(_ base: AnyShapeStyle?) -> ForegroundLevels? {
        var style = base ?? foregroundStyle
        while let hierarchical = style?.base as? HierarchicalShapeStyle { style = hierarchical.base }
        if let foreground = style?.base as? ForegroundStyle { style = foreground.base }
        return style?.base as? ForegroundLevels
    }
}

/// A level of the current foreground style: SwiftUI's `HierarchicalShapeStyle` (`.primary` … `.quaternary`).
///
/// Over the default foreground the levels are the system label colours (fidelity.md §8.4). Over any other style
/// the style's opacity is multiplied by the label colours' opacities: 1, 0.6, 0.3, 0.18 (0.16 in dark mode). Under
/// `foregroundStyle(_:_:)` / `(_:_:_:)` a level given there is that style (ForegroundLevels).
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolving, ForegroundRelative {
    /// 0 = primary … 3 = quaternary.
    let level: Int
    /// The foreground it was bound to when set as a foreground style.
    var base: AnyShapeStyle?

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The system label colours of each level.
    static let labels: [Color] = [
        .primary, .secondary,
        .system((60, 60, 67), (235, 235, 245), opacity: 0.3),
        .system((60, 60, 67), (235, 235, 245), opacity: 0.18, darkOpacity: 0.16),
    ]

    func bound(to foreground: AnyShapeStyle?) -> any ShapeStyle {
        HierarchicalShapeStyle(level: level, base: foreground)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let level = min(max(self.level, 0), 3)
        if let style = environment.foregroundLevels(base)?.style(at: level) {
            return ForegroundLevels.resolve(style, in: environment)
        }
        guard let paint = environment.resolveForeground(base) else {
            return Self.labels[level].resolvePaint(in: environment)
        }
        let factors: [Float] = environment.colorScheme == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        return paint.multiplyingOpacity(by: factors[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The current foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// The current foreground style, second level.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// The current foreground style, third level.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// The current foreground style, fourth level.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// The current foreground style: SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, PaintResolving, ForegroundRelative {
    var base: AnyShapeStyle?

    public init() {}

    func bound(to foreground: AnyShapeStyle?) -> any ShapeStyle {
        var copy = self
        copy.base = foreground
        return copy
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.resolveForeground(base) ?? Color.primary.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the environment (the accent colour unless `.tint` sets one): SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, PaintResolving {
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.tint.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
