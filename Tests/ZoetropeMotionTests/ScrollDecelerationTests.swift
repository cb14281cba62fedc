import Foundation
import Testing
@testable import ZoetropeMotion

/// UIScrollView's glide at the normal rate (0.998 per ms) by hand: covered d·(1 − 0.998^(1000 t)), velocity
/// d · 2.0020027 · 0.998^(1000 t) (2.0020027 = −1000 · ln 0.998), at rest below half a pixel.
@Suite struct ScrollDecelerationTests {
    @Test func glideDistanceIsTheVelocityOver2Point002() {
        // 1000 pt/s → 1000 / 2.0020027 = 499.49983 pt.
        #expect(abs(ScrollDeceleration.glideDistance(velocity: 1000) - 499.49983) < 1e-4)
    }

    @Test func valueVelocityAndRestOnAnAnimatedValue() {
        var value = AnimatedValue(0.0)
        let glide = Animation(ScrollDeceleration(restDistance: 0.5))
        value.set(200, at: 1, animation: glide)
        // t = 0.1: 200 · (1 − 0.8185668) = 36.28664; velocity 200 · 2.0020027 · 0.8185668 = 327.7546 pt/s.
        #expect(abs(value.value(at: 1.1) - 36.28664) < 1e-4)
        #expect(abs(value.velocity(at: 1.1) - 327.7546) < 1e-3)
        // Rest when 200 · 0.998^(1000 t) < 0.5: t > ln 400 / 2.0020027 = 2.99279 s.
        #expect(value.isAnimating(at: 3.99))
        #expect(!value.isAnimating(at: 4.0))
        #expect(abs((value.finishTime ?? 0) - 3.99279) < 1e-3)
    }

    @Test func aStoppedGlideStopsAtTheStoppedOffsetWithReach() {
        // Interval 100 with reach 2.5 (a free glide of 250 stopped by the content's end): 250 · (1 − 0.998^(1000 t))
        // until 100, when 0.998^(1000 t) = 0.6, t = 0.25516 s.
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: Animation(ScrollDeceleration(reach: 2.5, restDistance: 0.5)))
        #expect(abs(value.value(at: 0.1) - 45.35830) < 1e-4)
        #expect(value.value(at: 0.26) == 100)
        #expect(abs((value.finishTime ?? 0) - 0.25516) < 1e-3)
    }

    @Test func stopHoldsThePresentedValue() {
        var value = AnimatedValue(0.0)
        value.set(200, at: 0, animation: Animation(ScrollDeceleration(restDistance: 0.5)))
        value.stop(at: 0.1)
        // Held at 36.28664 from 0.1 on; earlier times are unchanged (a pure function of time).
        #expect(abs(value.value(at: 0.05) - 200 * (1 - pow(0.998, 50))) < 1e-9)
        #expect(abs(value.value(at: 2) - 36.28664) < 1e-4)
        #expect(abs(value.modelValue - 36.28664) < 1e-4)
    }
}
