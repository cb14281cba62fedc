import Testing
@testable import ZoetropeMotion

/// PhaseAnimator sequencing (fidelity.md §7.2). Step lengths are logical completions: `.easeIn(duration: d)`
/// lasts d; a spring lasts its response (0.5 s for `.smooth`); nil lasts 0.
@Suite struct PhaseSequenceTests {
    enum Phase: Equatable { case rest, up, down }

    @Test func continuousLoopsThroughThePhases() {
        let sequence = PhaseSequence(phases: [Phase.rest, .up, .down], appearTime: 1) { phase in
            switch phase {
            case .rest: return .easeIn(duration: 0.2)
            case .up: return .smooth
            case .down: return .linear(duration: 0.3)
            }
        }
        // Cycle: up 0.5 + down 0.3 + rest 0.2 = 1.0 s.
        #expect(sequence.cycleDuration == 1)
        #expect(sequence.step(at: 0.5) == nil)
        #expect(sequence.step(at: 1)?.phase == .up)
        #expect(sequence.step(at: 1.6)?.phase == .down)
        #expect(sequence.step(at: 1.6)?.start == 1.5)
        #expect(sequence.step(at: 1.85)?.phase == .rest)
        #expect(sequence.step(at: 2.05)?.phase == .up)
        #expect(sequence.step(at: 2.05)?.start == 2)
        #expect(sequence.step(at: 2.05)?.animation == .smooth)
        let steps = sequence.steps(through: 2.0)
        #expect(steps.map(\.phase) == [.rest, .up, .down, .rest, .up])
        #expect(steps.map(\.start) == [1, 1, 1.5, 1.8, 2])
    }

    @Test func triggersRunOnceAndStop() {
        let sequence = PhaseSequence(phases: [Phase.rest, .up, .down], triggers: [1, 5, 5.3]) { _ in .linear(duration: 0.5) }
        #expect(sequence.step(at: 0.9)?.phase == .rest)
        #expect(sequence.step(at: 1.2)?.phase == .up)
        #expect(sequence.step(at: 1.7)?.phase == .down)
        #expect(sequence.step(at: 3)?.phase == .rest)
        #expect(sequence.step(at: 3)?.start == 2)
        // The third trigger interrupts the second run at 5.3 and starts again from .up.
        #expect(sequence.step(at: 5.4)?.phase == .up)
        #expect(sequence.step(at: 5.4)?.start == 5.3)
        #expect(sequence.steps(through: 10).map(\.start) == [0, 1, 1.5, 2, 5, 5.3, 5.8, 6.3])
    }

    @Test func stepsWithoutAnimationTakeNoTime() {
        let sequence = PhaseSequence(phases: [1, 2, 3]) { $0 == 2 ? nil : .linear(duration: 1) }
        #expect(sequence.step(at: 0)?.phase == 3)
        #expect(sequence.step(at: 1.5)?.phase == 1)
        let instant = PhaseSequence(phases: [1, 2]) { _ in nil }
        #expect(instant.step(at: 10)?.phase == 1)
        #expect(instant.steps(through: 10).count == 3)
        #expect(PhaseSequence<Int>(phases: []).step(at: 1) == nil)
    }
}
