import Foundation
import Testing
import Zoetrope
@testable import ZoetropeRender
@testable import Scenes

/// The review's chapters and motion-chosen frames on catalog scenes, against what their scripts and animations say.
@MainActor @Suite struct ReviewChapterTests {
    static func chapters(_ scene: MotionScene) -> (plans: [ChapterPlan], motion: MotionFrames, spec: MotionSpec) {
        let timeline = scene.renderTimeline()
        let motion = MotionFrames(timeline: timeline, fps: 60)
        let spec = timeline.motionSpec()
        return (ChapterPlan.plans(spec: spec, motion: motion, canvas: scene.canvas.size), motion, spec)
    }

    @Test func oneTapOneChapterStartingAtItsFrame() {
        // toolbar-menu-incorrect: Tap("more") at 0.3 s = frame 18 and nothing before it, so one chapter and no
        // "On appear". At 0.3 s `.smooth` (a critically damped spring of 0.5 s, ω = 2π/0.5) has taken no step, so
        // frame 18 still looks like frame 0; at frame 19 the menu's opacity is 1 − (1 + ωt)e^(−ωt) with t = 1/60 s:
        // ωt = 0.2094, (1.2094)(0.8111) = 0.981, so 0.019, visible (above 0.005). The motion therefore starts from
        // frame 18, its still frame before; the strip is frames 17 … 26 (two before the first moving frame 19); the
        // clip starts a tenth of a second (6 frames) before, at frame 12.
        let (plans, motion, _) = Self.chapters(toolbarMenuIncorrectScene)
        #expect(plans.map(\.title) == ["Tap(\"more\")"])
        guard let plan = plans.first else { return }
        #expect(plan.eventFrame == 18)
        #expect(plan.motion?.lowerBound == 18)
        #expect(plan.strip == Array(17...26))
        #expect(plan.clip.lowerBound == 12)
        #expect(plan.clip.upperBound == (plan.motion?.upperBound ?? 0) + 6)
        // The key frame is inside the fade, not at its ends.
        #expect(plan.key > 18 && plan.key < (plan.motion?.upperBound ?? 0))
        // The region is the menu's (it appears above the trailing "more" button): on the canvas, right of centre,
        // below the middle, and far smaller than the screen.
        #expect(plan.regionFound)
        #expect(plan.region.minX >= 0 && plan.region.maxX <= 393 && plan.region.maxY <= 852)
        #expect(plan.region.maxX > 393 / 2 && plan.region.minY > 852 / 2)
        #expect(plan.region.width * plan.region.height < 393 * 852 / 4)
        #expect(motion.windows.count == 1)
    }

    @Test func anInterruptingTapStartsItsOwnChapter() {
        // interrupted-spring: taps at 0.3 s (frame 18) and 0.5 s (frame 30), the second while the knob still moves.
        // The run of motion is cut at frame 30: the first chapter moves from frame 18 to 29, the second from 29 (the
        // frame before its tap) on; its strip starts two frames before its first moving frame 30, at 28.
        let (plans, _, _) = Self.chapters(interruptedSpringScene)
        #expect(plans.map(\.title) == ["Tap(\"switch\")", "Tap(\"switch\")"])
        guard plans.count == 2 else { return }
        #expect(plans[0].motion == 18...29)
        #expect(plans[1].motion?.lowerBound == 29)
        #expect(plans[0].strip == Array(17...26) && plans[1].strip == Array(28...37))
        #expect(plans.map(\.eventFrame) == [18, 30])
    }

    @Test func eachSwipeIsAChapter() {
        // navigation-push ends with two edge swipes, at 3.8 s and 4.6 s (frame 276), the second while the motion of
        // the first is still under way. A drag moves things from the moment the finger lands, so the run of motion is
        // cut at frame 276: the first swipe's chapter ends at frame 275, the second's starts there.
        let (plans, _, _) = Self.chapters(navigationPushScene)
        let swipes = plans.filter { $0.title.hasPrefix("Drag(") }
        #expect(swipes.count == 2)
        guard swipes.count == 2 else { return }
        #expect(swipes[0].motion?.upperBound == 275)
        #expect(swipes[1].motion?.lowerBound == 275)
    }

