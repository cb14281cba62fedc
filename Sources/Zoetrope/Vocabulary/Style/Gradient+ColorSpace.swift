import Foundation

extension Gradient {
    /// How colours are interpolated between two ends: SwiftUI's `Gradient.ColorSpace`, which `Color.mix(with:by:in:)`
    /// takes (gradients themselves always interpolate in `.device` here, docs/approximations.md).
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case device
            case perceptual
        }

        let kind: Kind

        /// In the output colour space: the gamma-encoded sRGB components, as gradients draw.
        public static let device = ColorSpace(kind: .device)
        /// In a perceptual colour space, taken to be Oklab (Apple does not name it; docs/approximations.md).
        public static let perceptual = ColorSpace(kind: .perceptual)

        /// The colour `fraction` of the way from `from` (0) to `to` (1); opacity is interpolated straight, as it is
        /// stored.
        func interpolate(_ from: ResolvedColor, _ to: ResolvedColor, by fraction: Double) -> ResolvedColor {
            let t = Float(fraction)
            func lerp(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
            let opacity = lerp(from.opacity, to.opacity)
            switch kind {
            case .device:
                return ResolvedColor(red: lerp(from.red, to.red), green: lerp(from.green, to.green),
                                     blue: lerp(from.blue, to.blue), opacity: opacity)
            case .perceptual:
                let a = Oklab(from), b = Oklab(to)
                let mixed = Oklab(lightness: lerp(a.lightness, b.lightness), a: lerp(a.a, b.a), b: lerp(a.b, b.b))
                return mixed.resolved(opacity: opacity)
            }
        }
    }
}

/// A colour in Björn Ottosson's Oklab (2020): lightness and two opponent axes, made so that equal distances look
/// about equally different. The perceptual space of `Gradient.ColorSpace.perceptual`.
struct Oklab {
    var lightness: Float
    var a: Float
    var b: Float
}

extension Oklab {
    /// From linear sRGB: to the LMS cone responses, a cube root, then to L, a, b (Ottosson's published matrices).
    init(_ color: ResolvedColor) {
        let r = color.linearRed, g = color.linearGreen, bl = color.linearBlue
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// Back to linear sRGB (the inverse matrices, cubing in between), clamped to the gamut.
    func resolved(opacity: Float) -> ResolvedColor {
        let l0 = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m0 = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s0 = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l = l0 * l0 * l0, m = m0 * m0 * m0, s = s0 * s0 * s0
        func clamped(_ x: Float) -> Float { min(max(x, 0), 1) }
        return ResolvedColor(linearRed: clamped(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                             linearGreen: clamped(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                             linearBlue: clamped(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
                             opacity: opacity)
    }
}
