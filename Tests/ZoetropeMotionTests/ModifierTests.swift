import Testing
@testable import ZoetropeMotion

/// Repeat and logical-completion modifiers (fidelity.md §3); easeIn(0.5) = 0.315357 (reference_values.txt §F).
@Suite struct ModifierTests {
    static func sample(_ animation: Animation, _ t: Double) -> Double {
        AnimatedValue<Double>.sample(animation, from: 0, to: 1, at: t)
    }

    @Test func repeatCountAutoreverses() {
        let animation = Animation.easeIn.repeatCount(3, autoreverses: true)
        #expect(abs(Self.sample(animation, 0.175) - 0.315357) < 1e-6)        // pass 0, forward
        #expect(abs(Self.sample(animation, 0.525) - (1 - 0.315357)) < 1e-6)  // pass 1, reversed
        #expect(abs(Self.sample(animation, 0.875) - 0.315357) < 1e-6)        // pass 2, forward
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: animation)
        #expect(abs(value.finishTime! - 1.05) < 1e-12)
        #expect(value.value(at: 1.06) == 1)
    }

    /// An even count ends reversed at the start value and then jumps to the model value (§3).
    @Test func evenRepeatCountJumpsToTheModelValue() {
        let animation = Animation.linear(duration: 1).repeatCount(2)
        #expect(abs(Self.sample(animation, 1.75) - 0.25) < 1e-12)
        #expect(Self.sample(animation, 2.0) == 0)
        #expect(Self.sample(animation, 2.01) == 1)
    }

    @Test func repeatWithoutAutoreverseRestarts() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(abs(Self.sample(animation, 1.25) - 0.25) < 1e-12)
    }

    /// A delay inside the repeat is paid every pass; outside, once (§3).
    @Test func delayInsideAndOutsideRepeat() {
        let inside = Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false)
        #expect(Self.sample(inside, 1.75) == 0)                      // second pass, still in its delay
        #expect(abs(Self.sample(inside, 2.5) - 0.5) < 1e-12)
        let outside = Animation.linear(duration: 1).repeatForever(autoreverses: false).delay(0.5)
        #expect(abs(Self.sample(outside, 1.75) - 0.25) < 1e-12)
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: inside)
        #expect(value.finishTime == .infinity)
        #expect(value.isAnimating(at: 1000))
    }

    /// A repeated spring restarts fresh each pass (pass length = its finish time).
    @Test func repeatedSpringRestarts() {
        var once = AnimatedValue(0.0)
        once.set(1, at: 0, animation: .snappy)
        let period = once.finishTime!
        let repeated = Animation.snappy.repeatCount(3, autoreverses: false)
        #expect(abs(Self.sample(repeated, period + 0.1) - once.value(at: 0.1)) < 1e-9)
    }

    @Test func logicallyCompleteAfter() {
        var value = AnimatedValue(0.0)
        value.set(1, at: 2, animation: .linear(duration: 1).logicallyComplete(after: 0.25))
        #expect(value.logicalCompletionTime == 2.25)
        #expect(value.finishTime == 3)
        var spring = AnimatedValue(0.0)
        spring.set(1, at: 0, animation: .smooth.delay(0.2))
        #expect(abs(spring.logicalCompletionTime! - 0.7) < 1e-12)      // delay + response
        var fast = AnimatedValue(0.0)
        fast.set(1, at: 0, animation: .smooth.speed(2))
        #expect(abs(fast.logicalCompletionTime! - 0.25) < 1e-12)
    }
}

/// Bad input (issue 3): documented fallbacks, no hang, no crash.
@Suite struct BadInputTests {
    @Test func nonFiniteAndNegativeDurationsFinishAtOnce() {
        for animation in [Animation.easeIn(duration: .nan), .linear(duration: -1), .easeOut(duration: .infinity),
                          .spring(response: .nan), .spring(duration: 0.5, bounce: .nan), .interpolatingSpring(stiffness: -1, damping: 1)] {
            var value = AnimatedValue(0.0)
            value.set(1, at: 0, animation: animation)
            #expect(value.value(at: 0.01) == 1, "\(animation)")
            #expect(value.finishTime == 0, "\(animation)")
        }
    }

    /// A response ≤ 0 runs at the stiffness cap of 45 000 (§1.3) and still settles.
    @Test func nonPositiveResponseUsesTheStiffnessCap() {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: .spring(response: 0, dampingFraction: 1))
        #expect(value.finishTime! < 0.2)
        #expect(value.logicalCompletionTime == 0)
    }

    /// bounce 1 never settles: cut off at the stated 60 s bound. bounce → −1 (heavy damping) diverges in the
    /// explicit step and is cut off at once rather than showing garbage.
    @Test func extremeBouncesAreBounded() {
        var undamped = AnimatedValue(0.0)
        undamped.set(1, at: 0, animation: .spring(duration: 0.5, bounce: 1))
        #expect(undamped.finishTime == 60)
        #expect(undamped.value(at: 60) == 1)
        var heavy = AnimatedValue(0.0)
        heavy.set(1, at: 0, animation: .spring(duration: 0.5, bounce: -0.99))
        #expect(heavy.finishTime! < 1)
        for k in 0..<120 { #expect(abs(heavy.value(at: Double(k) / 120)) <= 10) }
        var infinite = AnimatedValue(0.0)
        infinite.set(1, at: 0, animation: .spring(duration: 0.5, bounce: -1))
        #expect(infinite.finishTime == 0)
    }

    @Test func speedZeroNeverFinishesAndRepeatCountBelowOnePlaysOnce() {
        var frozen = AnimatedValue(0.0)
        frozen.set(1, at: 0, animation: .linear(duration: 1).speed(0))
        #expect(frozen.finishTime == .infinity)
        #expect(frozen.value(at: 100) == 0)
        var once = AnimatedValue(0.0)
        once.set(1, at: 0, animation: .linear(duration: 1).repeatCount(0))
        #expect(once.finishTime == 1)
    }

    @Test func nonFiniteValuesAndTimesDoNotHang() {
        var value = AnimatedValue(0.0)
        value.set(.nan, at: 0, animation: .smooth)
        value.set(.infinity, at: .nan, animation: .bouncy)
        _ = value.value(at: .nan)
        _ = value.value(at: .infinity)
        #expect(value.finishTime != nil)
    }
}
