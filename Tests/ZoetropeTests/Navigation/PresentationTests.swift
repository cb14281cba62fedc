import Foundation
import Testing
@testable import Zoetrope

/// A button that presents a two-detent sheet; inside, a button selecting the large detent and one dismissing.
struct SheetFixture: View {
    @State private var shows = false
    @State private var dismissals = 0

    var body: some View {
        Button("Show") { shows = true }
            .sheet(isPresented: $shows, onDismiss: { dismissals += 1 }) { SheetFixtureContent() }
            .overlay(alignment: .top) { Text("dismissed \(dismissals)") }
    }
}

struct SheetFixtureContent: View {
    @State private var detent = PresentationDetent.medium
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Expand") { detent = .large }
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium, .large], selection: $detent)
    }
}

@MainActor
struct PresentationTests {
    let sheet = "SheetFixture/overlay/sheet/presented"
    let dimming = "SheetFixture/overlay/sheet/dimming"

    func presented(@ScriptBuilder _ script: () -> [ScriptEvent]) -> SceneTimeline {
        timeline(canvas: navigationCanvas, duration: 4, script: script) { SheetFixture() }
    }

    // On the 400 × 800 canvas with no safe area: the large detent starts max(0, 30) + 10 = 40 pt from the top, so it
    // is 760 pt tall; the medium one is half that, 380 pt, at y = 420.

    // The sheet rises from the bottom edge: it travels 800 − 420 = 380 pt, its top at the canvas's bottom edge at the
    // start (issue 23). The dimming fades in on the same spring, so its opacity is the spring's progress.
    @Test("A sheet rises from the bottom edge to its medium detent on the system spring, over dimming in step with it")
    func rises() throws {
        let timeline = presented { Tap("Show", at: 0.1) }
        #expect(timeline.errors.isEmpty)
        for elapsed in [1.0 / 60, 0.1, 0.25] {
            let trace = timeline.trace(at: 0.1 + elapsed)
            let p = SystemSpringReference.progress(elapsed)
            let view = try #require(trace.view(sheet))
            #expect(abs(view.bounds.minY - (420 + 380 * (1 - p))) < 0.01, "at \(elapsed) s: \(view.bounds.minY)")
            let dim = try #require(trace.view(dimming))
            #expect(abs(dim.opacity - p) < 1e-4, "dimming at \(elapsed) s")
        }
        #expect(timeline.trace(at: 1.5).view(sheet)?.bounds == CGRect(x: 0, y: 420, width: 400, height: 380))
    }

    @Test("Selecting the large detent moves the sheet up by 380 pt on the system spring")
    func detentChange() throws {
        let timeline = presented { Tap("Show", at: 0.1); Tap("Expand", at: 1.2) }
        #expect(timeline.errors.isEmpty)
        for elapsed in [1.0 / 60, 0.1, 0.2] {
            let p = SystemSpringReference.progress(elapsed)
            let view = try #require(timeline.trace(at: 1.2 + elapsed).view(sheet))
            #expect(abs(view.bounds.minY - (420 - 380 * p)) < 0.01)
            #expect(abs(view.bounds.height - (380 + 380 * p)) < 0.01)
        }
        #expect(timeline.trace(at: 2.5).view(sheet)?.bounds == CGRect(x: 0, y: 40, width: 400, height: 760))
    }

    @Test("dismiss() lowers the sheet to the bottom edge with the dimming in step, then onDismiss runs")
    func dismisses() throws {
        let timeline = presented { Tap("Show", at: 0.1); Tap("Done", at: 1.2) }
        #expect(timeline.errors.isEmpty)
        let p = SystemSpringReference.progress(0.1)
        let leaving = try #require(timeline.trace(at: 1.3).view(sheet))
        #expect(leaving.isRemoving)
        #expect(abs(leaving.bounds.minY - (420 + 380 * p)) < 0.01)
        let dim = try #require(timeline.trace(at: 1.3).view(dimming))
        #expect(abs(dim.opacity - (1 - p)) < 1e-4, "dimming \(dim.opacity)")
        #expect(timeline.trace(at: 3.5).view(sheet) == nil)
        #expect(timeline.trace(at: 1.1).text("dismissed 0") != nil)
        #expect(timeline.trace(at: 3.5).text("dismissed 1") != nil)
    }

