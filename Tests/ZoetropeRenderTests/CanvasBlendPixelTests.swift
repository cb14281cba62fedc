import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// A `Canvas` is a layer of its own (it has its own colour mode and opacity in SwiftUI): its blend modes combine its
/// drawings with one another, on the canvas's transparent layer, not with the views behind it. 1x, white window.
@MainActor @Suite struct CanvasBlendPixelTests {
    @Test func aScreenBlendedDrawingShowsOnAWhiteWindow() {
        // Screen of red over the canvas's transparent layer is red; that layer over white shows red. Blended with the
        // white window directly, screen would give white (1 − (1 − 1)(1 − r) = 1) and the square would vanish.
        let image = stylePixels(width: 64, height: 64) {
            Canvas { context, _ in
                context.blendMode = .screen
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
            .frame(width: 64, height: 64)
        }
        expectPixels(image, tolerance: 2, "screen in a canvas") { x, y in
            (10..<30).contains(x) && (10..<30).contains(y) ? StyleRGB(255, 0, 0) : .white
        }
    }

    @Test func drawingsInTheCanvasStillBlendWithEachOther() {
        // Blue under a red square drawn with multiply: where they overlap, red × blue = black; red alone over the
        // transparent layer stays red, blue stays blue.
        let image = stylePixels(width: 64, height: 64) {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 64)), with: .color(Color(red: 0, green: 0, blue: 1)))
                context.blendMode = .multiply
                context.fill(Path(CGRect(x: 16, y: 0, width: 32, height: 64)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
            .frame(width: 64, height: 64)
        }
        expectPixels(image, tolerance: 2, "multiply in a canvas") { x, _ in
            switch x {
            case 0..<16: return StyleRGB(0, 0, 255)
            case 16..<32: return StyleRGB(0, 0, 0)
            case 32..<48: return StyleRGB(255, 0, 0)
            default: return .white
            }
        }
    }
}