    @Test func zoomGridSheetShowsBothZoomsMidFlight() {
        // zoom-grid: the zoom in starts with Tap("Ruby") at 1.0 s (frame 60) and the zoom back with Tap("Back") at
        // 3.0 s (frame 180). The contact sheet holds, for each, frames strictly inside the zoom (after the tap's frame
        // and before the run's last frame): at least its quarter, half and three-quarter frames of movement.
        let (plans, motion, spec) = Self.chapters(zoomGridScene)
        let cuts = ChapterPlan.cuts(events: spec.events, rows: spec.rows, fps: 60, lastFrame: motion.lastFrame)
        let sheet = motion.sheetFrames(cutAt: cuts)
        for title in ["Tap(\"Ruby\")", "Tap(\"Back\")"] {
            guard let zoom = plans.last(where: { $0.title == title }), let run = zoom.motion else {
                Issue.record("no chapter with motion for \(title)")
                continue
            }
            let inside = sheet.filter { $0 > zoom.eventFrame && $0 < run.upperBound }
            #expect(inside.count >= 3, "\(title): \(sheet) in \(run)")
        }
        // The tap at 0.8 s only stops the glide of the flick before it: it starts no animation, so it is a chapter
        // where nothing moves of its own, and the glide stays in the scroll's chapter.
        let stop = plans.first { $0.time == 0.8 }
        #expect(stop?.motion == nil)
        #expect(sheet.count <= 15 && sheet == sheet.sorted())
    }

    @Test func paddedRegionsStayOnTheCanvas() {
        let canvas = CGSize(width: 393, height: 852)
        // A 10 × 10 pt region at the top-left corner: grown by 16 pt (to 42 × 42), then to 64 pt, and pushed back on
        // the canvas: 0 … 64 both ways.
        #expect(ChapterPlan.padded(CGRect(x: 0, y: 0, width: 10, height: 10), canvas: canvas) == CGRect(x: 0, y: 0, width: 64, height: 64))
        // A region across the whole width keeps the canvas's width; 100 … 200 pt tall grows to 84 … 216.
        #expect(ChapterPlan.padded(CGRect(x: 0, y: 100, width: 393, height: 100), canvas: canvas) == CGRect(x: 0, y: 84, width: 393, height: 132))
        // Ten consecutive frames, moved back from the end of a 120-frame scene.
        #expect(ChapterPlan.consecutive(from: 115, last: 119) == Array(110...119))
        #expect(ChapterPlan.consecutive(from: -2, last: 119) == Array(0...9))
    }

    @Test func aGlideIsPlottedAsItRan() throws {
        // zoom-grid's flick of #bracelets at 0.2 s aims at 120 pt with UIScrollView's deceleration (rate 0.998 per
        // ms): the distance after t seconds is 120 × (1 − 0.998^(1000 t)). The tap at 0.8 s stops it 0.6 s in, at
        // 120 × (1 − 0.998^600) = 120 × (1 − e^(600 ln 0.998)) = 120 × (1 − 0.30088) = 83.89 pt, where it stays.
        let timeline = zoomGridScene.renderTimeline()
        let spec = timeline.motionSpec()
        let row = try #require(spec.rows.first { $0.spelling.hasPrefix("Animation(scrollDeceleration(") })
        let assets = ReviewAssets(timeline: timeline, folder: "scenes/1-zoom-grid", scale: 1, jobs: 1, chrome: nil, progress: nil,
                                  log: { _ in })
        let glide = try #require(assets.glideTable(for: row))
        #expect(glide.table.from == 0 && glide.table.to == 120)
        let expected = { (t: Double) in 120 * (1 - pow(0.998, 1000 * t)) }
        for sample in glide.table.rows where sample.t <= 0.55 {
            #expect(abs(sample.value - expected(sample.t)) < 0.1, "at \(sample.t) s: \(sample.value)")
        }
        for sample in glide.table.rows where sample.t >= 0.6 { #expect(abs(sample.value - 83.89) < 0.1, "at \(sample.t) s") }
        #expect(glide.caption.contains("0 → 83.9 pt (aimed at 120 pt, stopped early)"), "\(glide.caption)")
    }
}
