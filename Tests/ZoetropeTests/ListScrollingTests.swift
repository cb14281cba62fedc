import Foundation
import Testing
@testable import Zoetrope

/// Twenty text rows in one header-less inset-grouped section, named "settings". By `ListMetrics`' figures the
/// content is 16 (above the first section) + 20 × 44 + 20 (below the last) = 916 pt tall; row i's 44 pt cell starts
/// at 16 + 44 i below the content's top.
struct TwentyRowList: View {
    var body: some View {
        List {
            ForEach(0..<20) { i in Text("Row \(i)") }
        }
        .accessibilityIdentifier("settings")
    }
}

/// A `List` scrolls as a `ScrollView` does (it is one: `ScrollKind`), its grouped background stays on the whole
/// canvas, and its content scrolls under the bars.
///
/// The closed form of a scripted scroll (UIScrollView's normal deceleration rate r = 0.998 per millisecond): the
/// content's velocity after τ s is v₀·r^(1000 τ), so the distance covered is ∫₀^τ v₀ r^(1000 s) ds =
/// v₀ (1 − r^(1000 τ)) / (−1000 ln r); as τ → ∞ that is the whole flick d = v₀ / (−1000 ln r), hence
/// offset(τ) = d·(1 − 0.998^(1000 τ)). With d = 300 (Python, independently): 0.998^250 = 0.6062271,
/// 0.998^500 = 0.3675113, 0.998^1000 = 0.1350645, so after 0.25, 0.5 and 1 s the offset is 118.13188, 189.74662
/// and 259.48064. The glide rests once d·r^(1000 τ) < 0.5 (half a pixel at 1x): τ > ln 600 / 2.0020027 = 3.1953 s.
@MainActor @Suite struct ListScrollingTests {
    /// 200 × 300 pt at 1x, no safe area: the viewport is 300 pt, so the offset runs 0 … 916 − 300 = 616.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1)

