import Testing
@testable import ZoetropeMotion

/// keyframeAnimator playback (§7.1) with a linear timeline "current → current + 10 over 1 s".
@Suite struct KeyframePlaybackTests {
    static func step(from value: Double) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: value) { LinearKeyframe(value + 10, duration: 1) }
    }

    @Test func triggersPlayFromTheCurrentValue() {
        let playback = KeyframePlayback(initialValue: 0.0, triggers: [1, 3, 3.5], keyframes: Self.step)
        #expect(playback.value(at: 0.5) == 0)
        #expect(playback.value(at: 1.5) == 5)          // first run 0 → 10
        #expect(playback.value(at: 2.5) == 10)         // held at the end
        #expect(playback.value(at: 3.25) == 12.5)      // second run 10 → 20
        // The third trigger at 3.5 restarts from 15 (shown then) toward 25.
        #expect(playback.value(at: 4) == 20)
        #expect(playback.value(at: 9) == 25)
        #expect(playback.isPlaying(at: 4) && !playback.isPlaying(at: 4.6))
    }

    @Test func repeatingLoops() {
        let playback = KeyframePlayback(initialValue: 0.0, startTime: 2, keyframes: Self.step)
        #expect(playback.value(at: 2.25) == 2.5)
        #expect(playback.value(at: 3.25) == 2.5)
        let still = KeyframePlayback(initialValue: 0.0, repeating: false, keyframes: Self.step)
        #expect(still.value(at: 0.5) == 0)
    }
}
