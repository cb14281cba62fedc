import Foundation
import Testing
@testable import ZoetropeMotion

/// interpolatingSpring (fidelity.md §1.4): closed form, over-damped moves like critical, removal when
/// |1 − x| < 0.001 stays true (on the 1/300 s grid), logical completion at 2π/√k.
@Suite struct InterpolatingSpringTests {
    /// Expected finish times from a python3 scan of the closed form on the 1/300 s grid (last time with
    /// |1 − x| ≥ 0.001, plus one step): k 170, c 15 → 0.95; critical 0.5 s → 0.7366666666666667.
    @Test func finishWhenSettledWithinAThousandth() {
        var a = AnimatedValue(0.0)
        a.set(1, at: 0, animation: .interpolatingSpring(stiffness: 170, damping: 15))
        #expect(abs(a.finishTime! - 0.95) < 1e-9)
        #expect(abs(a.logicalCompletionTime! - 2 * Double.pi / 170.0.squareRoot()) < 1e-12)
        var b = AnimatedValue(0.0)
        b.set(1, at: 0, animation: .interpolatingSpring)
        #expect(abs(b.finishTime! - 0.7366666666666667) < 1e-9)
    }

    /// §B closed form for the under-damped (0.5, 0.3) spring at 0.2 s: 0.873711. An over-damped setting moves like
    /// the critically damped spring with the same stiffness: (0.35, −0.2) follows 1 − e^(−ω0 t)(1 + ω0 t),
    /// ω0 = 2π/0.35 → at 0.1 s: 1 − e^(−1.7952)·2.7952 = 0.535732156091082 (python3).
    @Test func closedFormAndCriticalForOverDamped() {
        #expect(abs(AnimatedValue<Double>.sample(.interpolatingSpring(duration: 0.5, bounce: 0.3), from: 0, to: 1, at: 0.2) - 0.873711) < 1e-6)
        let w0 = 2 * Double.pi / 0.35
        let expected = 1 - exp(-w0 * 0.1) * (1 + w0 * 0.1)
        #expect(abs(expected - 0.535732156091082) < 1e-12)
        #expect(abs(AnimatedValue<Double>.sample(.interpolatingSpring(duration: 0.35, bounce: -0.2), from: 0, to: 1, at: 0.1) - expected) < 1e-9)
    }

    /// initialVelocity is in fractions of the change per second: the slope at 0 is v0·interval.
    @Test func initialVelocityIsAFractionPerSecond() {
        var value = AnimatedValue(0.0)
        value.set(10, at: 0, animation: .interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 3))
        #expect(abs(value.velocity(at: 0) - 30) < 1e-9)
    }
}
