import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The issue-14 catalog scenes at chosen times, against values worked out here: the system spring
/// (`SystemSpringReference`), UIScrollView's deceleration offset(τ) = d·(1 − 0.998^(1000τ)), and the iPhone 15 Pro
/// canvas (393 × 852 pt, safe area 59 pt at the top and 34 at the bottom).
@MainActor
struct NavigationSceneTests {
    func timeline(_ id: String) throws -> SceneTimeline {
        try #require(Catalog.scene(id: id)).timeline()
    }

    /// A scroll by `distance` started at `start`, at time `t`.
    func glide(_ distance: Double, from start: Double, at t: Double) -> Double {
        t <= start ? 0 : distance * (1 - pow(0.998, 1000 * (t - start)))
    }

    @Test("navigation-push: the mailbox slides in over 393 pt while the list moves 0.3 × 393 = 117.9 pt left")
    func navigationPush() throws {
        let timeline = try timeline("navigation-push")
        #expect(timeline.errors.isEmpty)
        for elapsed in [0.05, 0.1, 0.2] {
            let trace = timeline.trace(at: 0.3 + elapsed), p = SystemSpringReference.progress(elapsed)
            let detail = try #require(trace.view("MailboxesStack/NavigationStack/link0"))
            let list = try #require(trace.view("MailboxesStack/NavigationStack/root"))
            #expect(abs(detail.bounds.minX - 393 * (1 - p)) < 0.01)
            #expect(abs(list.bounds.minX - -117.9 * p) < 0.01)
        }
    }

