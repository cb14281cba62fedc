import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// A Divider rendered by Cairo at 3x: one pixel row of the separator colour over the background
/// (fidelity.md §8.1), compared with a supersampled analytic reference.
@MainActor @Suite struct LayoutDividerPixelTests {
    /// 8 × 8 pt at 3x = 24 × 24 px; the divider sits 4 pt (12 px) down, 1/3 pt (1 px) thick, full width.
    private func render(_ scheme: ColorScheme) -> RasterImage {
        let canvas = SceneCanvas(width: 8, height: 8, scale: 3, colorScheme: scheme)
        let scene = MotionScene("divider", canvas: canvas, duration: 1) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 4)
                Divider()
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        return CairoRasterizer().draw(scene.renderTimeline().displayList(at: 0))
    }

    /// Expected colour of pixel row `y`: the separator (straight alpha) over the background, weighted by the
    /// fraction of 8 × 8 sample points inside the divider's rows [12, 13) px.
    private func expected(row y: Int, background: (Double, Double, Double), separator: (Double, Double, Double, Double)) -> [Double] {
        var inside = 0
        for sy in 0..<8 {
            let py = Double(y) + (Double(sy) + 0.5) / 8
            if py >= 12 && py < 13 { inside += 8 }
        }
        let coverage = Double(inside) / 64 * separator.3
        return [background.0 + (separator.0 - background.0) * coverage,
                background.1 + (separator.1 - background.1) * coverage,
                background.2 + (separator.2 - background.2) * coverage]
    }

    private func mismatches(_ image: RasterImage, background: (Double, Double, Double), separator: (Double, Double, Double, Double)) -> Int {
        var count = 0
        for y in 0..<24 {
            let reference = expected(row: y, background: background, separator: separator)
            for x in 0..<24 {
                let p = image.rgba(x: x, y: y)
                let actual = [Double(p.r), Double(p.g), Double(p.b)]
                if zip(actual, reference).contains(where: { abs($0 - $1) > 2 }) { count += 1 }
            }
        }
        return count
    }

    @Test func lightDividerIsOnePixelOfSeparatorOverWhite() {
        // Light: rgba(60, 60, 67, 0.29) over white: 255 - (255 - 60) × 0.29 = 198.45 on row 12, white elsewhere.
        // The line lies on the pixel grid, so no edge pixel is partly covered: budget 0.
        #expect(mismatches(render(.light), background: (255, 255, 255), separator: (60, 60, 67, 0.29)) == 0)
    }

    @Test func darkDividerIsOnePixelOfSeparatorOverBlack() {
        // Dark: rgba(84, 84, 88, 0.60) over black: 84 × 0.6 = 50.4 on row 12.
        #expect(mismatches(render(.dark), background: (0, 0, 0), separator: (84, 84, 88, 0.6)) == 0)
    }
}
