import Testing
import ZoetropeDisplay
@testable import ZoetropeSnapshot

/// Layout of the three-up and the frame strip, pixel by pixel on tiny frames.
@Suite struct CompositeTests {
    func flat(_ width: Int, _ height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> RasterImage {
        ImageFixtures.flat(width: width, height: height, red: r, green: g, blue: b)
    }

    func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    static let grey = [128, 128, 128, 255]

    @Test func threeUpPlacesPanelsEightPixelsApartAndPadsShorterOnes() {
        // 3×2 red | 8 px gap | 4×3 blue | 8 px gap | 4×3 green: 3 + 8 + 4 + 8 + 4 = 27 wide, 3 tall.
        let image = ThreeUp.image(baseline: flat(3, 2, 255, 0, 0), actual: flat(4, 3, 0, 0, 255),
                                  difference: flat(4, 3, 0, 255, 0))
        #expect(image.width == 27 && image.height == 3 && image.isOpaque)
        #expect(rgb(image, 0, 0) == [255, 0, 0, 255] && rgb(image, 2, 1) == [255, 0, 0, 255])
        #expect(rgb(image, 0, 2) == Self.grey) // below the shorter baseline
        #expect(rgb(image, 3, 0) == Self.grey && rgb(image, 10, 2) == Self.grey)
        #expect(rgb(image, 11, 0) == [0, 0, 255, 255] && rgb(image, 14, 2) == [0, 0, 255, 255])
        #expect(rgb(image, 15, 1) == Self.grey && rgb(image, 22, 1) == Self.grey)
        #expect(rgb(image, 23, 0) == [0, 255, 0, 255] && rgb(image, 26, 2) == [0, 255, 0, 255])
    }

    @Test func threeUpWithoutADifferenceHasTwoPanels() {
        let image = ThreeUp.image(baseline: flat(3, 2, 255, 0, 0), actual: flat(4, 2, 0, 0, 255), difference: nil)
        #expect(image.width == 3 + 8 + 4 && image.height == 2)
    }

    @Test func translucentPanelsAreCompositedOverTheGrey() {
        // Black at alpha 128 over grey 128: 0 + 128 × (255 − 128) / 255 = 63.75 → 64.
        let halfBlack = RasterImage(width: 1, height: 1, bytesPerRow: 4, pixels: [0, 0, 0, 128])
        let image = ThreeUp.image(baseline: halfBlack, actual: halfBlack, difference: nil)
        #expect(rgb(image, 0, 0) == [64, 64, 64, 255])
    }

    @Test func frameStripShrinksEachFrameWithABoxFilter() {
        // Frame 1, 4×4: quadrants black, white / red, blue. Frame 2, 4×4: columns alternating black and white,
        // so every 2×2 block averages (0 + 255 + 0 + 255) / 4 = 127.5 → 128.
        var quadrants = flat(4, 4, 0, 0, 0)
        var stripes = flat(4, 4, 0, 0, 0)
        for y in 0..<4 {
            for x in 0..<4 {
                let colour: [UInt8] = switch (x < 2, y < 2) {
                case (true, true): [0, 0, 0, 255]
                case (false, true): [255, 255, 255, 255]
                case (true, false): [0, 0, 255, 255]
                case (false, false): [255, 0, 0, 255]
                }
                ImageFixtures.set(&quadrants, x: x, y: y, bgra: colour)
                if x % 2 == 1 { ImageFixtures.set(&stripes, x: x, y: y, bgra: [255, 255, 255, 255]) }
            }
        }
        let strip = FrameStrip.image([quadrants, stripes], maxHeight: 2)
        #expect(strip.width == 2 + 8 + 2 && strip.height == 2)
        #expect(rgb(strip, 0, 0) == [0, 0, 0, 255] && rgb(strip, 1, 0) == [255, 255, 255, 255])
        #expect(rgb(strip, 0, 1) == [255, 0, 0, 255] && rgb(strip, 1, 1) == [0, 0, 255, 255])
        #expect(rgb(strip, 2, 0) == Self.grey && rgb(strip, 9, 1) == Self.grey)
        for (x, y) in [(10, 0), (11, 0), (10, 1), (11, 1)] { #expect(rgb(strip, x, y) == [128, 128, 128, 255]) }
    }

    @Test func frameStripKeepsShortFramesAndAspectRatios() {
        // 10×5 shrunk to 2 tall: 10 × 2 / 5 = 4 wide. A 3×1 frame is short enough already.
        let strip = FrameStrip.image([flat(10, 5, 0, 0, 255), flat(3, 1, 255, 0, 0)], maxHeight: 2)
        #expect(strip.width == 4 + 8 + 3 && strip.height == 2)
        #expect(rgb(strip, 3, 1) == [0, 0, 255, 255])
        #expect(rgb(strip, 12, 0) == [255, 0, 0, 255] && rgb(strip, 12, 1) == Self.grey)
        #expect(FrameStrip.image([], maxHeight: 100).width == 0)
    }
}
