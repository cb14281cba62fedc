import Foundation
import Testing
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeSnapshot

/// Verdicts on frames whose differences are known by construction; counts and places worked out by hand.
@Suite struct PixelComparisonTests {
    typealias Window = PixelComparison.Window

    @Test func identicalFramesMatchByBytes() {
        let frame = ImageFixtures.drawnScreen()
        let result = PixelComparison.compare(frame, frame)
        #expect(result.byteIdentical && result.matches && !result.sizeMismatch)
        #expect(result.differingPixels == 0 && result.worstWindow == nil && result.changedBounds == nil)
        #expect(result.difference == nil) // not asked for
        #expect(result.description == "identical")
    }

    @Test func rowPaddingDoesNotMakeFramesDiffer() {
        let frame = ImageFixtures.flat(width: 3, height: 2, red: 10, green: 20, blue: 30)
        var padded = RasterImage(width: 3, height: 2, bytesPerRow: 16, pixels: [UInt8](repeating: 7, count: 32))
        for y in 0..<2 { padded.pixels.replaceSubrange(y * 16..<y * 16 + 12, with: frame.pixels[y * 12..<y * 12 + 12]) }
        #expect(PixelComparison.compare(frame, padded).byteIdentical)
    }

    @Test func thresholdIsPixelmatchsYIQDistance() {
        // A grey step of s changes only Y (I and Q weights sum to 0), so delta = 0.5053·s²; the limit at threshold
        // 0.1 is 35215 × 0.01 = 352.15. s = 26: 341.6, under. s = 27: 368.4, over.
        let white = ImageFixtures.flat(width: 20, height: 20, red: 255, green: 255, blue: 255)
        let step26 = ImageFixtures.setting(white, x: 10, y: 10, bgra: [229, 229, 229, 255])
        let step27 = ImageFixtures.setting(white, x: 10, y: 10, bgra: [228, 228, 228, 255])
        #expect(PixelComparison.compare(white, step26).differingPixels == 0)
        #expect(PixelComparison.compare(white, step27).differingPixels == 1)
        #expect(PixelComparison.compare(white, step26, options: .exact).differingPixels == 1)
    }

    @Test func translucentPixelsCompareOverWhite() {
        // Black at alpha 128 over white is 255 − 128 = 127 in each channel: the same as opaque grey 127.
        let translucent = RasterImage(width: 2, height: 2, bytesPerRow: 8, pixels: [0, 0, 0, 128, 0, 0, 0, 128,
                                                                                     0, 0, 0, 128, 0, 0, 0, 128])
        let grey = ImageFixtures.flat(width: 2, height: 2, red: 127, green: 127, blue: 127)
        let result = PixelComparison.compare(translucent, grey, options: .exact)
        #expect(!result.byteIdentical && result.matches && result.differingPixels == 0)
    }

    @Test func halfPixelShiftOfAntialiasedEdgesPasses() {
        let baseline = ImageFixtures.drawnScreen(), shifted = ImageFixtures.drawnScreen(shiftedBy: 0.5)
        let result = PixelComparison.compare(baseline, shifted)
        #expect(!result.byteIdentical)
        #expect(result.matches, "\(result)")
        #expect(result.antialiasedPixels > 0)
        // The exemption is what lets it through: counting anti-aliased pixels, the same frames fail. Each row of a
        // straight vertical edge changes one pixel (its coverage moves by half): the card's two edges have
        // 220 − 2 × 16 = 188 such rows each, the button's 56 − 2 × 12 = 32, so at least 2 × 188 + 2 × 32 = 440 > 320.
        let strict = PixelComparison.compare(baseline, shifted, options: .init(includeAntialiasing: true))
        #expect(!strict.matches)
        #expect(strict.differingPixels >= 440)
        #expect(strict.failures.contains(.tooManyDifferingPixels(count: strict.differingPixels, allowed: 320)))
        #expect(strict.differingPixels == result.differingPixels + result.antialiasedPixels)
    }

    @Test func denseSixBySixChangeFailsThroughTheWindowBudget() {
        // Recolour x 100...105, y 320...325 inside the button (x 40...360, y 300...356) to red.
        let baseline = ImageFixtures.drawnScreen()
        #expect(baseline.rgba(x: 100, y: 320) == (0, 122, 255, 255) && baseline.rgba(x: 105, y: 325) == (0, 122, 255, 255))
        var changed = baseline
        for y in 320...325 { for x in 100...105 { ImageFixtures.set(&changed, x: x, y: y, bgra: [48, 59, 255, 255]) } }
        let result = PixelComparison.compare(baseline, changed)
        // 36 px: under the whole-frame budget of 0.001 × 400 × 800 = 320, over the 16 allowed in an 8×8 square.
        #expect(PixelComparison.Options().allowedDifferingPixels(outOf: 400 * 800) == 320)
        #expect(result.differingPixels == 36 && result.antialiasedPixels == 0)
        // The first square in reading order holding all 36: top-left at (105 − 7, 325 − 7).
        #expect(result.worstWindow == Window(x: 98, y: 318, count: 36))
        #expect(result.failures == [.denseChange(Window(x: 98, y: 318, count: 36), side: 8, allowed: 16)])
        #expect(result.changedBounds == CGRect(x: 100, y: 320, width: 6, height: 6))
        #expect(!result.matches)
        #expect(result.description.hasPrefix("36 px differ in the 8×8 px square at (98, 318), more than the 16 allowed"))
    }

