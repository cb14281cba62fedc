import Foundation

/// A colour matrix filter of a layer, as SVG's `feColorMatrix` defines it: each pixel's straight-alpha sRGB
/// components (r, g, b, a, 1) times a 4 × 5 matrix, clamped to 0...1. The matrices of SwiftUI's colour effects are
/// built from the W3C Filter Effects Module Level 1 definitions (§9.6 `feColorMatrix`, §12 filter functions):
/// https://www.w3.org/TR/filter-effects-1/
public struct ColorMatrix: Hashable, Sendable {
    /// Rows R, G, B, A; each row is the weights of r, g, b, a and a constant.
    public var rows: [[Double]]

    public init(rows: [[Double]]) { self.rows = rows }

    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Adds `amount` to red, green and blue (SwiftUI's `brightness`: 0 changes nothing, 1 is white). Not SVG's
    /// multiplying `brightness()`: Apple documents `GraphicsContext.Filter.brightness(_:)` as "an amount to add to
    /// the pixel's color components", matching Core Image's `CIColorControls` brightness.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Scales red, green and blue away from mid-grey by `amount`: c' = (c − 0.5)·amount + 0.5 (W3C `contrast()`:
    /// slope = amount, intercept = −0.5·amount + 0.5). Negative amounts also invert.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
    }

    /// `feColorMatrix type="saturate"` with value `s` (0: grey, 1: unchanged, above 1: more saturated).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
                           [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
                           [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
                           [0, 0, 0, 1, 0]])
    }

    /// The W3C `grayscale(amount)` function (0: unchanged, 1: fully grey), with its Rec. 709 luma weights
    /// 0.2126, 0.7152, 0.0722.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - min(max(amount, 0), 1)
        return ColorMatrix(rows: [[0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0],
                                  [0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0],
                                  [0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0],
                                  [0, 0, 0, 1, 0]])
    }

    /// `feColorMatrix type="hueRotate"` by `radians`.
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [[0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0],
                                  [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0],
                                  [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0],
                                  [0, 0, 0, 1, 0]])
    }

    /// Multiplies each component by the colour's (SwiftUI's `colorMultiply`).
    public static func multiply(red: Double, green: Double, blue: Double, alpha: Double) -> ColorMatrix {
        ColorMatrix(rows: [[red, 0, 0, 0, 0], [0, green, 0, 0, 0], [0, 0, blue, 0, 0], [0, 0, 0, alpha, 0]])
    }

    /// c' = 1 − c for red, green and blue; alpha kept (SwiftUI's `colorInvert`, W3C `invert(1)`).
    public static let inversion = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// `feColorMatrix type="luminanceToAlpha"`: alpha = 0.2125 r + 0.7154 g + 0.0721 b, colour black.
    public static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                                            [0.2125, 0.7154, 0.0721, 0, 0]])

    /// The straight-alpha colour (r, g, b, a) through the matrix, each component clamped to 0...1.
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let m = rows[i]
            return min(max(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4], 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }
}