    @Test("navigation-push: a drag from the leading edge moves the screen with the finger; 145 pt springs back, 255 pt completes the pop")
    func edgeSwipe() throws {
        let timeline = try timeline("navigation-push")
        let top = "MailboxesStack/NavigationStack/link2", root = "MailboxesStack/NavigationStack/root"
        func minX(_ path: String, _ t: Double) throws -> Double { try #require(timeline.trace(at: t).view(path)).bounds.minX }
        // The finger's profile (README, "A script has three verbs"): after a fraction q of the drag it has covered
        // 1.5q − 0.5q². Halfway through the first drag (a step, 21/120 s in): 145 × 0.625 = 90.625 pt.
        #expect(abs(try minX(top, 3.8 + 21.0 / 120) - 90.625) < 0.01)
        #expect(abs(try minX(root, 3.8 + 21.0 / 120) - -117.9 * (1 - 90.625 / 393)) < 0.01)
        // Lifted at 145 pt moving at half its 414 pt/s average: 145 + 207 × 0.15 = 176 < 196.5, half the width, so
        // the screen springs back from 145 and the list back to −117.9.
        let cancelledRoot = -117.9 * (1 - 145.0 / 393)
        for elapsed in [0.05, 0.15] {
            let p = SystemSpringReference.progress(elapsed)
            #expect(abs(try minX(top, 4.15 + elapsed) - 145 * (1 - p)) < 0.01)
            #expect(abs(try minX(root, 4.15 + elapsed) - (cancelledRoot + (-117.9 - cancelledRoot) * p)) < 0.01)
        }
        // Lifted at 255 pt: the pop completes, the screen leaving from there over the 138 pt left.
        let completedRoot = -117.9 * (1 - 255.0 / 393)
        for elapsed in [0.05, 0.15] {
            let p = SystemSpringReference.progress(elapsed)
            #expect(abs(try minX(top, 4.9 + elapsed) - (255 + 138 * p)) < 0.01)
            #expect(abs(try minX(root, 4.9 + elapsed) - completedRoot * (1 - p)) < 0.01)
        }
        #expect(timeline.trace(at: 5.99).view(top) == nil)
    }

    @Test("sheet-detents: the medium detent is half of 852 − (59 + 10) = 783, rounded: 392 pt, at y = 460")
    func sheetDetents() throws {
        let timeline = try timeline("sheet-detents")
        #expect(timeline.errors.isEmpty)
        let sheet = "TripOverview/sheet/presented"
        for elapsed in [0.05, 0.15] {
            let view = try #require(timeline.trace(at: 0.3 + elapsed).view(sheet))
            // It rises from the bottom edge: 852 − 460 = 392 pt (issue 23).
            #expect(abs(view.bounds.minY - (460 + 392 * (1 - SystemSpringReference.progress(elapsed)))) < 0.01)
        }
        #expect(abs((timeline.trace(at: 1.2).view(sheet)?.bounds.minY ?? 0) - 460) < 0.01)
        // Expand at 1.3: up to the large detent at y = 69, 783 pt tall.
        let up = try #require(timeline.trace(at: 1.4).view(sheet))
        #expect(abs(up.bounds.minY - (460 - 391 * SystemSpringReference.progress(0.1))) < 0.01)
        let large = try #require(timeline.trace(at: 2.3).view(sheet)).bounds
        #expect(abs(large.minY - 69) < 0.01 && abs(large.height - 783) < 0.01)
        // A finger drags it down 550 pt from 2.4 s over 0.35 s: halfway (a step, 21/120 s in) it has covered
        // 550 × 0.625 = 343.75 pt. It lifts at 0.5 × 550 / 0.35 = 785.7 pt/s, heading for 69 + 550 + 117.9 = 736.9,
        // nearer the bottom edge (852) than the medium detent (460): dismissed, leaving from 619 for the bottom edge,
        // 852 − 619 = 233 pt below.
        let dragged = try #require(timeline.trace(at: 2.4 + 21.0 / 120).view(sheet))
        // (The sheet's frame is laid out on the 3x pixel grid: within half a pixel, 1/6 pt.)
        #expect(abs(dragged.bounds.minY - (69 + 343.75)) <= 1.0 / 6)
        let falling = try #require(timeline.trace(at: 2.85).view(sheet))
        #expect(falling.isRemoving)
        #expect(abs(falling.bounds.minY - (619 + 233 * SystemSpringReference.progress(0.1))) < 0.01)
        // Presented again at 3.4, it is a new sheet with its own state: back at the medium detent.
        #expect(abs((timeline.trace(at: 4.0).view(sheet + "-2")?.bounds.minY ?? 0) - 460) < 0.5)
        // Behind the large sheet the list shrinks to 0.915 about the canvas's top centre.
        let presenter = try #require(timeline.trace(at: 2.3).view("presenter"))
        #expect(abs(presenter.bounds.width - 393 * 0.915) < 0.01)
    }

    @Test("zoom-sheet: the Dunes sheet zooms out of its tile into the large detent (y 69, 783 pt tall) and back")
    func zoomSheet() throws {
        let timeline = try timeline("zoom-sheet")
        #expect(timeline.errors.isEmpty)
        let tile = try #require(timeline.trace(at: 0.29).view("AlbumGrid/padding/VStack/1/ForEach/0/HStack/ForEach/1/matchedTransitionSource")).bounds
        let screen = CGRect(x: 0, y: 69, width: 393, height: 783)
        // The rule of docs/approximations.md ("Zoom"): R = screen + v·(tile − screen) at progress v (1 at the tile);
        // the sheet, scaled by k = max(R.w / 393, R.h / 783) about its centre, is centred on R.
        for (start, elapsed, opening) in [(0.3, 0.05, true), (0.3, 0.15, true), (1.5, 0.1, false)] {
            let p = SystemSpringReference.progress(elapsed), v = opening ? 1 - p : p
            let r = CGRect(x: v * tile.minX, y: 69 + v * (tile.minY - 69), width: 393 + v * (tile.width - 393),
                           height: 783 + v * (tile.height - 783))
            let k = max(r.width / 393, r.height / 783)
            let sheet = try #require(timeline.trace(at: start + elapsed).view("AlbumGrid/sheet/item-Dunes")).bounds
            #expect(abs(sheet.midX - r.midX) < 0.01 && abs(sheet.midY - r.midY) < 0.01)
            #expect(abs(sheet.width - 393 * k) < 0.01 && abs(sheet.height - 783 * k) < 0.01)
        }
        #expect(timeline.trace(at: 1.4).view("AlbumGrid/sheet/item-Dunes")?.bounds == screen)
    }

    @Test("scroll-collapse: the large title rides up with a 240 pt flick; the inline title and the bar's material fade with the offset")
    func scrollCollapse() throws {
        let timeline = try timeline("scroll-collapse")
        #expect(timeline.errors.isEmpty)
        let title = try #require(timeline.trace(at: 0).text("Messages"))
        // The title's top: the bar's bottom (59 + 96 = 155) less 8 pt, less its own height.
        #expect(title.bounds.maxY == 147)
        for t in [0.32, 0.35, 0.38] {
            let moved = try #require(timeline.trace(at: t).views.first { $0.path.contains("/largeTitle/") && $0.type == "Text" })
            #expect(abs(moved.bounds.maxY - (147 - glide(240, from: 0.3, at: t))) < 0.01, "title at \(t) s")
            // Cut off at the inline bar's bottom edge, 59 + 44 = 103.
            #expect(moved.clip?.minY == 103)
        }
        // Issue 23 item 7: the bar tracks the offset y of the same frame (docs/approximations.md, "Bar appearance at
        // the scroll edge"): the inline title shows clamp((y − 34) / 10) (fully once the large title's text, whose
        // bottom is 8 pt above the 52 pt area's, has gone under the bar at y = 44), the material clamp((y − 52) / 10)
        // (as content passes the bar's bottom edge). Before, both
        // faded over 0.2 s after a crossing: three frames showed no title at all and rows passed under a bare bar.
        var checked = 0
        for frame in 18...60 {
            let t = Double(frame) / 60
            let y = glide(240, from: 0.3, at: t)
            let views = timeline.trace(at: t).views
            let material = views.first { $0.path.contains("/bar-root/") && $0.type == "scrollLinked" }
            let inline = views.first { $0.path.contains("/barTitle-root/") && $0.type == "scrollLinked" }
            func ramp(_ d: Double) -> Double { min(max(d / 10, 0), 1) }
            #expect(abs((material?.opacity ?? 0) - ramp(y - 52)) < 1e-6, "material at \(t) s, offset \(y)")
            #expect(abs((inline?.opacity ?? 0) - ramp(y - 34)) < 1e-6, "inline title at \(t) s, offset \(y)")
            // One title or the other on every frame: the large one still shows below the bar (its bottom, 147 − y,
            // under the bar's edge at 103) or the inline one is more than half in.
            #expect(147 - y > 103 || (inline?.opacity ?? 0) > 0.5, "no title at \(t) s")
            checked += 1
        }
        #expect(checked == 43)
    }

    @Test("zoom-grid: the first tap stops the grid's glide; Back zooms the editor into the Ruby cell where it stopped")
    func zoomGrid() throws {
        let timeline = try timeline("zoom-grid")
        #expect(timeline.errors.isEmpty)
        let cell = "BraceletList/NavigationStack/root/content/ScrollView/padding/LazyVGrid/ForEach/Ruby/matchedTransitionSource"
        let atStop = try #require(timeline.trace(at: 0.8).view(cell)).bounds
        let atTap = try #require(timeline.trace(at: 1.0).view(cell)).bounds
        let atBack = try #require(timeline.trace(at: 3.2).view(cell)).bounds
        // The flick of 120 pt at 0.2 s is stopped by the touch at 0.8 s, 120 × (1 − 0.998^600) = 83.90 pt along (on iOS
        // a touch on a decelerating scroll view stops it and is no tap); the cell stays there for the second tap and
        // for Back.
        #expect(abs(glide(120, from: 0.2, at: 0.8) - 83.900) < 0.001)   // 0.998^600 = e^(600 ln 0.998) = 0.300832
        let offset = try #require(timeline.contentOffset(ofScrollViewAt: "BraceletList/NavigationStack/root/content/ScrollView", at: 2.0))
        #expect(abs(offset.y - glide(120, from: 0.2, at: 0.8)) < 0.01)
        #expect(atTap == atStop && atBack == atStop)
        // 0.2 s after Back: the clip is the screen's rectangle (the canvas) moved toward the cell as it is now.
        let v = SystemSpringReference.progress(0.2)
        let content = try #require(timeline.trace(at: 3.2).views.first {
            $0.path.hasPrefix("BraceletList/NavigationStack/link0/content") && $0.clip != nil
        })
        let clip = try #require(content.clip)
        #expect(abs(clip.minY - v * atBack.minY) < 0.01)
        #expect(abs(clip.minX - v * atBack.minX) < 0.01)
        #expect(abs(clip.width - (393 + v * (atBack.width - 393))) < 0.01)
    }

    /// Issue 23 item 4: the bar's titles at a push, a pop and a zoom. The new title comes in from the trailing side
    /// and the old one moves toward the leading side, so two titles never cover each other: on every frame, any two
    /// titles that both show (opacity above 0.05) have on-screen boxes that do not intersect. (Before, both were
    /// centred and cross-faded: zoom-grid's frame 64 read "BrRubyts".)
    /// (navigation-push's root has a large title, which is not in the bar; zoom-grid's root is scrolled, so its
    /// inline title shows, and the editor's comes in over it at the zoom and leaves at Back.)
    @Test("zoom-grid: two bar titles are never drawn over each other at the zoom in or out")
    func titlesNeverSuperimposed() throws {
        let timeline = try timeline("zoom-grid")
        var framesWithTwo = 0
        for frame in 0..<Int(timeline.scene.duration * 60) {
            let titles = timeline.trace(at: Double(frame) / 60).views.filter {
                $0.type == "Text" && $0.path.contains("/barTitle-") && $0.path.contains("/ZStack/0/") && $0.opacity > 0.05
            }
            if titles.count > 1 { framesWithTwo += 1 }
            for (i, a) in titles.enumerated() {
                for b in titles[(i + 1)...] {
                    #expect(!a.bounds.insetBy(dx: 1, dy: 1).intersects(b.bounds), "frame \(frame): \(a.style["text"]!) over \(b.style["text"]!)")
                }
            }
        }
        #expect(framesWithTwo > 5, "\(framesWithTwo) frames show two titles")
    }

    /// Issue 23 item 3: under an interactive pop the bar follows the finger. With p the fraction of the width the
    /// top screen has moved (its offset / 393), the top screen's title shows 1 − p and has moved p × 393 / 2 toward
    /// the trailing side; the revealed root's Edit button shows p. (Before, "‹ Mailboxes" and "Drafts" stayed opaque,
    /// Edit was missing, and the bar changed only after the lift.)
    @Test("navigation-push: the bar follows the finger of an interactive pop")
    func barFollowsInteractivePop() throws {
        let timeline = try timeline("navigation-push")
        var checked = 0
        // The second edge drag runs from 4.6 s for 0.3 s.
        for frame in 277...293 {
            let views = timeline.trace(at: Double(frame) / 60).views
            guard let screen = views.first(where: { $0.path == "MailboxesStack/NavigationStack/link2" }),
                  let title = views.first(where: { $0.path.contains("/barTitle-link2/") && $0.style["text"] == .text("Drafts") }),
                  let edit = views.first(where: { $0.path.contains("/barItems-root/") && $0.style["text"] == .text("Edit") })
            else { continue }
            let p = Double(screen.bounds.minX / 393)
            guard p > 0.01 else { continue }
            #expect(abs(title.opacity - (1 - p)) < 1e-3, "frame \(frame)")
            #expect(abs(Double(title.bounds.minX - title.frame.minX) - p * 393 / 2) < 0.01, "frame \(frame)")
            #expect(abs(edit.opacity - p) < 1e-3, "frame \(frame)")
            checked += 1
        }
        #expect(checked >= 10, "\(checked) frames under the finger")
    }

    /// Issue 23 item 11, the seed's Part 8: "push transitions cannot be cancelled — when interrupted, they convert to
    /// pop transitions". zoom-interrupt taps Back at 0.42 s, while Ruby's editor is still zooming out of its cell
    /// (tapped at 0.3 s). The zoom turns around from where it has got to: the zooming rectangle never jumps (no edge
    /// moves more between two frames after the tap than the largest step before it, 1 px of slack), the screen and
    /// the cell share the rectangle on every frame (their traced shares add up to 1), and it ends in the cell.
    /// (Before, the push's zoom and the pop's were drawn one inside the other and the cell showed nowhere for the
    /// last 0.4 s, then popped in.)
    @Test("zoom-interrupt: Back during the zoom turns it around into the cell without a jump")
    func zoomInterrupted() throws {
        let timeline = try timeline("zoom-interrupt")
        #expect(timeline.errors.isEmpty)
        let screen = "BraceletList/NavigationStack/link0/screen"
        let cell = "BraceletList/NavigationStack/root/content/ScrollView/padding/LazyVGrid/ForEach/Ruby/matchedTransitionSource"
        var rects: [Int: CGRect] = [:]
        for frame in 19...80 {
            let trace = timeline.trace(at: Double(frame) / 60)
            guard let zooming = trace.view(screen), let source = trace.view(cell) else { continue }
            rects[frame] = zooming.visibleBounds
            #expect(abs(zooming.opacity + source.opacity - 1) < 1e-6, "frame \(frame): \(zooming.opacity) + \(source.opacity)")
        }
        func step(_ f: Int) -> CGFloat? {
            guard let a = rects[f - 1], let b = rects[f] else { return nil }
            return max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
        }
        let before = (20...25).compactMap(step).max() ?? 0
        #expect(before > 10, "the push was moving: \(before) pt a frame")
        for frame in 26...80 { if let s = step(frame) { #expect(s <= before + 1, "frame \(frame): \(s) pt") } }
        // The back-turned zoom ends in the cell.
        let last = try #require(rects.keys.max().flatMap { rects[$0] })
        let home = try #require(timeline.trace(at: 1.3).view(cell)).bounds
        #expect(abs(last.midX - home.midX) < 2 && abs(last.midY - home.midY) < 2)
        #expect(timeline.trace(at: 1.3).view(screen) == nil)
    }

    /// Issue 23 item 11: the zoom's interactive dismissal (docs/approximations.md, "Zoom"). A finger dragging the
    /// zoomed-in editor moves it with the finger and shrinks it about the point it took hold of, by 0.5 per canvas
    /// height of travel: with d the finger's translation and g = (200, 520) the grab point, the screen's canvas
    /// rectangle is drawn at g + d + (canvas − g)·s, s = 1 − 0.5·|d| / 852.
    /// The second drag, (200, 520) → (240, 760) from 2.8 s over 0.35 s: at 2.9 s (a step of the finger, every 1/120 s)
    /// p = 0.1 / 0.35, eased 1.5p − 0.5p² = 0.387755, so d = (15.510, 93.061). The screen node's frame is the
    /// stack's area below the status bar, (0, 59, 393, 759). The first drag's spring back (from 2.5 s) still has
    /// about 0.3 pt to go then, which adds to the finger's position as SwiftUI adds a running animation's remainder
    /// to an unanimated change: 0.5 pt of tolerance.
    @Test("zoom-interrupt: a finger drags the zoomed editor smaller; a short drag grows back, a long one zooms it home")
    func zoomInteractiveDismissal() throws {
        let timeline = try timeline("zoom-interrupt")
        #expect(timeline.errors.isEmpty)
        let screen = "BraceletList/NavigationStack/link1/screen"
        let p = 0.1 / 0.35, e = 1.5 * p - 0.5 * p * p
        let d = CGSize(width: 40 * e, height: 240 * e)
        let s = 1 - 0.5 * hypot(d.width, d.height) / 852
        let want = CGRect(x: 200 + d.width - 200 * s, y: 520 + d.height + (59 - 520) * s, width: 393 * s, height: 759 * s)
        let shown = try #require(timeline.trace(at: 2.9).view(screen)?.visibleBounds)
        for (a, b) in [(shown.minX, want.minX), (shown.minY, want.minY), (shown.width, want.width), (shown.height, want.height)] {
            #expect(abs(a - b) < 0.5, "\(shown) ≠ \(want)")
        }
        // The first drag, (200, 520) → (205, 570) over 0.4 s, lifts at 62.9 pt/s: carried on for 0.15 s it is
        // |(5, 50) + 0.15·(6.25, 62.5)| = 59.7 pt from where it took hold, short of 100: the editor grows back.
        let back = try #require(timeline.trace(at: 2.79).view(screen)?.visibleBounds)
        // 0.29 s after that lift the system spring (critically damped, response 0.344 s: ω = 2π / 0.344 = 18.3 s⁻¹)
        // has e^(−ωt)·(1 + ωt) = 3.1 % of the 50 pt left (1.6 pt, and the sliver of shrink that goes with it about
        // the grab point, 461 pt below the top edge): within 3 pt of home.
        #expect(abs(back.width - 393) < 1 && back.minY - 59 < 3 && back.minY >= 59)
        // The second lifts 243 pt away: it zooms into Ruby's cell from where the finger left it (no jump at the lift)
        // and is gone by 3.9 s.
        let atLift = try #require(timeline.trace(at: 3.15).view(screen)?.visibleBounds)
        let after = try #require(timeline.trace(at: 3.15 + 1.0 / 60).view(screen)?.visibleBounds)
        #expect(abs(after.midX - atLift.midX) < 20 && abs(after.midY - atLift.midY) < 20 && after.width <= atLift.width + 0.5)
        #expect(timeline.trace(at: 3.9).view(screen) == nil)
    }
}