    /// `count` black pixels on a white 400×800 frame, at least 25 px apart: x = 12 + 25·i (16 columns),
    /// y = 10 + 38·j, filled row by row.
    func scattered(_ count: Int) -> (RasterImage, RasterImage) {
        let white = ImageFixtures.flat(width: 400, height: 800, red: 255, green: 255, blue: 255)
        var dotted = white
        for k in 0..<count { ImageFixtures.set(&dotted, x: 12 + 25 * (k % 16), y: 10 + 38 * (k / 16), bgra: [0, 0, 0, 255]) }
        return (white, dotted)
    }

    /// Decision: 300 isolated changed pixels pass. No square holds more than one, and 300 ≤ 320, the whole-frame
    /// budget. Isolated pixels are what environment noise looks like (rounding in blends and gradients); a changed
    /// view makes connected areas, which the window budget catches. The whole-frame budget bounds the noise: one
    /// more than 320 fails. Where any change must fail, `Options.exact` does that.
    @Test func scatteredPixelsPassUpToTheWholeFrameBudget() {
        let (white, dotted) = scattered(300)
        let result = PixelComparison.compare(white, dotted)
        #expect(result.differingPixels == 300 && result.antialiasedPixels == 0)
        // The first dot is (12, 10); the first square holding it starts at (12 − 7, 10 − 7).
        #expect(result.worstWindow == Window(x: 5, y: 3, count: 1))
        // Dots span x 12...387 and y 10 + 38·0 ... 10 + 38·18 = 694.
        #expect(result.changedBounds == CGRect(x: 12, y: 10, width: 376, height: 685))
        #expect(result.matches, "\(result)")
        #expect(!PixelComparison.compare(white, dotted, options: .exact).matches)

        let (_, tooMany) = scattered(321)
        let over = PixelComparison.compare(white, tooMany)
        #expect(over.failures == [.tooManyDifferingPixels(count: 321, allowed: 320)])
    }

    @Test func sizeMismatchFailsAndMarksTheMissingRows() {
        let small = ImageFixtures.flat(width: 10, height: 10, red: 255, green: 255, blue: 255)
        let tall = ImageFixtures.flat(width: 10, height: 11, red: 255, green: 255, blue: 255)
        let result = PixelComparison.compare(small, tall, makeDifference: true)
        #expect(result.sizeMismatch && !result.matches)
        #expect(result.failures.first == .sizeMismatch(baseline: .init(width: 10, height: 10), actual: .init(width: 10, height: 11)))
        #expect(result.differingPixels == 10) // the row only the actual frame has
        #expect(result.changedBounds == CGRect(x: 0, y: 10, width: 10, height: 1))
        let difference = try! #require(result.difference)
        #expect(difference.width == 10 && difference.height == 11)
        #expect(difference.rgba(x: 3, y: 10) == (255, 0, 0, 255) && difference.rgba(x: 3, y: 9) == (255, 255, 255, 255))
    }

    @Test func differenceImageIsRedOverAFadedBaseline() throws {
        // Baseline grey 128 fades to 255 + (128 − 255) × 0.1 = 242.3 → 242; the changed 3×3 block at 7...9 is red;
        // the outline is the ring 3 to 4 px outside it: inside 3...13 (7 − 4, 9 + 4), outside 5...11 (7 − 2, 9 + 2).
        let grey = ImageFixtures.flat(width: 20, height: 20, red: 128, green: 128, blue: 128)
        var changed = grey
        for y in 7...9 { for x in 7...9 { ImageFixtures.set(&changed, x: x, y: y, bgra: [0, 0, 0, 255]) } }
        let result = PixelComparison.compare(grey, changed, makeDifference: true)
        let difference = try #require(result.difference)
        #expect(difference.width == 20 && difference.height == 20 && difference.isOpaque)
        for y in 0..<20 {
            for x in 0..<20 {
                let expected = if (7...9).contains(x) && (7...9).contains(y) {
                    (255, 0, 0, 255)
                } else if (3...13).contains(x) && (3...13).contains(y) && !((5...11).contains(x) && (5...11).contains(y)) {
                    (255, 0, 255, 255)
                } else {
                    (242, 242, 242, 255)
                }
                #expect(difference.rgba(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func differenceImageShowsAntialiasingInYellow() throws {
        let result = PixelComparison.compare(ImageFixtures.drawnScreen(), ImageFixtures.drawnScreen(shiftedBy: 0.5),
                                             makeDifference: true)
        let difference = try #require(result.difference)
        var yellow = 0, red = 0, magenta = 0
        for y in 0..<difference.height {
            for x in 0..<difference.width {
                let p = difference.rgba(x: x, y: y)
                if p == (255, 255, 0, 255) { yellow += 1 }
                if p == (255, 0, 0, 255) { red += 1 }
                if p == (255, 0, 255, 255) { magenta += 1 }
            }
        }
        // Every differing pixel is exempt here, so there is nothing to outline.
        #expect(result.differingPixels == 0 && yellow == result.antialiasedPixels && red == 0 && magenta == 0)
    }

    @Test func identicalFramesGiveAPlainFadedDifference() throws {
        let white = ImageFixtures.flat(width: 4, height: 4, red: 255, green: 255, blue: 255)
        let difference = try #require(PixelComparison.compare(white, white, makeDifference: true).difference)
        #expect(difference == white)
    }
}
