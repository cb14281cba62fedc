import Foundation
import ZoetropeDisplay

/// The view layer's use of `ResolvedColor` (SwiftUI's `Color.Resolved`: linear sRGB plus opacity).
extension ResolvedColor {
    static let clear = ResolvedColor(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0)

    /// The colour as the rasterizer draws it: sRGB-encoded components, straight alpha.
    var displayColor: DisplayColor {
        DisplayColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(min(max(opacity, 0), 1)))
    }

    /// The animatable vector: linear R, G, B and opacity, each × 128 (fidelity.md §0).
    var animatableVector: Vector4 {
        Vector4(Double(linearRed) * 128, Double(linearGreen) * 128, Double(linearBlue) * 128, Double(opacity) * 128)
    }

    init(animatableVector v: Vector4) {
        self.init(linearRed: Float(min(max(v.x / 128, 0), 1)), linearGreen: Float(min(max(v.y / 128, 0), 1)),
                  linearBlue: Float(min(max(v.z / 128, 0), 1)), opacity: Float(min(max(v.w / 128, 0), 1)))
    }
}
