import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// Issue 23, item 2: a sheet rises from the bottom edge and the screen dims in step with it; on dismissal both end
/// together. In iOS the dimming view's alpha and the sheet's position are animated by the same animator, so on every
/// frame the dimming is as far along as the sheet: with H the canvas height and D the top of the sheet at its detent,
/// a sheet whose top is at y has travelled f = (H − y) / (H − D) of its way, and the dimming shows f of its
/// full strength. Before this, the sheet started a whole canvas height below its detent (so nothing of it showed for
/// the first frames while the dimming already rose) and the dimming had a curve of its own.
@MainActor @Suite struct SheetInStepTests {
    struct Sample {
        var sheetTop: CGFloat
        var detentTop: CGFloat
        var dimming: Double
    }

    /// The presented sheet's on-screen top and layout top, and the dimming's opacity, at `time` (nil: no sheet).
    func sample(_ timeline: SceneTimeline, at time: Double) -> Sample? {
        let views = timeline.trace(at: time).views
        guard let sheet = views.first(where: { $0.path.hasPrefix("TripOverview/sheet/presented") && $0.type == "sheet" }),
              let dimming = views.first(where: { $0.path == "TripOverview/sheet/dimming" })
        else { return nil }
        return Sample(sheetTop: sheet.bounds.minY, detentTop: sheet.frame.minY, dimming: dimming.opacity)
    }

    @Test func theDimmingIsAsFarAlongAsTheSheetOnEveryFrame() throws {
        let timeline = sheetDetentsScene.timeline()
        let height = sheetDetentsScene.canvas.size.height
        var checked = 0
        // The rise after "Show Route" (0.3 s) and the fall after "Done" (4.1 s), frame by frame at 60 fps.
        for frame in Array(19...60) + Array(247...300) {
            let time = Double(frame) / 60
            guard let s = sample(timeline, at: time), s.sheetTop < height else { continue }
            let travelled = Double((height - s.sheetTop) / (height - s.detentTop))
            #expect(abs(s.dimming - travelled) < 0.002, "frame \(frame): sheet \(travelled) of its way, dimming \(s.dimming)")
            checked += 1
        }
        #expect(checked > 40, "\(checked) frames with a sheet on screen")
    }

    @Test func theSheetIsOnScreenFromTheFirstFrame() throws {
        let timeline = sheetDetentsScene.timeline()
        let height = sheetDetentsScene.canvas.size.height
        // One frame after the tap that presents it, the sheet's top is above the bottom edge.
        let first = try #require(sample(timeline, at: 0.3 + 1.0 / 60))
        #expect(first.sheetTop < height - 1, "the sheet's top is at \(first.sheetTop) of \(height)")
    }

    /// Issue 23, item 5: a finger dragging the sheet down from its large detent takes the screen behind with it. The
    /// rule, per iOS's card presentation: the presenter is fully shrunk (0.915) with the sheet's top at the large
    /// detent's top L and at rest (scale 1) with it at the next smaller detent's top M, in proportion between:
    /// s = 1 − 0.085 × clamp((M − y) / (M − L), 0, 1). Below the smallest detent the dimming fades toward the bottom
    /// edge H: alpha = 0.4 × clamp((H − y) / (H − M), 0, 1). On the iPhone 15 Pro (852 pt, top safe area 59) the large
    /// sheet is 852 − (59 + 10) = 783 pt tall, so L = 69; the medium one is round(783 / 2) = 392 pt, so M = 460.
    /// Before, the presenter stayed at 0.915 for the whole drag and the dim at 0.4 until the sheet was gone.
    @Test func thePresenterAndTheDimmingFollowAFingerDraggingTheSheet() throws {
        let timeline = sheetDetentsScene.timeline()
        let H: CGFloat = 852, L: CGFloat = 69, M: CGFloat = 460
        var checked = 0, grown = 0, faded = 0
        // The drag runs from 2.4 s to 2.75 s; every frame under the finger (no animation runs then).
        for frame in 145...164 {
            let time = Double(frame) / 60
            let views = timeline.trace(at: time).views
            guard let sheet = views.first(where: { $0.path.hasPrefix("TripOverview/sheet/presented") && $0.type == "sheet" }),
                  let presenter = views.first(where: { $0.path == "presenter" }),
                  case let .number(scale)? = presenter.style["scale"],
                  let dim = views.first(where: { $0.path == "TripOverview/sheet/dimming/Color" }),
                  let fill = dim.style["fill"]?.plainText else { continue }
            let y = sheet.frame.minY
            let shrink = min(max((M - y) / (M - L), 0), 1)
            #expect(abs(scale - (1 - 0.085 * shrink)) < 0.0015, "frame \(frame): sheet top \(y), presenter scale \(scale)")
            let alpha = Double(Int(fill.suffix(2), radix: 16) ?? -1) / 255
            let expected = 0.4 * min(max((H - y) / (H - M), 0), 1)
            #expect(abs(alpha - expected) < 1.0 / 255 + 1e-9, "frame \(frame): sheet top \(y), dimming \(alpha)")
            if y > M - 1 { grown += 1 }
            if y > M + 20 { faded += 1 }
            checked += 1
        }
        #expect(checked >= 15 && grown > 0 && faded > 0, "\(checked) frames, \(grown) with the presenter grown back, \(faded) dimmed less")
    }
}
