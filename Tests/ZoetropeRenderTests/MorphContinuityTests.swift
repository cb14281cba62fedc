import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender
@testable import Scenes

/// Issue 11's morph defects, frame by frame at 60 fps and 1x: the player's background covers the strips under the
/// status bar and the home indicator for the whole morph (it used to switch on in the last frame), and the card
/// morph's title never changes its line count (it used to jump from two centred lines to one at 0.717 s).
@MainActor @Suite struct MorphContinuityTests {
    func image(_ timeline: SceneTimeline, at time: Double) -> RasterImage {
        var list = timeline.displayList(at: time)
        list.scale = 1
        return CairoRasterizer().draw(list)
    }

    /// Pixels whose largest channel difference exceeds `levels`.
    func changedPixels(_ a: RasterImage, _ b: RasterImage, levels: Int = 8) -> Int {
        var count = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    let d = max(abs(Int(pa[i]) - Int(pb[i])), abs(Int(pa[i + 1]) - Int(pb[i + 1])), abs(Int(pa[i + 2]) - Int(pb[i + 2])))
                    if d > levels { count += 1 }
                }
            }
        }
        return count
    }

    @Test func playerBackgroundCoversTheSafeAreaStripsThroughoutTheMorph() throws {
        let timeline = try #require(Catalog.scene(id: "player-morph")).renderTimeline()
        // The full player's gradient runs from (158, 69, 56) at the top to (61, 20, 41) at the bottom; the library
        // behind it is white. From when the player has mostly faded in (1.0 s) to the end, the strip under the
        // status bar (y < 59) and under the home indicator (y > 818) show the gradient, never white.
        for frame in stride(from: 60, to: 120, by: 3) {
            let time = Double(frame) / 60
            let picture = image(timeline, at: time)
            for (x, y) in [(196, 20), (20, 40), (196, 840)] {
                let p = picture.rgba(x: x, y: y)
                #expect(p.g < 150, "frame \(frame) (\(time) s): (\(x), \(y)) is \(p), not the player's background")
            }
        }
    }

    @Test func playerMorphEndsWithoutAPop() throws {
        let timeline = try #require(Catalog.scene(id: "player-morph")).renderTimeline()
        // Once the player has settled (from 1.5 s), consecutive frames differ by at most a few anti-aliased edge
        // pixels; the background switching on in one frame changed ~20,000 pixels, the last-frame layout shift ~1,300.
        var previous = image(timeline, at: 1.5)
        for frame in 91..<120 {
            let current = image(timeline, at: Double(frame) / 60)
            #expect(changedPixels(previous, current) < 100, "frame \(frame - 1) → \(frame)")
            previous = current
        }
    }

    @Test func cardTitleKeepsOneLineForTheWholeMorph() throws {
        let timeline = try #require(Catalog.scene(id: "card-detail")).renderTimeline()
        // The detail title (34 pt bold, one 41-pt line) and the card title (22 pt, one 28-pt line) each keep their own
        // size while their leading edges travel together: every frame shows each on one line.
        for frame in 18..<60 {
            let trace = timeline.trace(at: Double(frame) / 60)
            let titles = trace.views.filter { $0.type == "Text" && $0.style["text"] == .text("Hidden Coves") }
            #expect(!titles.isEmpty)
            for title in titles {
                let fontSize = title.style["font"].map { "\($0)" }?.contains("34.0") == true ? 34.0 : 22.0
                let lineHeight = fontSize == 34 ? 41.0 : 28.0
                #expect(abs(title.frame.height - lineHeight) < 1e-6, "frame \(frame): \(title.path) is \(title.frame.height) pt tall")
            }
        }
    }
}
