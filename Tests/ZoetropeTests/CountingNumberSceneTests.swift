import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The counting-number scene: the step total is evaluated at every frame with the presented value of its spring.
@MainActor @Suite struct CountingNumberSceneTests {
    let timeline = countingNumberScene.timeline()

    /// The whole numbers shown by text views at `time` (digits only).
    func numbers(at time: Double) -> [Int] {
        timeline.inspect(at: time).compactMap { view -> Int? in
            guard view.type == "Text", !view.isRemoving, case let .text(s)? = view.style["text"] else { return nil }
            return Int(s.filter(\.isNumber))
        }
    }

    @Test func stepsFollowTheSpringProgress() {
        // .smooth(duration: 0.8) is spring(duration: 0.8, bounce: 0) (fidelity.md §1.6); the test's own 300 Hz
        // integrator of §1.3 (SpringReference) gives its progress 0.4 s after the tap at 0.4 s. The label shows
        // 1,204 + 3,873 × progress, rounded.
        let progress = SpringReference(duration: 0.8, bounce: 0).progress(at: 0.4)
        let expected = Int((1204 + 3873 * progress).rounded())
        let shown = numbers(at: 0.8)
        #expect(shown.contains { abs($0 - expected) <= 1 }, "\(shown) vs \(expected)")
        // Before the tap: 1,204; after both taps have settled: 1,204 + 2 × 3,873 = 8,950.
        #expect(numbers(at: 0.2).contains(1204))
        #expect(numbers(at: 2.59).contains { abs($0 - 8950) <= 20 })
    }

    @Test func streakRollsToTheNextNumber() {
        // Before the tap the streak is 6; at 2.59 s, two taps later, 8.
        #expect(numbers(at: 0.2).contains(6))
        #expect(numbers(at: 2.59).contains(8))
    }
}