    // UIKit draws presented sheets at the elevated interface level: systemBackground is white in light mode and
    // #1C1C1E (28, 28, 30) in dark mode there, against black (#000000) at the base level (issue 23).
    @Test("A sheet's background is the elevated system background: white in light mode, #1C1C1E in dark mode")
    func elevatedBackground() throws {
        for (scheme, fill) in [(ColorScheme.light, "#FFFFFFFF"), (.dark, "#1C1C1EFF")] {
            let timeline = timeline(canvas: navigationCanvas.colorScheme(scheme), duration: 2, script: { Tap("Show", at: 0.1) }) {
                SheetFixture()
            }
            let background = try #require(timeline.trace(at: 1.5).view(sheet + "/background/Color"))
            #expect(background.style["fill"].map { "\($0)" } == fill, "\(scheme)")
        }
    }

    // Behind a sheet at its large detent the presenting screen is lifted to the elevated level too (issue 23 item 6):
    // in dark mode it reads as a #1C1C1E card on the black backdrop, not black on black; at the medium detent it is
    // not shrunk and stays at the base level (black). Light mode is white at both levels.
    @Test("Behind a large sheet the shrunk presenter is a #1C1C1E card in dark mode")
    func elevatedPresenter() throws {
        for (scheme, medium, large) in [(ColorScheme.dark, "#000000FF", "#1C1C1EFF"), (.light, "#FFFFFFFF", "#FFFFFFFF")] {
            let timeline = timeline(canvas: navigationCanvas.colorScheme(scheme), duration: 4,
                                    script: { Tap("Show", at: 0.1); Tap("Expand", at: 1.5) }) { SheetFixture() }
            let page = "presenterPage/ignoresSafeArea/Color"
            #expect(timeline.trace(at: 1.4).view(page)?.style["fill"].map { "\($0)" } == medium, "\(scheme) medium")
            #expect(timeline.trace(at: 3.9).view(page)?.style["fill"].map { "\($0)" } == large, "\(scheme) large")
        }
    }

    @Test("What a sheet covers takes no touches")
    func coveredContentIsNotTappable() {
        let timeline = presented { Tap("Show", at: 0.1); Tap("Show", at: 1.2) }
        #expect(timeline.errors.contains { $0.path.contains("script[1]") })
    }
}

/// A button that presents a full-screen cover with a close button.
struct CoverFixture: View {
    @State private var shows = false

    var body: some View {
        Button("Cover") { shows = true }
            .fullScreenCover(isPresented: $shows) { CoverContent() }
    }
}

struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

@MainActor
struct FullScreenCoverTests {
    let cover = "CoverFixture/fullScreenCover/presented"

    @Test("A full-screen cover rises by the canvas height to cover it all, with no dimming and no shrinking behind")
    func rises() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 3, script: { Tap("Cover", at: 0.1); Tap("Close", at: 1.5) }) {
            CoverFixture()
        }
        #expect(timeline.errors.isEmpty)
        for elapsed in [1.0 / 60, 0.1, 0.2] {
            let view = try #require(timeline.trace(at: 0.1 + elapsed).view(cover))
            #expect(abs(view.bounds.minY - 800 * (1 - SystemSpringReference.progress(elapsed))) < 0.01)
        }
        let rest = timeline.trace(at: 1.4)
        #expect(rest.view(cover)?.bounds == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(!rest.views.contains { $0.path.hasPrefix("CoverFixture/fullScreenCover/dimming") })
        #expect(rest.view("presenter")?.bounds.width == 400)
        // Closed at 1.5: it goes back down.
        let leaving = try #require(timeline.trace(at: 1.6).view(cover))
        #expect(abs(leaving.bounds.minY - 800 * SystemSpringReference.progress(0.1)) < 0.01)
    }
}

