import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// `ShapeStyle.shadow(_:)` in real pixels (1x, white canvas, pixel centres at x + 0.5). With a radius of 0 a shadow
/// is the outline's own shape, tinted and offset, so every pixel is worked out from the geometry alone.
@MainActor @Suite struct ShapeStyleShadowPixelTests {
    @Test func anInnerShadowIsTheOutsideOffsetIntoTheShape() {
        // A 40 × 40 square at (12, 12) filled white with a black inner shadow offset by (4, 4): the outside, moved
        // right and down by 4, covers the square's top 4 rows and left 4 columns. The rest of the square stays white,
        // and nothing is drawn outside it (the canvas is white too, so a leak would show as grey).
        let image = stylePixels(width: 64, height: 64) {
            Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 4)))
                .frame(width: 40, height: 40)
        }
        expectPixels(image, tolerance: 2, "inner shadow") { x, y in
            let inside = (12..<52).contains(x) && (12..<52).contains(y)
            guard inside else { return .white }
            // The ring's hole is the square grown by 0.35 pt: its shadow edge sits 0.35 pt outside the offset square's,
            // inside the first and last pixels of the band; those are left out.
            if x == 15 || y == 15 || x == 16 || y == 16 { return nil }
            return x < 16 || y < 16 ? StyleRGB(0, 0, 0) : .white
        }
    }

    @Test func aDropShadowFallsOutsideBelowTheShape() {
        // A black drop shadow offset by (0, 6) under a white 40 × 40 square: the 6 rows below it are black, the square
        // white, the rest of the canvas white.
        let image = stylePixels(width: 64, height: 64) {
            Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 0, y: 6))).frame(width: 40, height: 40)
        }
        expectPixels(image, tolerance: 2, "drop shadow") { x, y in
            (12..<52).contains(x) && (52..<58).contains(y) ? StyleRGB(0, 0, 0) : .white
        }
    }
}
