import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// The colour effects in real pixels. Each expected colour is worked out by hand from the W3C Filter Effects 1
/// matrix the effect promises (https://www.w3.org/TR/filter-effects-1/, §9.6 and §12), applied to straight sRGB
/// components 0...1, then × 255. Tolerance ±1.5: 8-bit premultiplied storage and rounding.
@MainActor @Suite struct ColorEffectPixelTests {
    /// Pure sRGB red, green and blue (not the system palette), so the arithmetic stays simple.
    let red = Color(red: 1, green: 0, blue: 0)
    let green = Color(red: 0, green: 1, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    /// A 16 × 16 canvas filled by `content`; every pixel is compared with `expected`.
    func expectFill<V: View>(_ expected: StyleRGB, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                             @ViewBuilder _ content: @escaping @MainActor () -> V) {
        let image = stylePixels(width: 16, height: 16, content)
        expectPixels(image, tolerance: 1.5, what, sourceLocation: sourceLocation) { _, _ in expected }
    }

    @Test func grayscaleHalfOfRed() {
        // grayscale(a), k = 1 − a = 0.5: R' = 0.2126 + 0.7874·0.5 = 0.6063; G' = B' = 0.2126 − 0.2126·0.5 = 0.1063.
        expectFill(StyleRGB(0.6063 * 255, 0.1063 * 255, 0.1063 * 255), "grayscale 0.5") { red.grayscale(0.5) }
    }

    @Test func grayscaleFullOfGreenIsItsLuma() {
        // a = 1: every channel = 0.7152 (green's Rec. 709 weight).
        expectFill(StyleRGB(0.7152 * 255, 0.7152 * 255, 0.7152 * 255), "grayscale 1") { green.grayscale(1) }
    }

    @Test func brightnessAddsToEachChannel() {
        // (0, 0, 1) + 0.25 = (0.25, 0.25, 1).
        expectFill(StyleRGB(63.75, 63.75, 255), "brightness 0.25") { blue.brightness(0.25) }
    }

    @Test func contrastPullsTowardMidGrey() {
        // (c − 0.5)·0.5 + 0.5: 1 → 0.75, 0 → 0.25.
        expectFill(StyleRGB(191.25, 63.75, 63.75), "contrast 0.5") { red.contrast(0.5) }
    }

    @Test func saturationZeroOfGreen() {
        // s = 0: every row is (0.213, 0.715, 0.072); green gives 0.715.
        expectFill(StyleRGB(0.715 * 255, 0.715 * 255, 0.715 * 255), "saturation 0") { green.saturation(0) }
    }

    @Test func hueRotationHalfTurnOfRed() {
        // cos = −1, sin = 0: R' = 0.213 − 0.787 < 0 → 0; G' = 0.213 + 0.213 = 0.426; B' = 0.213 + 0.213 = 0.426.
        expectFill(StyleRGB(0, 0.426 * 255, 0.426 * 255), "hueRotation 180°") { red.hueRotation(.degrees(180)) }
    }

    @Test func colorMultiplyOfWhite() {
        // (1, 1, 1) × (1, 0.5, 0).
        expectFill(StyleRGB(255, 127.5, 0), "colorMultiply") { Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)) }
    }

    @Test func colorInvertOfRed() {
        expectFill(StyleRGB(0, 255, 255), "colorInvert") { red.colorInvert() }
    }

    @Test func luminanceToAlphaOfRedOverWhite() {
        // α = 0.2125 (red's weight), colour black: over the white canvas 255·(1 − 0.2125) = 200.8.
        expectFill(StyleRGB(200.8, 200.8, 200.8), "luminanceToAlpha") { red.luminanceToAlpha() }
    }

    @Test func effectsComposeInModifierOrder() {
        // colorInvert then grayscale(1): (0, 1, 1) → 0.7152 + 0.0722 = 0.7874 in every channel.
        expectFill(StyleRGB(0.7874 * 255, 0.7874 * 255, 0.7874 * 255), "invert, then grayscale") {
            red.colorInvert().grayscale(1)
        }
    }

    @Test func aTranslucentEdgeKeepsItsCoverage() {
        // A 50 % opaque red square, grayscale(1): colour 0.2126 at α 0.5 over white → 255·(0.2126·0.5 + 0.5).
        expectFill(StyleRGB(154.6, 154.6, 154.6), "translucent grayscale") { red.opacity(0.5).grayscale(1) }
    }
}

/// Blend modes in real pixels, expected values by hand from the W3C Compositing and Blending Level 1 formulas
/// (https://www.w3.org/TR/compositing-1/), with opaque colours so B(Cb, Cs) is the result.
@MainActor @Suite struct BlendModePixelTests {
    let yellow = Color(red: 1, green: 1, blue: 0)
    let cyan = Color(red: 0, green: 1, blue: 1)

    func expectBlend(_ mode: BlendMode, _ expected: StyleRGB, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = stylePixels(width: 16, height: 16) { ZStack { yellow; cyan.blendMode(mode) } }
        expectPixels(image, tolerance: 1, "\(mode)", sourceLocation: sourceLocation) { _, _ in expected }
    }

    @Test func separableModes() {
        // Cb = (1, 1, 0), Cs = (0, 1, 1).
        expectBlend(.multiply, StyleRGB(0, 255, 0))          // Cb·Cs
        expectBlend(.screen, StyleRGB(255, 255, 255))        // Cb + Cs − Cb·Cs
        expectBlend(.difference, StyleRGB(255, 0, 255))      // |Cb − Cs|
        expectBlend(.darken, StyleRGB(0, 255, 0))            // min
        expectBlend(.lighten, StyleRGB(255, 255, 255))       // max
        expectBlend(.plusLighter, StyleRGB(255, 255, 255))   // min(1, Cb + Cs)
    }

    @Test func destinationOutCutsOnlyInsideACompositingGroup() {
        // A 10 × 10 cut-out in the middle of a yellow 16 × 16 group: inside it the white canvas shows through
        // (the canvas is outside the group, so it is not cut); elsewhere yellow.
        let image = stylePixels(width: 16, height: 16) {
            ZStack { yellow; Color.black.frame(width: 10, height: 10).blendMode(.destinationOut) }.compositingGroup()
        }
        expectPixels(image, tolerance: 1, "destinationOut") { x, y in
            (3..<13).contains(x) && (3..<13).contains(y) ? .white : StyleRGB(255, 255, 0)
        }
    }
}