    private func offset(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)?.y
    }

    private func row(_ t: SceneTimeline, _ i: Int, at time: Double) -> TracedView? {
        t.trace(at: time).views.first { $0.style["text"] == .text("Row \(i)") }
    }

    @Test func scrollGlidesByTheClosedForm() throws {
        let t = timeline(canvas: canvas, duration: 5, script: { Scroll("settings", by: 300, at: 1) }) { TwentyRowList() }
        #expect(t.errors.isEmpty)
        #expect(t.scrollViewPaths(at: 0).count == 1)
        #expect(offset(t, at: 1) == 0)
        for (time, expected) in [(1.25, 118.13188), (1.5, 189.74662), (2.0, 259.48064)] {
            #expect(abs(try #require(offset(t, at: time)) - expected) < 1e-4, "at \(time) s")
        }
        // At rest (τ = 3.5 > 3.1953): the model offset, exactly 300.
        #expect(offset(t, at: 4.5) == 300)
        // Inspection calls the list's scroll view "List" and shows the offset.
        #expect(t.inspect(at: 4.5).first { $0.type == "List" }?.style["contentOffset"] == .numbers([0, 300]))
        // Every reader sees the rows moved: row 10's text, 16 + 440 + (44 − 22) / 2 = 467 down the content, is drawn
        // at 467 − 300 = 167.
        #expect(row(t, 10, at: 4.5)?.bounds.minY == 167)
    }

    @Test func scrollStopsAtTheLastRow() throws {
        let t = timeline(canvas: canvas, duration: 5, script: { Scroll("settings", by: 2000, at: 0.5) }) { TwentyRowList() }
        // The offset stops at 616: the last row's cell (16 + 19 × 44 = 852 … 896) then ends 20 pt above the list's
        // bottom, at 896 − 616 = 280, its text at 852 + 11 − 616 = 247.
        #expect(offset(t, at: 4.9) == 616)
        #expect(row(t, 19, at: 4.9)?.bounds.minY == 247)
    }

    @Test func aDragOnTheListScrollsIt() throws {
        // The finger lands on the list's centre and moves up 50 pt over 0.25 s from t = 0.5 (as in ScrollViewTests):
        // the content follows it, then glides on at the lift velocity, 50 · (1.5 − 1) / 0.25 = 100 pt/s, for
        // 100 / 2.0020027 = 49.94998 pt more.
        let t = timeline(canvas: canvas, duration: 3.5, script: {
            Drag("settings", by: CGSize(width: 0, height: -50), at: 0.5, duration: 0.25)
        }) { TwentyRowList() }
        #expect(t.errors.isEmpty)
        #expect(abs(try #require(offset(t, at: 0.75)) - 50) < 1e-9)
        #expect(abs(try #require(offset(t, at: 3.4)) - 99.94998) < 1e-4)
    }

    @Test func groupedBackgroundCoversTheCanvasAtAllTimes() throws {
        // 20 pt status bar, 34 pt home indicator: the list touches both safe edges, so it and its background reach
        // the canvas edges.
        let safe = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))
        let t = timeline(canvas: safe, duration: 5, script: { Scroll("settings", by: 300, at: 1) }) { TwentyRowList() }
        let whole = CGRect(x: 0, y: 0, width: 200, height: 300)
        for time in [0, 1, 1.25, 2, 4.9] {
            let fills = t.trace(at: time).views.filter { $0.type == "Rectangle" && $0.style["fill"] == .colour("#F2F2F7FF") }
            #expect(fills.map(\.bounds) == [whole], "at \(time) s")
        }
        #expect(t.inspect(at: 0).first { $0.type == "List" }?.frame == whole)
        // The content starts inside the safe area: row 0's text at 20 + 16 + 11 = 47.
        #expect(row(t, 0, at: 0)?.bounds.minY == 47)
        // Scrolled 300: row 6's text (47 + 6 × 44 = 311 in the content) is at 11, under the status bar, and still
        // drawn there: the clip is the whole canvas.
        let under = try #require(row(t, 6, at: 4.9))
        #expect(under.bounds.minY == 11)
        #expect(under.clip == whole)
        // The viewport is 300 − 20 − 34 = 246, so the offset can reach 916 − 246 = 670.
        let far = timeline(canvas: safe, duration: 6, script: { Scroll("settings", by: 5000, at: 0.2) }) { TwentyRowList() }
        #expect(offset(far, at: 5.9) == 670)
    }

    @Test func contentScrollsUnderTheNavigationBar() throws {
        // An inline bar of 44 pt under a 20 pt status bar: the list is laid out below it (y 64) and grows up to the
        // canvas top, its content starting at the bar's bottom: row 0's text at 64 + 16 + 11 = 91.
        let safe = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let t = timeline(canvas: safe, duration: 5, script: { Scroll("settings", by: 100, at: 0.5) }) {
            NavigationStack {
                TwentyRowList()
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
        #expect(t.errors.isEmpty)
        #expect(t.inspect(at: 0).first { $0.type == "List" }?.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(row(t, 0, at: 0)?.bounds.minY == 91)
        // Scrolled 100 (at rest after 0.5 + ln 200 / 2.002 = 3.15 s): row 1's text, 91 + 44 = 135 → 35, is under
        // the bar, clipped only by the canvas.
        let under = try #require(row(t, 1, at: 4.5))
        #expect(under.bounds.minY == 35)
        #expect(under.clip == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func aLargeTitleCollapsesAsTheListScrolls() throws {
        // The stack finds a screen's scroll view to link its large title to; a list is one. Bar: 44 pt inline + 52 pt
        // large-title area below the 20 pt status bar, so the title's bottom is 20 + 96 − 8 = 108 at rest.
        let safe = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let t = timeline(canvas: safe, duration: 2, script: { Scroll("settings", by: 100, at: 0.5) }) {
            NavigationStack { TwentyRowList().navigationTitle("Settings") }
        }
        #expect(t.errors.isEmpty)
        let title = { (time: Double) in t.trace(at: time).views.first { $0.path.contains("/largeTitle/") && $0.type == "Text" } }
        #expect(try #require(title(0)).bounds.maxY == 108)
        // After 0.1 s the list has scrolled 100 · (1 − 0.8185668) = 18.14332 pt (ScrollViewTests' figure) and the
        // title with it, cut off at the inline bar's bottom, 20 + 44 = 64.
        let moved = try #require(title(0.6))
        #expect(abs(moved.bounds.maxY - (108 - 18.14332)) < 1e-3)
        #expect(moved.clip?.minY == 64)
    }
}
