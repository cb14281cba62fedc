import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import Scenes

/// The flagship scene keeps its promise in pixels, at 1x (393 × 852 px).
///
/// Expected geometry, by hand: the safe area starts 59 pt down and is 759 pt tall; the VStack (spacing 12) is inset
/// 24 pt on each side and 32 pt at the bottom, so it spans x 24…369, y 59…786. Its children are the spacer, three
/// 44 pt rows and the 56 pt button row: 3·44 + 56 + 4·12 = 236 pt, so the spacer is 727 − 236 = 491 pt and the first
/// row starts at 59 + 491 + 12 = 562. That row (label 64 + 12 + circle 44 = 120 pt) is trailing-aligned: it spans
/// x 249…369, and its orange circle x 325…369, y 562…606.
@MainActor @Suite struct FABMenuPixelTests {
    let timeline = Catalog.scene(id: "fab-menu")!.renderTimeline()

    func image(at time: Double) -> RasterImage {
        var list = timeline.displayList(at: time)
        list.scale = 1
        return CairoRasterizer().draw(list)
    }

    /// The bounding box of orange pixels (the photo action's circle, possibly faded toward white).
    func orangeBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                guard p.r >= p.g, p.g >= p.b, p.r - p.b > 30, p.g - p.b > 10 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func beforeTheTapTheMenuAreaShowsOnlyTheBackground() {
        let frame = image(at: 0.3)
        for y in 500..<700 {
            for x in 200..<369 {
                let p = frame.rgba(x: x, y: y)
                #expect(p.r == 255 && p.g == 255 && p.b == 255, "pixel (\(x), \(y)) is not background")
                if p.r != 255 { return }
            }
        }
    }

    @Test func atRestTheFirstActionIsAtFullSize() throws {
        let box = try #require(orangeBox(image(at: 1.3)))
        // Anti-aliased edges may add or lose one pixel.
        #expect(abs(box.minX - 325) <= 1 && abs(box.maxX - 368) <= 1)
        #expect(abs(box.minY - 562) <= 1 && abs(box.maxY - 605) <= 1)
    }

    @Test func midAnimationTheFirstActionIsSmallerWithItsCornerInPlace() throws {
        // 0.1 s after the tap: the row is scaled about its bottom-trailing corner (369, 606) and partly transparent.
        let box = try #require(orangeBox(image(at: 0.5)))
        #expect(box.maxX - box.minX < 40 && box.maxY - box.minY < 40)
        #expect(abs(box.maxX - 368) <= 1 && abs(box.maxY - 605) <= 1)
    }
}
