import Testing
@testable import Zoetrope

/// TimelineView's schedules and Combine's publishers on the scene's clock; expected values by hand.
@MainActor @Suite struct TimelineCombineTests {
    func text(_ t: SceneTimeline, at time: Double) -> String? {
        guard case let .text(value)? = t.inspect(at: time).first(where: { $0.type == "Text" })?.style["text"] else { return nil }
        return value
    }

    @Test func periodicShowsTheLastEntry() {
        let t = timeline(duration: 3) { PeriodicReader() }
        // Entries every 0.5 s from the epoch: at 1.3 s the view shows the entry of 1.0 s, at 2.6 s that of 2.5 s.
        #expect(text(t, at: 0.2) == "0.0")
        #expect(text(t, at: 1.3) == "1.0")
        #expect(text(t, at: 2.6) == "2.5")
    }

    @Test func animationScheduleIsEveryFrame() {
        let t = timeline(duration: 3) { AnimationReader() }
        // Made for each frame: the frame's own time.
        #expect(text(t, at: 1.3) == "1.3")
        #expect(text(t, at: 2.7) == "2.7")
        // Alone or after others, the same.
        let fresh = timeline(duration: 3) { AnimationReader() }
        #expect(text(fresh, at: 2.7) == "2.7")
    }

    @Test func explicitAndEveryMinuteSchedules() {
        let explicit = timeline(duration: 3) { ExplicitReader() }
        // Before the first date (0.7 s) the start's date; then 0.7 until 1.9.
        #expect(text(explicit, at: 0.5) == "0.0")
        #expect(text(explicit, at: 1.0) == "0.7")
        #expect(text(explicit, at: 2.5) == "1.9")
        // The epoch is 09:41:00 exactly: the first entry is the start, the next a minute later.
        let minute = timeline(duration: 3) { MinuteReader() }
        #expect(text(minute, at: 2.5) == "0.0")
    }

    @Test func publishersAndObservableObjectsRunOnTheSceneClock() {
        let t = timeline(duration: 3) { PublishedCounter() }
        // The model's timer fires at 0.5 and 1.0 by 1.1 s (count 2); the 0.25 s publisher connected at 0 has sent
        // 0.25, 0.5, 0.75, 1.0 (4 values, the last dated 1.0 s), plus Just's 7 at appear: 11.
        #expect(text(t, at: 0.1) == "0 7 ")
        #expect(text(t, at: 1.1) == "2 11 1.0")
    }
}
