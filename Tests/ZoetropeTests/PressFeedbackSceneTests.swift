import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The press-feedback scene: a Press from 0.3 s to 1.2 s on the tile.
@MainActor @Suite struct PressFeedbackSceneTests {
    let timeline = pressFeedbackScene.timeline()

    func tileScale(at time: Double) -> Double? {
        guard case let .numbers(v)? = timeline.inspect(at: time)
            .first(where: { $0.type == "scaleEffect" && $0.path.contains("RoundedRectangle") == false })?.style["scale"] else { return nil }
        return v.first
    }

    func menuShown(at time: Double) -> Bool {
        timeline.inspect(at: time).contains { $0.style["text"] == .text("Share") }
    }

    @Test func tileShrinksWhilePressedAndRecoversAfter() throws {
        // onPressingChanged(true) at 0.3 s animates to 0.94 with .easeOut(duration: 0.2): done by 0.5 s; the release
        // at 0.3 + 0.9 = 1.2 s animates back to 1 over 0.2 s (fidelity.md §2.1 curves end at their duration).
        #expect(try #require(tileScale(at: 0.29)) == 1)
        #expect(abs(try #require(tileScale(at: 0.5)) - 0.94) < 1e-9)
        #expect(abs(try #require(tileScale(at: 1.19)) - 0.94) < 1e-9)
        #expect(abs(try #require(tileScale(at: 1.41)) - 1) < 1e-9)
        #expect(timeline.errors.isEmpty)
    }

    @Test func menuAppearsOnceThePressHasLastedHalfASecond() {
        // minimumDuration 0.5 from 0.3 s: perform runs at 0.8 s.
        #expect(!menuShown(at: 0.79))
        #expect(menuShown(at: 0.8))
        #expect(menuShown(at: 2.1))
    }
}
