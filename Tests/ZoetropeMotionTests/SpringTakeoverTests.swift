import Testing
@testable import ZoetropeMotion

/// Issue 11, item 1: a spring that takes over from a timing curve and heads back to where the value started
/// (interval D = 0) must not meet the finish rule's "D is zero" clause at the instant it takes over. It shows the
/// curve's value there and glides to the target, frame by frame, as SwiftUI's integrator would (fidelity.md §1.3,
/// §4.1). Expected values: `SpringTakeoverReference` (independent Python derivation).
@Suite struct SpringTakeoverTests {
    static func animatedValue(_ c: SpringTakeoverReference.Case) -> AnimatedValue<Double> {
        var value = AnimatedValue(c.from)
        value.set(c.to, at: 0, animation: c.curve)
        value.set(c.newTarget, at: c.takeover, animation: c.spring)
        return value
    }

    /// The headline case from the issue: easeInOut(1) 0 → 100, `.smooth` back to 0 at 0.4 s.
    @Test func takeoverInstantShowsTheCurveValue() {
        let c = SpringTakeoverReference.easeBackToZero
        let value = Self.animatedValue(c)
        // The ease curve's own value at 0.4 s (scipy.brentq): 100 × 0.3318838700976465.
        let ease = 100 * SpringTakeoverReference.easeInOutAt04
        #expect(abs(value.value(at: 0.4) - ease) < 1e-9)
        #expect(value.isAnimating(at: 0.4))
        #expect(value.runningAnimation(at: 0.4) != nil)
        // Continuous across the takeover: just before it the curve runs, just after it the spring has taken a step.
        #expect(abs(value.value(at: 0.4 - 1e-9) - ease) < 1e-4)
        #expect(abs(value.value(at: 0.4 + 1e-9) - ease) < 1e-4)
        #expect(value.value(at: 0.4 + 1e-9) < ease)
        // The sample times.
        #expect(abs(value.value(at: 0.45) - 28.950178) < 1e-6)
        #expect(abs(value.value(at: 0.6) - 9.527850) < 1e-6)
    }

    /// Every 60 fps frame from the takeover until the first frame that shows the target, for each case.
    @Test(arguments: SpringTakeoverReference.all)
    func everyFrameUntilSettled(_ c: SpringTakeoverReference.Case) {
        let value = Self.animatedValue(c)
        for (index, expected) in c.values.enumerated() {
            let frame = c.takeoverFrame + index
            let t = Double(frame) / 60
            if frame == c.settledFrame {
                #expect(!value.isAnimating(at: t), "\(c.name): frame \(frame) should be settled")
                #expect(value.value(at: t) == c.newTarget, "\(c.name): frame \(frame)")
            } else {
                #expect(value.isAnimating(at: t), "\(c.name): frame \(frame) should still animate")
                #expect(abs(value.value(at: t) - expected) < 1e-6, "\(c.name): frame \(frame): \(value.value(at: t)) vs \(expected)")
            }
        }
        #expect(abs(value.velocity(at: c.takeover) - c.handedVelocity) < 1e-9, "\(c.name): velocity handed over")
        // Finish: the first step after the takeover at which the rule holds.
        #expect(abs(value.finishTime! - (c.takeover + Double(c.finishStep) / 300)) < 1e-9, "\(c.name): finish time")
    }

    /// With no velocity handed over and a critically damped spring, each frame is strictly closer to the target
    /// than the one before: the value leaves the takeover point at once and never stalls or jumps.
    @Test(arguments: [SpringTakeoverReference.easeBackToZero, SpringTakeoverReference.easeBackToTwenty,
                      SpringTakeoverReference.linearBackToZero])
    func movesTowardTheTargetEveryFrame(_ c: SpringTakeoverReference.Case) {
        let value = Self.animatedValue(c)
        var previous = abs(value.value(at: c.takeover) - c.newTarget)
        #expect(previous > 1)
        // A critically damped spring from rest covering E moves at most E·ω0/e per second (ω0 = 2π/0.5 s), i.e.
        // 0.077·E per 60 fps frame; allow 0.1·E.
        let largestStep = 0.1 * previous
        for frame in (c.takeoverFrame + 1)...c.settledFrame {
            let distance = abs(value.value(at: Double(frame) / 60) - c.newTarget)
            #expect(distance < previous, "\(c.name): frame \(frame)")
            #expect(previous - distance < largestStep, "\(c.name): frame \(frame) jumps by \(previous - distance)")
            previous = distance
        }
    }

    /// The public sampling API (`zoetrope curve`'s model): frames through the first finished frame, which is the
    /// reference's settled frame, and the same values.
    @Test(arguments: SpringTakeoverReference.all)
    func curveRequestSamplesThroughTheSettledFrame(_ c: SpringTakeoverReference.Case) {
        let request = CurveRequest(animation: c.curve, from: c.from, to: c.to,
                                   retargets: [CurveRetarget(time: c.takeover, value: c.newTarget, animation: c.spring)])
        let rows = request.table().rows
        #expect(rows.count == c.settledFrame + 1, "\(c.name): \(rows.count) rows")
        for (index, expected) in c.values.enumerated() where c.takeoverFrame + index < rows.count {
            let row = rows[c.takeoverFrame + index]
            #expect(abs(row.value - expected) < 1e-6, "\(c.name): t \(row.t)")
        }
        #expect(rows.last?.value == c.newTarget)
    }

    /// Changing back to the start at the curve's very first instant: nothing moves, and the spring is removed after
    /// its first step (the rule applies from then on) rather than at the instant it took over.
    @Test func takeoverAtTheStartInstantStaysPut() {
        var value = AnimatedValue(20.0)
        value.set(100, at: 0, animation: .easeInOut(duration: 1))
        value.set(20, at: 0, animation: .smooth)
        #expect(value.value(at: 0) == 20)
        #expect(value.value(at: 1.0 / 60) == 20)
        #expect(value.finishTime! == 1.0 / 300)
    }

    /// A target only a hair away from the start behaved before the fix; it still glides the same way (the issue's
    /// control case, 0.001), within 0.002 of the D = 0 case at every frame.
    @Test func nearbyTargetMatchesTheZeroCase() {
        var near = AnimatedValue(0.0)
        near.set(100, at: 0, animation: .easeInOut(duration: 1))
        near.set(0.001, at: 0.4, animation: .smooth)
        let zero = Self.animatedValue(SpringTakeoverReference.easeBackToZero)
        for frame in 24...93 {
            let t = Double(frame) / 60
            #expect(abs(near.value(at: t) - zero.value(at: t)) < 0.002, "frame \(frame)")
        }
        #expect(abs(near.value(at: 0.45) - 28.950305) < 1e-6)   // the "28.95…" control value
    }
}

extension SpringTakeoverReference.Case: CustomTestStringConvertible {
    var testDescription: String { name }
}
