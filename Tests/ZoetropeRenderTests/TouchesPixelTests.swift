import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeRender

/// `--touches`: the indicator drawn by Cairo against an analytic reference, and frames without touches unchanged.
@MainActor @Suite struct TouchesPixelTests {
    /// A black 64 × 64 pt canvas at 1x whose pad (the whole canvas, centre (32, 32)) is pressed from 0.5 to 1.0 s.
    let scene = MotionScene("touches", canvas: SceneCanvas(width: 64, height: 64, scale: 1), duration: 1.5, fps: 10) {
        Color.black.onTapGesture {}.accessibilityIdentifier("pad")
    } script: {
        Press("pad", at: 0.5, for: 0.5)
    }

    func job(touches: Bool) throws -> RenderJob {
        try RenderJob(timeline: scene.renderTimeline(), options: RenderOptions(touches: touches))
    }

    @Test func indicatorIsAGreyDiscWithAWhiteRingAtTheFinger() throws {
        let image = try job(touches: true).image(at: 0.75)
        // Reference, supersampled 8 × 8 per pixel: black; inside radius 22 the 50 % grey fill at 50 % opacity
        // (0 · 0.5 + 127.5 · 0.5 = 63.75); within the 2 pt ring (radius 20…22) white at 80 % over that
        // (63.75 · 0.2 + 255 · 0.8 = 216.75).
        var worst = 0, changed = 0, edge = 0
        for y in 0..<64 {
            for x in 0..<64 {
                var sum = 0.0
                for j in 0..<8 {
                    for i in 0..<8 {
                        let dx = Double(x) + (Double(i) + 0.5) / 8 - 32, dy = Double(y) + (Double(j) + 0.5) / 8 - 32
                        let r = (dx * dx + dy * dy).squareRoot()
                        sum += r > 22 ? 0 : (r >= 20 ? 216.75 : 63.75)
                    }
                }
                let expected = Int((sum / 64).rounded())
                let p = image.rgba(x: x, y: y)
                let difference = [p.r, p.g, p.b].map { abs($0 - expected) }.max()!
                worst = max(worst, difference)
                if difference > 3 { changed += 1 }
                let dx = Double(x) + 0.5 - 32, dy = Double(y) + 0.5 - 32
                let r = (dx * dx + dy * dy).squareRoot()
                if abs(r - 22) < 1 || abs(r - 20) < 1 { edge += 1 }
            }
        }
        // Anti-aliasing may differ from the box filter on the two circles' edges only.
        #expect(changed <= edge / 4, "changed \(changed) of \(edge) edge pixels, worst \(worst)")
        #expect(image.rgba(x: 32, y: 32).r == 64)   // 63.75, the centre
        #expect(image.rgba(x: 2, y: 2).r == 0)      // far outside
    }

    @Test func framesWithoutTouchesAreByteIdenticalWithOrWithoutTheFlag() throws {
        let plain = try job(touches: false), shown = try job(touches: true)
        // Before the press, after the release (1.0 s), and a tap's 0.1 s does not apply to a press.
        for time in [0.0, 0.4, 1.0, 1.2] {
            #expect(try plain.png(at: time) == shown.png(at: time), "t = \(time)")
        }
        #expect(try plain.png(at: 0.75) != shown.png(at: 0.75))
    }

    @Test func aTapShowsForATenthOfASecond() throws {
        let tap = MotionScene("tap", canvas: SceneCanvas(width: 64, height: 64, scale: 1), duration: 1, fps: 10) {
            Color.black.onTapGesture {}.accessibilityIdentifier("pad")
        } script: {
            Tap("pad", at: 0.5)
        }
        let job = try RenderJob(timeline: tap.renderTimeline(), options: RenderOptions(touches: true))
        #expect(job.image(at: 0.5).rgba(x: 32, y: 32).r == 64)
        #expect(job.image(at: 0.59).rgba(x: 32, y: 32).r == 64)
        #expect(job.image(at: 0.6).rgba(x: 32, y: 32).r == 0)
    }
}
