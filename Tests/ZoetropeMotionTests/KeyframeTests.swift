import Testing
@testable import ZoetropeMotion

/// Keyframe timelines (fidelity.md §7.1) against hand-computed values written next to each case.
@Suite struct KeyframeTests {
    struct Point2: Equatable { var x = 0.0; var y = 0.0 }

    @Test func linearKeyframesWithTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == 5)
        // 10 + 10·easeIn(0.5); easeIn(0.5) = 0.315357 (reference_values.txt §F).
        #expect(abs(timeline.value(time: 2) - 13.15357) < 1e-5)
        #expect(timeline.value(time: 5) == 20)
        #expect(timeline.value(time: -1) == 0)
        #expect(abs(timeline.value(progress: 0.5) - timeline.value(time: 1.5)) < 1e-12)
    }

    /// Catmull-Rom interior tangents (next − previous)/(d_prev + d_next), zero at the open ends:
    /// knots 0 → 10 → 30 → 30 with durations 1, 1, 2: tangents 0, 15, 20/3, 0.
    /// Hermite at s = ½: h01 = ½, h10 = d/8, h11 = −d/8.
    @Test func cubicKeyframesFormCatmullRom() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
            CubicKeyframe(30.0, duration: 2)
        }
        #expect(abs(timeline.value(time: 0.5) - 3.125) < 1e-12)            // 5 − 15/8
        #expect(abs(timeline.value(time: 1.5) - 21.041666666666668) < 1e-12) // 20 + 15/8 − (20/3)/8
        #expect(abs(timeline.value(time: 3) - 31.666666666666668) < 1e-12)  // 30 + (20/3)·2/8
        #expect(timeline.value(time: 1) == 10)
    }

    /// Explicit velocities override the neighbours: 0 → 1 in 1 s with start velocity 3 and end velocity 0:
    /// at ½, ½ + 3/8 = 0.875.
    @Test func cubicExplicitVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 3, endVelocity: 0)
        }
        #expect(abs(timeline.value(time: 0.5) - 0.875) < 1e-12)
    }

    /// A spring keyframe without duration lasts the spring's settlingDuration (§1.5: 1.0447 s for .bouncy) and
    /// follows the closed form (§B: 0.873711 at 0.2 s).
    @Test func springKeyframeUsesSettlingDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .bouncy)
        }
        #expect(abs(timeline.duration - 1.0447) < 1e-4)
        #expect(abs(timeline.value(time: 0.2) - 0.873711) < 1e-6)
    }

    /// A spring after a linear segment starts with its velocity (1/s): critically damped λ = 4π, T = 1, v0 = 1:
    /// x(0.1) = 1 − e^(−0.1λ)·(1 + (λ − 1)·0.1) = 0.3862005108 (python3, math.exp).
    @Test func springKeyframeKeepsIncomingVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(2.0, duration: 0.5, spring: .smooth)
        }
        #expect(abs(timeline.value(time: 1.1) - 1.3862005108031674) < 1e-12)
        // Truncated spring: the value holds the keyframe's target afterwards.
        #expect(timeline.value(time: 1.5) == 2)
    }

    @Test func moveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-12)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
        #expect(timeline.duration == 2)
    }

    /// Independent tracks on properties; the duration is the longest track; values hold afterwards.
    @Test func tracksAnimateProperties() {
        let timeline = KeyframeTimeline(initialValue: Point2(x: 1, y: 2)) {
            KeyframeTrack(\Point2.x) {
                LinearKeyframe(11.0, duration: 1)
            }
            KeyframeTrack(\Point2.y) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(6.0, duration: 2)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5) == Point2(x: 6, y: 2))
        #expect(timeline.value(time: 2) == Point2(x: 11, y: 4))
        #expect(timeline.value(time: 9) == Point2(x: 11, y: 6))
    }

    /// Builders accept `for` and `if`.
    @Test func buildersAcceptLoopsAndConditions() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for i in 1...1000 {
                    LinearKeyframe(Double(i), duration: 0.01)
                }
                if bounce {
                    MoveKeyframe(0.0)
                }
            }
        }
        #expect(abs(timeline.duration - 10) < 1e-9)
        #expect(abs(timeline.value(time: 5.005) - 500.5) < 1e-6)
        #expect(timeline.value(time: 10.5) == 0)
    }

    /// Angles animate through their ×128 animatable data, so the result in degrees is linear.
    @Test func animatableValuesUseTheirData() {
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            LinearKeyframe(Angle(degrees: 90), duration: 1)
        }
        #expect(abs(timeline.value(time: 0.5).degrees - 45) < 1e-9)
    }
}
