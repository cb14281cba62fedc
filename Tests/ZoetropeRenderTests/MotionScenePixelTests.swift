import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender
@testable import Scenes

/// Motion scenes at 1x in pixels: what `inspect` says about where a view is, Cairo draws there.
@MainActor @Suite struct MotionScenePixelTests {
    func image(_ timeline: SceneTimeline, at time: Double) -> RasterImage {
        var list = timeline.displayList(at: time)
        list.scale = 1
        return CairoRasterizer().draw(list)
    }

    /// The bounding box (inclusive pixel indices) of the pixels that satisfy `test`.
    func box(_ image: RasterImage, where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where test(image.rgba(x: x, y: y)) {
                result = result.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return result
    }

    @Test func matchedCircleIsDrawnWhereInspectPutsIt() throws {
        let timeline = Catalog.scene(id: "matched-circle")!.renderTimeline()
        // Mid-flight: both circles on the shared frame, opacities ≈ 0.48 and 0.52, so together they cover 75 % of
        // the grey stage (blue ≈ 224): orange #FF9500 leaves blue ≈ 0.25·224 = 56 inside. The orange shadow (at most
        // 0.4·0.52 opaque) keeps blue above 170 and the grey and white backgrounds above 220, so blue < 112 selects
        // the circle where it covers at least ~2/3 of a pixel: its edges within a pixel of the frame's.
        let time = 0.45
        let frame = try #require(timeline.inspect(at: time).first { $0.type == "Circle" && !$0.isRemoving }).frame
        let drawn = try #require(box(image(timeline, at: time)) { $0.b < 112 && $0.r > 200 })
        #expect(abs(Double(drawn.minX) - frame.minX) <= 1 && abs(Double(drawn.maxX + 1) - frame.maxX) <= 1, "\(drawn) vs \(frame)")
        #expect(abs(Double(drawn.minY) - frame.minY) <= 1 && abs(Double(drawn.maxY + 1) - frame.maxY) <= 1, "\(drawn) vs \(frame)")
        // And it is really between the tray (y 173…233) and the stage (y 412…562).
        #expect(frame.minY > 173 && frame.maxY < 562)
    }

    /// The red "Delete" row of the toolbar menu: pixels clearly redder than they are green (the material, text and
    /// shadows around it are neutral grey), relative to the reddest pixel so that a faded menu counts too.
    func deleteRow(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var strongest = 0
        for y in 500..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                strongest = max(strongest, p.r - p.g)
            }
        }
        guard strongest > 30 else { return nil }
        return box(image) { $0.r - $0.g > strongest / 2 && $0.r > $0.b }
    }

    @Test func correctMenuGrowsFromItsTriggerAndTheIncorrectOneFadesInPlace() throws {
        // The menu's frame is x 157…377, bottom 758 (MotionScenePlayerTests); the transition belongs to the menu with
        // its padding (16 trailing, 60 bottom), so the correct one scales about that padded view's bottom-trailing
        // corner (393, 818), next to the "more" button, by s = 0.4 + 0.6·p, p = .smooth progress 0.1 s after the tap
        // = 0.355779 (reference_values.txt §C): s = 0.613467. A point at distance d from the corner is drawn at s·d.
        let s = 0.4 + 0.6 * 0.355779
        let correct = Catalog.scene(id: "toolbar-menu-correct")!.renderTimeline()
        let rest = try #require(deleteRow(image(correct, at: 1.9)))
        let growing = try #require(deleteRow(image(correct, at: 0.4)))
        func scaled(_ v: Int, about anchor: Double) -> Double { anchor - s * (anchor - Double(v)) }
        // Glyph edges are anti-aliased and thresholded differently when faded: 2 px.
        #expect(abs(Double(growing.minX) - scaled(rest.minX, about: 393)) <= 2, "\(growing) vs \(rest)")
        #expect(abs(Double(growing.maxX) - scaled(rest.maxX, about: 393)) <= 2, "\(growing) vs \(rest)")
        #expect(abs(Double(growing.minY) - scaled(rest.minY, about: 818)) <= 2, "\(growing) vs \(rest)")
        #expect(abs(Double(growing.maxY) - scaled(rest.maxY, about: 818)) <= 2, "\(growing) vs \(rest)")
        // The incorrect menu is already at full size and in place, only faded.
        let incorrect = Catalog.scene(id: "toolbar-menu-incorrect")!.renderTimeline()
        let fading = try #require(deleteRow(image(incorrect, at: 0.4)))
        #expect(abs(fading.minX - rest.minX) <= 1 && abs(fading.maxX - rest.maxX) <= 1)
        #expect(abs(fading.minY - rest.minY) <= 1 && abs(fading.maxY - rest.maxY) <= 1)
    }
}
