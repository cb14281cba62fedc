import Foundation
import Testing
@testable import ZoetropeMotion

/// Every interruption rule of fidelity.md §4 with hand-computed values (derivations next to each case).
@Suite struct InterruptionRuleTests {
    /// A spring taking over a classic Bézier gets no velocity (§2.2, §4.1): from x0 = 50, v0 = 0, F0 = 0 toward
    /// D = 200 the first step leaves x at 50 (v½ = 0) and F = k·150; the second moves by (F/300)/300:
    /// 50 + 150·k/90000 with k = (2π/0.5)² → 50.26318945069572 (python3).
    @Test func springAfterBezierStartsAtRest() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: .spring)
        #expect(value.value(at: 0.5) == 50)
        #expect(value.value(at: 0.5 + 1.0 / 300) == 50)
        #expect(abs(value.value(at: 0.5 + 2.0 / 300) - 50.26318945069572) < 1e-9)
    }

    /// A spring taking over a UnitCurve animation keeps its velocity (100/s here): one step moves 100/300.
    @Test func springAfterUnitCurveKeepsVelocity() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .timingCurve(.linear, duration: 1))
        value.set(200, at: 0.5, animation: .spring)
        #expect(abs(value.value(at: 0.5 + 1.0 / 300) - (50 + 100.0 / 300)) < 1e-9)
    }

    /// interpolatingSpring does not merge: chained rule, value = old(t) + (200 − old(t))·f(t − 0.2) with
    /// f(t) = 1 − e^(−λt)(1 + λt), λ = 4π: at 0.3 → 128.7112705504066 (python3).
    @Test func interpolatingSpringIsChained() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .interpolatingSpring)
        value.set(200, at: 0.2, animation: .interpolatingSpring)
        #expect(abs(value.value(at: 0.3) - 128.7112705504066) < 1e-9)
    }

    /// Response blending (§1.3): a 0.3 s spring replaced by interactiveSpring(response: 0.15, blend 0.25)
    /// starts at response 0.3 and eases to 0.15; logical completion is where t = r(t):
    /// r(t) = 0.15 + 0.15·(1 − smoothstep(t/0.25)) → t = 0.1792445067218886 (bisection, python3).
    @Test func responseBlendsOverBlendDuration() {
        let model = FluidSpringModel(response: 0.5, dampingFraction: 1, blendDuration: 0.25, blendInterval: 0.2)
        #expect(abs(model.response(at: 0.125) - 0.6) < 1e-12)   // 0.5 + 0.2·(1 − 0.5)
        #expect(model.response(at: 1) == 0.5)
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .spring(response: 0.3, dampingFraction: 1))
        value.set(150, at: 0.1, animation: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(abs(value.logicalCompletionTime! - (0.1 + 0.1792445067218886)) < 1e-9)
        // The same spring again at 0.2 s continues that blend, 0.1 s into it: r(t) = 0.15 + 0.15·(1 − smoothstep((t + 0.1)/0.25)),
        // so r(0) = 0.15 + 0.15·(1 − 0.352) = 0.2472, and t = r(t) first holds at t = 0.15 (bisection, python3).
        let inherited = FluidSpringModel(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25, blendInterval: 0.15, blendOffset: 0.1)
        #expect(abs(inherited.response(at: 0) - 0.2472) < 1e-12)
        value.set(160, at: 0.2, animation: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(abs(value.logicalCompletionTime! - 0.35) < 1e-9)
    }

    /// Identical delay/speed-wrapped springs merge (SwiftUI's modifier rule) — no jump, no chained restart.
    @Test func identicalWrappedSpringsMerge() {
        var value = AnimatedValue(0.0)
        let animation = Animation.spring.speed(2)
        value.set(100, at: 0, animation: animation)
        let before = value.value(at: 0.1)
        value.set(200, at: 0.1, animation: animation)
        #expect(abs(value.value(at: 0.1) - before) < 1e-9)
        #expect(value.value(at: value.finishTime!) == 200)
        // A different wrapped spring is combined instead (its start is the still-moving old trajectory).
        var other = AnimatedValue(0.0)
        other.set(100, at: 0, animation: animation)
        other.set(200, at: 0.1, animation: .spring.delay(0.5))
        #expect(abs(other.value(at: 0.3) - AnimatedValue.sample(animation, from: 0, to: 100, at: 0.3)) < 1e-9)
    }

    /// A custom animation that merges: it records where the running animation was (50 at 0.5 s) and moves
    /// from there to the new interval over 1 s: at 1.0 s, 50 + (200 − 50)·0.5 = 125.
    @Test func customAnimationMerges() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: Animation(HandOver()))
        #expect(abs(value.value(at: 1.0) - 125) < 1e-9)
        #expect(abs(value.value(at: 1.5) - 200) < 1e-9)
    }

    /// A custom animation that does not merge is chained like a timing curve (§4.2 value 74 at 0.6 s).
    @Test func customAnimationCombines() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: Animation(Ramp(duration: 1)))
        #expect(abs(value.value(at: 0.6) - 74) < 1e-9)
        #expect(abs(value.finishTime! - 1.5) < 1e-9)
    }
}

/// Linear ramp over `duration`, written as a user would.
struct Ramp: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: min(1, time / duration))
    }
}

/// Takes over by remembering the previous animation's position and the merge time in its state.
struct HandOver: CustomAnimation {
    struct Start<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: (V, Double) { (.zero, 0) }
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let (start, at) = context.state[Start<V>.self]
        let p = (time - at) / 1
        return p > 1 ? nil : start + (value - start).scaled(by: max(0, p))
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
        var scratch = AnimationContext<V>()
        let position = previous.animate(value: value, time: time, context: &scratch) ?? value
        context.state[Start<V>.self] = (position, time)
        return true
    }
}

extension AnimatedValue where Value == Double {
    /// The value of a single change `from` → `to` at `time` (a test helper built on the public API).
    static func sample(_ animation: Animation, from: Double, to: Double, at time: Double) -> Double {
        var value = AnimatedValue(from)
        value.set(to, at: 0, animation: animation)
        return value.value(at: time)
    }
}
