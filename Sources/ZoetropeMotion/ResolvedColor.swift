import Foundation

/// A colour as it animates: SwiftUI's `Color.Resolved` — linear (de-gamma'd) sRGB components plus straight
/// opacity (fidelity.md §0, the iOS 18 SDK rule). Its animatable data is (linear r, g, b, opacity) × 128.
/// The view layer can expose it as `Color.Resolved`.
public struct ResolvedColor: Hashable, Sendable {
    /// Linear-light red, green, blue (0…1 in gamut) and straight opacity.
    public var linearRed: Float
    /// Linear-light green.
    public var linearGreen: Float
    /// Linear-light blue.
    public var linearBlue: Float
    /// Straight (not premultiplied) opacity, 0…1.
    public var opacity: Float

    /// A colour from linear components.
    public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
        self.linearRed = linearRed
        self.linearGreen = linearGreen
        self.linearBlue = linearBlue
        self.opacity = opacity
    }

    /// A colour from gamma-encoded sRGB components (0…1), converted with the sRGB transfer function.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
        self.init(linearRed: Self.linear(red), linearGreen: Self.linear(green), linearBlue: Self.linear(blue), opacity: opacity)
    }

    /// Gamma-encoded sRGB red, green, blue.
    public var red: Float { Self.encoded(linearRed) }
    /// Gamma-encoded sRGB green.
    public var green: Float { Self.encoded(linearGreen) }
    /// Gamma-encoded sRGB blue.
    public var blue: Float { Self.encoded(linearBlue) }

    /// sRGB decoding (extended: odd-symmetric beyond [0, 1]).
    static func linear(_ c: Float) -> Float {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// sRGB encoding (extended: odd-symmetric beyond [0, 1]).
    static func encoded(_ l: Float) -> Float {
        let a = abs(l)
        let c = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }
}

extension ResolvedColor: Animatable {
    /// ((r, g), (b, opacity)) in linear light, each × 128 (§0).
    public var animatableData: AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>> {
        get {
            AnimatablePair(AnimatablePair(linearRed * 128, linearGreen * 128), AnimatablePair(linearBlue * 128, opacity * 128))
        }
        set {
            linearRed = newValue.first.first / 128
            linearGreen = newValue.first.second / 128
            linearBlue = newValue.second.first / 128
            opacity = newValue.second.second / 128
        }
    }
}
