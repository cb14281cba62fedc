import Foundation
import Testing
import Zoetrope
@testable import ZoetropeRender
@testable import Scenes

/// When the review's onion skin and overlay look at a scene.
@MainActor @Suite struct ReviewTimesTests {
    @Test func firstBurstOfTheFlagship() {
        // fab-menu's first animations start with the tap at 0.4 s (frame 24) and are logically complete at 0.9 s
        // (frame 54); the still is in the middle, frame 39.
        let timeline = fabMenuScene.renderTimeline()
        let times = ReviewTimes(spec: timeline.motionSpec(), window: MotionWindow(timeline: timeline, fps: 60), frameCount: 144)
        #expect(times.still == 39.0 / 60)
    }
}
