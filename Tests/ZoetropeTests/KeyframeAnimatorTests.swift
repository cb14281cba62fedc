import Foundation
import Testing
@testable import Zoetrope

/// KeyframeAnimator per fidelity.md §7.1: the content is evaluated for each frame with the keyframes' value. Linear
/// keyframes make every expected value exact by hand.
@MainActor @Suite struct KeyframeAnimatorTests {
    func scale(_ t: SceneTimeline, at time: Double) -> Double? {
        guard case let .numbers(v)? = t.inspect(at: time).first(where: { $0.type == "scaleEffect" })?.style["scale"] else { return nil }
        return v.first
    }

    @Test func repeatingKeyframesLoopFromAppear() throws {
        let t = timeline(duration: 3) {
            KeyframeAnimator(initialValue: 1.0) { s in
                Rectangle().frame(width: 10, height: 10).scaleEffect(s)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
            }
        }
        // 1 → 2 over each second, looping: 1.5 at 0.5 s, 1.25 at 1.25 s, 1.75 at 2.75 s.
        for (time, value) in [(0.0, 1.0), (0.5, 1.5), (1.25, 1.25), (2.75, 1.75)] {
            #expect(abs(try #require(scale(t, at: time)) - value) < 1e-9, "at \(time) s")
        }
    }

    @Test func triggeredKeyframesPlayOncePerChangeFromTheCurrentValue() throws {
        struct Pulse: View {
            @State private var taps = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, s in
                        content.scaleEffect(s)
                    } keyframes: { start in
                        LinearKeyframe(start + 1, duration: 1)
                    }
                    .onTapGesture { taps += 1 }
                    .accessibilityIdentifier("pulse")
            }
        }
        let t = timeline(duration: 4, script: { Tap("pulse", at: 0.5); Tap("pulse", at: 2) }) { Pulse() }
        // Before the first tap: the initial value 1. The first run goes 1 → 2 over 0.5…1.5 s and holds 2; the
        // second starts from 2 at 2 s and reaches 3 at 3 s.
        for (time, value) in [(0.25, 1.0), (1.0, 1.5), (1.75, 2.0), (2.5, 2.5), (3.5, 3.0)] {
            #expect(abs(try #require(scale(t, at: time)) - value) < 1e-9, "at \(time) s")
        }
    }

    @Test func preparedFramesMatchFramesMadeOnDemand() {
        let make = {
            timeline(duration: 2) {
                KeyframeAnimator(initialValue: 0.0) { x in
                    Rectangle().frame(width: 10, height: 10).offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 2)
                }
            }
        }
        let prepared = make(), onDemand = make()
        prepared.prepare(times: [0.3, 1.1])
        #expect(prepared.displayList(at: 1.1) == onDemand.displayList(at: 1.1))
        #expect(prepared.displayList(at: 0.3) != prepared.displayList(at: 1.1))
    }
}
