import Testing
@testable import ZoetropeMotion

/// Equality and presets (fidelity.md §1.6).
@Suite struct AnimationEqualityTests {
    @Test func defaultEqualsOnlyItself() {
        #expect(Animation.default == .default)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
    }

    @Test func presetsAreTheirSprings() {
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(response: 0.4, dampingFraction: 0.6))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        // spring(duration:bounce:) ≡ spring(response:dampingFraction:) with ζ = 1/(1 + b) for b < 0 (§1.1).
        #expect(Animation.spring(duration: 0.35, bounce: -0.2) == .spring(response: 0.35, dampingFraction: 1.25))
        #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
    }
}
