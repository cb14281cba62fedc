import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The spring family as fidelity.md describes it, written out here independently of ZoetropeMotion: the 300 Hz
/// half-step integrator and finish rule of §1.3 and the closed form of §1.2, for expected values in the motion
/// scenes' tests.
struct SpringReference {
    /// Stiffness and damping for unit mass (§1.1): k = (2π/d)², capped at 45000 (§1.3); ζ = 1 − bounce for
    /// bounce ≥ 0; c = 2ζ√k.
    let k: Double, c: Double, zeta: Double

    init(duration: Double, bounce: Double) {
        k = min(pow(2 * .pi / duration, 2), 45000)
        zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        c = 2 * zeta * k.squareRoot()
    }

    struct State { var x = 0.0, v = 0.0, force = 0.0 }

    /// The integrator after `steps` steps of 1/300 s toward `target`: v½ = v + F·dt/2, x += v½·dt,
    /// F = k(target − x) − c·v½, v = v½ + F·dt/2; the first force is 0.
    func state(steps: Int, target: Double = 1, from start: State = State()) -> State {
        let dt = 1.0 / 300
        var s = start
        for _ in 0..<max(steps, 0) {
            let half = s.v + s.force * dt / 2
            s.x += half * dt
            s.force = k * (target - s.x) - c * half
            s.v = half + s.force * dt / 2
        }
        return s
    }

    /// Steps taken by `elapsed` seconds: ceil(elapsed·300 − 1e-9) (§1.3, offline rule).
    static func steps(_ elapsed: Double) -> Int { Int((elapsed * 300 - 1e-9).rounded(.up)) }

    /// Progress from rest toward 1 at `elapsed` seconds.
    func progress(at elapsed: Double) -> Double { state(steps: Self.steps(elapsed)).x }

    /// The first step at which a change of `distance` (the length of the whole interval vector) is finished: |v| and
    /// |F| at most 0.06 in the value's units, and at most 1 % of the distance left (§1.3).
    func finishStep(distance: Double) -> Int {
        var s = State()
        for n in 1...3000 {
            s = state(steps: 1, from: s)
            if abs(s.v) * distance <= 0.06, abs(s.force) * distance <= 0.06, abs(1 - s.x) <= 0.01 { return n }
        }
        return .max
    }

    /// The closed form (§1.2) from 0 toward `target` with initial velocity `v0`: value and velocity at `t`.
    func closedForm(target: Double, v0: Double, at t: Double) -> (x: Double, v: Double) {
        let omega0 = k.squareRoot(), lambda = zeta * omega0
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot(), a = (lambda * target - v0) / wd
            let e = exp(-lambda * t)
            return (target - e * (a * sin(wd * t) + target * cos(wd * t)),
                    e * ((lambda * a + target * wd) * sin(wd * t) + (lambda * target - a * wd) * cos(wd * t)))
        }
        let b = lambda * target - v0, e = exp(-lambda * t)
        return (target - e * (target + b * t), e * (v0 + lambda * b * t))
    }
}

/// The reference above checked against ../shared/reference/reference_values.txt (an independent Python derivation),
/// then the interrupted-spring scene against it.
@MainActor @Suite struct MotionSceneSpringTests {
    @Test func referenceIntegratorMatchesThePythonDerivation() {
        // §C of reference_values.txt, .smooth and .bouncy progress at 0.1 and 0.2 s.
        let smooth = SpringReference(duration: 0.5, bounce: 0), bouncy = SpringReference(duration: 0.5, bounce: 0.3)
        #expect(abs(smooth.progress(at: 0.1) - 0.355779) < 1e-6)
        #expect(abs(smooth.progress(at: 0.2) - 0.712916) < 1e-6)
        #expect(abs(bouncy.progress(at: 0.2) - 0.870853) < 1e-6)
        // §D: finish of a 1-unit and a 100-unit .smooth change on the 60 Hz grid, 0.8333 and 1.2667 s.
        #expect((Double(smooth.finishStep(distance: 1)) / 5).rounded(.up) == 50)
        #expect((Double(smooth.finishStep(distance: 100)) / 5).rounded(.up) == 76)
        // §B closed form of .smooth at 0.1 s: 0.357740.
        #expect(abs(smooth.closedForm(target: 1, v0: 0, at: 0.1).x - 0.357740) < 1e-6)
    }

    /// The knob's presented offset (a render effect, so read from the offset's style, not its frame).
    func knobOffset(_ t: SceneTimeline, at time: Double) throws -> Double {
        let view = try #require(t.inspect(at: time).first { $0.type == "offset" && $0.path.hasPrefix("FocusSwitch") })
        let offset = try #require(view.style["offset"].flatMap(\.numbers))
        return offset[0]
    }

    @Test func firstTapSpringsTheKnobAtTheSpringsProgress() throws {
        let t = interruptedSpringScene.timeline()
        let spring = SpringReference(duration: 0.6, bounce: 0.2)
        // Offset 8 → 208 from the tap at 0.3 s: 8 + 200·p(t − 0.3).
        for time in [0.3, 0.35, 0.4, 0.45, 0.5] {
            #expect(abs(try knobOffset(t, at: time) - (8 + 200 * spring.progress(at: time - 0.3))) < 1e-6, "at \(time) s")
        }
    }

    @Test func secondTapRetargetsAndKeepsTheVelocity() throws {
        let t = interruptedSpringScene.timeline()
        let spring = SpringReference(duration: 0.6, bounce: 0.2)
        let h = 1.0 / 300, t1 = 0.5
        // At the second tap (0.2 s into the first spring) the knob moves right fast: v1 = 200·v(0.2 s).
        let before = spring.state(steps: SpringReference.steps(0.2))
        let x1 = 8 + 200 * before.x, v1 = 200 * before.v
        #expect(v1 > 500)
        // Finite differences over one integrator step each side of the tap. The velocity changes within one step
        // by at most |a|·h, with a = k·(target − x) − c·v before (target 208) and after (target 8): both bounded by
        // k·200 + c·|v1|, so the two slopes differ by at most 2·(k·200 + c·|v1|)·h.
        let slopeBefore = (try knobOffset(t, at: t1) - knobOffset(t, at: t1 - h)) / h
        let slopeAfter = (try knobOffset(t, at: t1 + h) - knobOffset(t, at: t1)) / h
        let bound = 2 * (spring.k * 200 + spring.c * abs(v1)) * h
        #expect(abs(slopeBefore - v1) < bound)
        #expect(abs(slopeAfter - slopeBefore) < bound, "before \(slopeBefore), after \(slopeAfter)")
        #expect(slopeAfter > 0.5 * v1, "the knob keeps moving right after the tap")
        // Afterwards, the retargeted closed form of §4.1: x1 + spring(T = 8 − x1, v0 = v1, t − t1), within the
        // 1–3 pt the integrator and the closed form differ by on a 200 pt move (reference_values.txt §E).
        for time in [0.55, 0.6, 0.7, 0.85, 1.0] {
            let expected = x1 + spring.closedForm(target: 8 - x1, v0: v1, at: time - t1).x
            #expect(abs(try knobOffset(t, at: time) - expected) < 3, "at \(time) s")
        }
        // It overshoots to the right of where the second tap caught it, then settles at 8.
        #expect(try knobOffset(t, at: 0.55) > x1)
        #expect(abs(try knobOffset(t, at: 1.95) - 8) < 0.5)
    }
}
