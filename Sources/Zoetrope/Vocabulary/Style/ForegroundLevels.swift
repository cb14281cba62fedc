import Foundation

/// The foreground styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` set: one style per level, primary
/// first. Content with no style of its own (text, shapes, symbols) draws in the primary one; `.secondary` and
/// `.tertiary` inside pick their level's. A level beyond those given (`.tertiary` under two styles, `.quaternary`)
/// is the primary style at that level's opacity, as under a single style (docs/approximations.md).
struct ForegroundLevels: ShapeStyle, PaintResolving {
    /// Primary, secondary and maybe tertiary, each already bound to the foreground around the modifier.
    let styles: [AnyShapeStyle]

    /// The style of `level` (0 = primary) when one was given.
    func style(at level: Int) -> AnyShapeStyle? {
        styles.indices.contains(level) ? styles[level] : nil
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Self.resolve(styles[0], in: environment)
    }

    /// A level's paint. Its styles were bound where they were set, so they resolve without the current foreground
    /// (which is these levels: a relative one would otherwise refer back to them).
    static func resolve(_ style: AnyShapeStyle, in environment: EnvironmentValues) -> ResolvedPaint {
        var outer = environment
        outer.foregroundStyle = nil
        return style.resolvePaint(in: outer)
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style: SwiftUI's `foregroundStyle(_:_:)`. Plain
    /// content draws in `primary`; content styled `.secondary` in `secondary`. Symbols are one layer here, so a
    /// symbol draws in `primary` (docs/approximations.md, "Symbols").
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        ContextView(content: self) { $0.environment.setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)]) }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style: SwiftUI's
    /// `foregroundStyle(_:_:_:)`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        ContextView(content: self) {
            $0.environment.setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
        }
    }
}

extension EnvironmentValues {
    /// Sets `styles` as the foreground's levels, each relative one (`.secondary`) bound to the foreground style
    /// around the modifier, as `foregroundStyle(_:)` binds its style.
    mutating func setForegroundLevels(_ styles: [AnyShapeStyle]) {
        let outer = foregroundStyle
        foregroundStyle = AnyShapeStyle(ForegroundLevels(styles: styles.map { $0.bound(toForeground: outer) }))
    }
}
