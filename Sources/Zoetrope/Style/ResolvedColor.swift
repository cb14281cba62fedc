import Foundation
import ZoetropeDisplay

/// A concrete colour: sRGB-encoded components and straight opacity, 0...1 (SwiftUI's `Color.Resolved` keeps
/// linear components; Zoetrope converts when it animates, fidelity.md §0).
struct ResolvedColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    static let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)

    var displayColor: DisplayColor { DisplayColor(red: red, green: green, blue: blue, alpha: opacity) }

    /// sRGB transfer function, encoded → linear.
    static func linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, linear → encoded.
    static func encoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// The animatable vector: linear R, G, B and opacity, each × 128 (fidelity.md §0).
    var animatableVector: Vector4 {
        Vector4(Self.linear(red) * 128, Self.linear(green) * 128, Self.linear(blue) * 128, opacity * 128)
    }

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    init(animatableVector v: Vector4) {
        red = Self.encoded(v.x / 128)
        green = Self.encoded(v.y / 128)
        blue = Self.encoded(v.z / 128)
        opacity = min(max(v.w / 128, 0), 1)
    }
}
