import Testing
@testable import Zoetrope

/// Timer, DispatchQueue.main.asyncAfter, Date() and CACurrentMediaTime() on the scene's clock: callbacks scheduled
/// at scene time T run at T + interval as state changes in the timeline. Every expected value is worked out by hand
/// in the comment above it.
@MainActor @Suite struct SceneClockTests {
    func text(_ t: SceneTimeline, at time: Double) -> String? {
        guard case let .text(value)? = t.inspect(at: time).first(where: { $0.type == "Text" })?.style["text"] else { return nil }
        return value
    }


    @Test func repeatingTimerFiresEveryIntervalFromWhereItWasScheduled() {
        let t = timeline(duration: 3) { TimerTicker() }
        // Scheduled at 0 (onAppear), every 0.5 s: fired at 0.5 and 1.0 by 1.26 s, so the counter reads 2; at 0.49 s
        // none has fired; at 2.75 s five have (0.5 … 2.5).
        #expect(text(t, at: 0.49) == "0")
        #expect(text(t, at: 1.26) == "2")
        #expect(text(t, at: 2.75) == "5")
    }

    @Test func invalidatedTimerStops() {
        let t = timeline(duration: 3) { TimerTicker(stopAt: 3) }
        // Fires at 0.5, 1.0, 1.5 and invalidates itself at the third: 3 at 2.9 s, not 5.
        #expect(text(t, at: 2.9) == "3")
    }

    @Test func aFrameAloneEqualsTheSameFrameAfterTheOnesBefore() {
        let alone = timeline(duration: 3) { TimerTicker() }
        let inOrder = timeline(duration: 3) { TimerTicker() }
        let earlier = stride(from: 0.0, through: 2.0, by: 0.1).map { inOrder.inspectionText(at: $0) }
        #expect(earlier.count == 21)
        // 4 firings by 2.0 s (0.5, 1.0, 1.5, 2.0): the frame at 2.1 s made alone, after the earlier ones, or
        // before them reads "4" and is the same in every other way.
        #expect(alone.inspectionText(at: 2.1) == inOrder.inspectionText(at: 2.1))
        #expect(text(alone, at: 2.1) == "4")
    }


    @Test func asyncAfterRunsAtItsDeadlineOnTheSceneClock() {
        let t = timeline(duration: 3, script: { Tap("2 no", at: 1.6) }) { StagedSteps() }
        // step 1 at 0.4 s, 2 at 1.0 s; the work item due at 1.5 s was cancelled at 1.2 s; the tap at 1.6 s sets 10
        // at 1.85 s.
        #expect(text(t, at: 0.3) == "0 no")
        #expect(text(t, at: 0.5) == "1 no")
        #expect(text(t, at: 1.1) == "2 no")
        #expect(text(t, at: 1.8) == "2 no")
        #expect(text(t, at: 1.9) == "10 no")
    }


    @Test func dateAndMediaTimeReadTheSceneTime() {
        let t = timeline(duration: 2, script: { Tap(CGPoint(x: 100, y: 50), at: 0.5) }) { ClockReader() }
        // The epoch is 2023-09-12 09:41:00 UTC = 1 694 511 660 s after 1970; the body is evaluated at 0 and again at
        // the tap (0.5 s), where CACurrentMediaTime() is 0.5. A Double interpolated in a `Text` literal is formatted
        // with "%lf" (six decimals), as SwiftUI's `LocalizedStringKey` does; the tapped string is shown as written.
        #expect(text(t, at: 0.2) == "1694511660.000000 1694511660.000000 ")
        #expect(text(t, at: 0.7) == "1694511660.500000 1694511660.500000 0.5")
    }


    @Test func aTimerCallbackAnimatesWithItsTransaction() throws {
        let t = timeline(duration: 3) { TimerAnimated() }
        let minX = { (time: Double) in t.inspect(at: time).first { $0.type == "Rectangle" }?.visibleBounds.minX }
        // The 10 pt square is centred on the 200 pt canvas (x 95); the linear move of 100 pt starts at 0.5 s: 50 pt
        // along at 1.0 s, done at 1.5 s.
        #expect(try #require(minX(0.25)) == 95)
        #expect(abs(try #require(minX(1.0)) - 145) < 1e-6)
        #expect(try #require(minX(2.0)) == 195)
    }
}
