import Testing
@testable import ZoetropeMotion

/// The 300 Hz integrator against reference_values.txt §C (values) and §D (finish and logical completion).
@Suite struct FluidSpringTests {
    @Test(arguments: ReferenceSprings.rows.map(\.name))
    func integratorMatchesReferenceC(name: String) {
        let row = ReferenceSprings.rows.first { $0.name == name }!
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: row.animation)
        for (t, expected) in zip(ReferenceSprings.times, row.integrator) {
            if value.isAnimating(at: t) {
                #expect(abs(value.value(at: t) - expected) < 1e-6, "\(name) at t=\(t)")
            } else {
                // Removed (§1.3): the model value shows; the reference prints the integrator past its finish.
                #expect(value.value(at: t) == 1 && abs(expected - 1) < 0.01)
            }
        }
    }

    /// §D fluid(D): the first 60 Hz frame at which the spring reports finished, for deltas 1, 100 and 1000.
    @Test(arguments: ReferenceSprings.rows.map(\.name))
    func finishTimesMatchReferenceD(name: String) {
        let row = ReferenceSprings.rows.first { $0.name == name }!
        for (delta, expected) in [(1.0, row.fluid1), (100.0, row.fluid100), (1000.0, row.fluid1000)] {
            var value = AnimatedValue(0.0)
            value.set(delta, at: 0, animation: row.animation)
            let finish = value.finishTime!
            let frame = (finish * 60 - 1e-9).rounded(.up) / 60
            #expect(abs(frame - expected) < 1e-4, "\(name) Δ=\(delta): finish \(finish)")
            #expect(abs(value.logicalCompletionTime! - row.response) < 1e-12)
            #expect(value.value(at: finish) == delta)
            #expect(!value.isAnimating(at: finish) && value.isAnimating(at: finish - 1.0 / 300))
        }
    }

    /// A spring ends at the same time whatever the frame rate: the finish is a whole step, and the first frame at
    /// or after it shows the model value at 24, 30, 60 and 120 fps alike.
    @Test func finishIsIndependentOfFrameRate() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .smooth)
        let finish = value.finishTime!
        // §D: fluid(100) for .smooth is the 60 Hz frame 1.2667 s; the step lies within (1.25, 1.2667].
        #expect(finish > 1.25 && finish <= 1.2667)
        for fps in [24.0, 30.0, 60.0, 120.0] {
            let frames = (0...Int(3 * fps)).map { Double($0) / fps }
            let firstDone = frames.first { !value.isAnimating(at: $0) }!
            #expect(firstDone == (finish * fps - 1e-9).rounded(.up) / fps)
            #expect(value.value(at: firstDone) == 100)
        }
    }

    /// A time on a step boundary lands on that step despite rounding: t = k/60 is step 5k exactly.
    @Test func frameTimesLandOnTheirStep() {
        for k in 0..<600 {
            #expect(FluidSpringModel.steps(at: Double(k) / 60) == 5 * k)
            #expect(FluidSpringModel.steps(at: Double(k) / 60 + 1e-6) == 5 * k + (k >= 0 ? 1 : 0))
        }
    }
}
