import Foundation
import ZoetropeDisplay

/// A translucent, blurred backdrop: SwiftUI's `Material`, approximated as fidelity.md §8.5 describes — what is
/// behind the shape blurred by 10 / 20 / 30 / 40 / 50 pt (ultraThin … ultraThick), saturated × 1.8, under a white
/// overlay at 0.70 … 0.90 (light) or a (28, 28, 30) overlay at 0.65 … 0.85 (dark). `.bar` uses `.regular`'s values.
public struct Material: Hashable, Sendable, ShapeStyle, PaintResolving {
    /// 0 = ultraThin … 4 = ultraThick.
    let thickness: Int

    public static let ultraThinMaterial = Material(thickness: 0)
    public static let thinMaterial = Material(thickness: 1)
    public static let regularMaterial = Material(thickness: 2)
    public static let thickMaterial = Material(thickness: 3)
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The material of system bars; drawn as `.regularMaterial`.
    public static let bar = Material(thickness: 2)

    /// The backdrop saturation factor of every material.
    static let saturation = 1.8

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let step = Double(thickness)
        let overlay = environment.colorScheme == .dark
            ? DisplayColor(red255: 28, green: 28, blue: 30, alpha: 0.65 + 0.05 * step)
            : DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.70 + 0.05 * step)
        return .material(MaterialPaint(blurRadius: 10 + 10 * step, saturation: Self.saturation, overlay: overlay))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
