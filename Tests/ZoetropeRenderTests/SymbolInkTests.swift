import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeRender

@MainActor @Suite struct SymbolInkTests {
    @Test func catalogHasTheSeedSymbolsAndAtLeastForty() {
        let names = SymbolCatalog.names
        #expect(names.count >= 40)
        for seed in ["plus", "xmark", "play.fill", "pause.fill", "ellipsis.circle.fill", "star.fill", "heart.fill", "heart",
                     "camera.fill", "doc.fill", "link"] {
            #expect(names.contains(seed), "\(seed)")
        }
    }

    @Test func everySymbolDrawsInkInsideItsBoxAndNothingOutside() throws {
        for name in SymbolCatalog.names {
            // A 28 pt symbol (.title) centred on a 48 × 40 pt canvas at 1x; its box is the Image's laid-out frame
            // (28 pt tall, 28 × aspect wide), allowing one pixel of anti-aliasing around it.
            let scene = MotionScene("s", canvas: SceneCanvas(width: 48, height: 40, scale: 1), duration: 1) {
                Image(systemName: name).font(.title)
            }
            let timeline = scene.renderTimeline()
            let box = try #require(timeline.inspect(at: 0).first { $0.type == "Image" }?.frame).insetBy(dx: -1, dy: -1)
            #expect(box.height == 30)
            let image = CairoRasterizer().draw(timeline.displayList(at: 0))
            var inside = 0, outside = 0
            for y in 0..<40 {
                for x in 0..<48 where image.rgba(x: x, y: y).r < 128 {
                    if box.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(inside > 20, "\(name) draws almost nothing")
            #expect(outside == 0, "\(name) draws outside its box")
        }
    }
}
