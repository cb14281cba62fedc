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
}