/// A presenter under a risen full-screen cover costs nothing (issue 27): it is left out of the tree once the cover
/// has finished rising, and comes back, where it was, when the cover is dismissed.
@MainActor
struct CoveredPresenterTests {
    @Test func thePresenterIsLeftOutOnceTheCoverHasRisen() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 3, script: { Tap("Cover", at: 0.1); Tap("Close", at: 1.5) }) {
            CoverFixture()
        }
        #expect(timeline.errors.isEmpty)
        let before = try #require(timeline.trace(at: 0.05).text("Cover"))
        // Rising (the spring is not at rest 0.3 s in): the button still shows under the cover's edge.
        #expect(timeline.trace(at: 0.4).text("Cover") != nil)
        // Risen: an evaluation at the rise's end leaves the presenter's content out; the presenter itself stays.
        #expect(timeline.trace(at: 1.45).text("Cover") == nil)
        #expect(timeline.trace(at: 1.45).view("presenter") != nil)
        // Closed at 1.5: the content is back at once, where it was, as the cover goes down.
        let back = try #require(timeline.trace(at: 1.55).text("Cover"))
        #expect(back.bounds == before.bounds)
        #expect(back.opacity == 1)
    }
}

@MainActor
struct SheetDragTests {
    let sheet = "SheetFixture/overlay/sheet/presented"

    /// The sheet fixture presented at 0.1 s (medium detent: y 420 on the 400 × 800 canvas), then a finger on its
    /// background at (50, 450) moved by `dy` over 0.3 s from 1.2 s.
    func dragged(by dy: Double) -> SceneTimeline {
        timeline(canvas: navigationCanvas, duration: 4, script: {
            Tap("Show", at: 0.1)
            Drag(from: CGPoint(x: 50, y: 450), to: CGPoint(x: 50, y: 450 + dy), at: 1.2, duration: 0.3)
        }) { SheetFixture() }
    }

    // The finger covers 1.5q − 0.5q² of the way after a fraction q of the drag and lifts at half its average speed;
    // the sheet heads for where it would be 0.15 s later at that speed, and settles at the nearest of its detents
    // (tops 420 and 40) and the bottom edge (800).

    @Test("A 200 pt drag down follows the finger, then heads for 420 + 200 + 333⅓ × 0.15 = 670, nearer 800: dismissed")
    func dismissesDownward() throws {
        let timeline = dragged(by: 200)
        #expect(timeline.errors.isEmpty)
        let halfway = try #require(timeline.trace(at: 1.2 + 18.0 / 120).view(sheet))
        #expect(abs(halfway.bounds.minY - (420 + 200 * 0.625)) < 0.01)
        for elapsed in [0.05, 0.15] {
            let leaving = try #require(timeline.trace(at: 1.5 + elapsed).view(sheet))
            #expect(leaving.isRemoving)
            // From where the finger left it (620) to the bottom edge (800): 180 pt.
            #expect(abs(leaving.bounds.minY - (620 + 180 * SystemSpringReference.progress(elapsed))) < 0.01)
        }
        #expect(timeline.trace(at: 3.9).view(sheet) == nil)
        #expect(timeline.trace(at: 3.9).text("dismissed 1") != nil)
    }

    @Test("A 60 pt drag down heads for 420 + 60 + 100 × 0.15 = 495, nearer 420: the sheet springs back")
    func springsBack() throws {
        let timeline = dragged(by: 60)
        for elapsed in [0.05, 0.15] {
            let view = try #require(timeline.trace(at: 1.5 + elapsed).view(sheet))
            #expect(abs(view.bounds.minY - (480 - 60 * SystemSpringReference.progress(elapsed))) < 0.01)
        }
        #expect(abs((timeline.trace(at: 3.9).view(sheet)?.bounds.minY ?? 0) - 420) < 0.01)
    }

    @Test("A 200 pt drag up grows the sheet, heads for 420 − 200 − 50 = 170, nearer the large detent's 40: it settles there")
    func growsToLarge() throws {
        let timeline = dragged(by: -200)
        let lifted = try #require(timeline.trace(at: 1.5).view(sheet))
        #expect(abs(lifted.bounds.minY - 220) < 0.01 && abs(lifted.bounds.height - 580) < 0.01)
        let p = SystemSpringReference.progress(0.1)
        let settling = try #require(timeline.trace(at: 1.6).view(sheet))
        #expect(abs(settling.bounds.minY - (220 - 180 * p)) < 0.01)
        #expect(abs(settling.bounds.height - (580 + 180 * p)) < 0.01)
        #expect(abs((timeline.trace(at: 3.9).view(sheet)?.bounds.minY ?? 0) - 40) < 0.01)
    }
}
