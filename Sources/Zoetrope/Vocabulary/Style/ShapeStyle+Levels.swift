import Foundation

/// A lower level of a shape style: what SwiftUI's `ShapeStyle.secondary`, `.tertiary` and `.quaternary` instance
/// properties return (iOS 17; `.background.secondary`, `Color.blue.tertiary`).
///
/// The background style's levels are the system's grouped background colours (system, secondary, tertiary system
/// background; the quaternary level repeats the tertiary). Any other style keeps its colours at the opacities of the
/// foreground's levels (60 %, 30 %, 18 % in light mode, 16 % in dark), as a `HierarchicalShapeStyle` bound
/// to it does.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolving {
    let base: Base
    /// 1 = secondary … 3 = quaternary.
    let level: Int

    static var backgrounds: [Color] {
        [.systemBackground, UIColor.secondarySystemBackground.color, UIColor.tertiarySystemBackground.color,
         UIColor.tertiarySystemBackground.color]
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let level = min(max(self.level, 0), 3)
        if base is BackgroundStyle, environment.backgroundStyle == nil {
            return Self.backgrounds[level].resolvePaint(in: environment)
        }
        let factors: [Float] = environment.colorScheme == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        return AnyShapeStyle(base).resolvePaint(in: environment).multiplyingOpacity(by: factors[level])
    }
}

extension ShapeStyle {
    /// The second level of this style: SwiftUI's `ShapeStyle.secondary` (iOS 17).
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 1) }
    /// The third level of this style: SwiftUI's `ShapeStyle.tertiary` (iOS 17).
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 2) }
    /// The fourth level of this style: SwiftUI's `ShapeStyle.quaternary` (iOS 17).
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, level: 3) }
}
