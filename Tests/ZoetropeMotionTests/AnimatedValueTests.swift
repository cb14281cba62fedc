import Testing
@testable import ZoetropeMotion

/// The AnimatedValue contract: purity, same-time changes, jumps.
@Suite struct AnimatedValueTests {
    /// Sampling in random order equals sampling in order (architecture.md, principle 2).
    @Test func randomOrderEqualsInOrder() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0.1, animation: .bouncy)
        value.set(-50, at: 0.4, animation: .easeIn)
        value.set(30, at: 0.55, animation: .snappy)
        value.set(80, at: 0.9, animation: .linear(duration: 0.3).delay(0.05))
        let times = (0..<300).map { Double($0) / 120 }
        let inOrder = times.map { value.value(at: $0) }
        var generator = SystemRandomNumberGenerator()
        let shuffled = times.indices.shuffled(using: &generator)
        for index in shuffled {
            #expect(value.value(at: times[index]) == inOrder[index])
        }
    }

    /// Sampling a track where it lies in memory (what a frame does for every track) reads the same segment as sampling
    /// a copy: every time before, at and between the changes, and after they finish.
    @Test func samplingInPlaceEqualsSamplingACopy() {
        var value = AnimatedValue(_Vector4(0, 0, 10, 10))
        value.set(_Vector4(100, 50, 20, 20), at: 0.1, animation: .bouncy)
        value.set(_Vector4(-50, 0, 5, 5), at: 0.4, animation: .easeIn)
        value.set(_Vector4(30, 30, 30, 30), at: 0.55, animation: .snappy.delay(0.1))
        value.set(_Vector4(80, 0, 0, 0), at: 0.9, animation: nil)
        let times = [-1, 0, 0.1, 0.4, 0.55, 0.9] + (0..<300).map { Double($0) / 120 }
        withUnsafePointer(to: value) { track in
            for time in times { #expect(AnimatedValue.value(at: time, of: track) == value.value(at: time), "\(time)") }
        }
        // A track with no change reads its initial value.
        withUnsafePointer(to: AnimatedValue(_Vector4(1, 2, 3, 4))) { track in
            #expect(AnimatedValue.value(at: 5, of: track) == _Vector4(1, 2, 3, 4))
        }
    }

    /// The view layer inserts by jumping to the active value, then animating to identity at the same time.
    @Test func sameTimeChangesAnimateFromTheJumpedValue() {
        var value = AnimatedValue(1.0)
        value.set(0, at: 0.5, animation: nil)
        value.set(1, at: 0.5, animation: .linear(duration: 1))
        #expect(value.value(at: 0.4) == 1)
        #expect(value.value(at: 0.5) == 0)
        #expect(abs(value.value(at: 0.75) - 0.25) < 1e-12)
        #expect(value.value(at: 1.5) == 1)
        #expect(value.finishTime == 1.5)
    }

    /// A change without animation and nothing running jumps.
    @Test func jumpWithoutAnimation() {
        var value = AnimatedValue(3.0)
        value.set(7, at: 1, animation: nil)
        #expect(value.value(at: 0.999) == 3)
        #expect(value.value(at: 1) == 7)
        #expect(value.finishTime == nil)
        #expect(!value.isAnimating(at: 1))
    }

    /// A change without animation while a curve runs shifts the running animation (presented = model − interval
    /// + offset, §0): linear 0 → 100 over 1 s, at 0.5 s the model jumps to 200: 150 at 0.5, 175 at 0.75.
    @Test func jumpDuringAnimationShiftsIt() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: nil)
        #expect(abs(value.value(at: 0.5) - 150) < 1e-12)
        #expect(abs(value.value(at: 0.75) - 175) < 1e-12)
        #expect(value.value(at: 1.01) == 200)
    }

    /// Setting the current model value again starts nothing.
    @Test func unchangedValueDoesNotAnimate() {
        var value = AnimatedValue(5.0)
        value.set(5, at: 0, animation: .smooth)
        #expect(value.finishTime == nil)
    }
}
