import Foundation
import Testing
@testable import Zoetrope

/// PhaseAnimator per fidelity.md §7.2, with 0.5 s linear steps so that every value is exact by hand: a step to
/// scale s from scale r at time t0 gives r + (s − r)(t − t0)/0.5, and the next step starts at t0 + 0.5.
@MainActor @Suite struct PhaseAnimatorTests {
    func scale(_ t: SceneTimeline, at time: Double) -> Double? {
        guard case let .numbers(v)? = t.inspect(at: time).first(where: { $0.type == "scaleEffect" })?.style["scale"] else { return nil }
        return v.first
    }

    @Test func continuousAnimatorCyclesFromAppear() throws {
        let t = timeline(duration: 3) {
            PhaseAnimator([1.0, 2.0]) { s in
                Rectangle().frame(width: 10, height: 10).scaleEffect(s)
            } animation: { _ in .linear(duration: 0.5) }
        }
        // 0 → 0.5: 1 → 2; 0.5 → 1: 2 → 1; 1 → 1.5: 1 → 2 …
        let expected: [(Double, Double)] = [(0, 1), (0.25, 1.5), (0.5, 2), (0.75, 1.5), (1.0, 1), (1.25, 1.5), (2.75, 1.5)]
        for (time, value) in expected {
            #expect(abs(try #require(scale(t, at: time)) - value) < 1e-9, "at \(time) s")
        }
    }

    @Test func triggeredAnimatorRunsOncePerChange() throws {
        struct Bouncer: View {
            @State private var taps = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .phaseAnimator([1.0, 3.0], trigger: taps) { content, s in
                        content.scaleEffect(s)
                    } animation: { _ in .linear(duration: 0.5) }
                    .onTapGesture { taps += 1 }
                    .accessibilityIdentifier("bouncer")
            }
        }
        let t = timeline(duration: 3, script: { Tap("bouncer", at: 1) }) { Bouncer() }
        // Still at phase[0] until the tap at 1 s; then 1 → 3 by 1.5 s and back to 1 by 2 s, where it stays.
        let expected: [(Double, Double)] = [(0.5, 1), (1.25, 2), (1.5, 3), (1.75, 2), (2, 1), (2.5, 1)]
        for (time, value) in expected {
            #expect(abs(try #require(scale(t, at: time)) - value) < 1e-9, "at \(time) s")
        }
    }

    @Test func phasesWithoutAnimationStopWithAnError() {
        let t = timeline(duration: 1) {
            PhaseAnimator([1.0, 2.0]) { s in
                Rectangle().frame(width: 10, height: 10).scaleEffect(s)
            } animation: { _ in nil }
        }
        #expect(t.errors.count == 1)
    }

    @Test func onChangeSeesOldAndNewValues() {
        struct Counter: View {
            @State private var count = 0
            @State private var log: [String] = []
            var body: some View {
                Text(log.joined(separator: ","))
                    .onChange(of: count) { old, new in log.append("\(old)>\(new)") }
                    .onTapGesture { count += 1 }
                    .accessibilityIdentifier("counter")
            }
        }
        let t = timeline(script: { Tap("counter", at: 0.5); Tap("counter", at: 1) }) { Counter() }
        let text = { (time: Double) in t.inspect(at: time).first { $0.type == "Text" }?.style["text"] }
        #expect(text(0.75) == .text("0>1"))
        #expect(text(1.5) == .text("0>1,1>2"))
    }
}
