import Testing
@testable import ZoetropeMotion

/// Interruption rules of fidelity.md §4 against reference_values.txt §E and §H and hand-computed values.
@Suite struct InterruptionTests {
    /// §E: `.spring(duration: 0.5, bounce: 0.15)` 0 → 100, retargeted to 200 at 0.15 s with the same animation.
    static let retargetRows: [(t: Double, x: Double, v: Double, finished: Bool)] = [
        (0.00, 0.0000, 0.000, false), (0.05, 13.3863, 455.996, false), (0.10, 38.5439, 506.742, false),
        (0.15, 61.5649, 402.171, false), (0.20, 91.7549, 727.348, false), (0.25, 127.6400, 669.930, false),
        (0.30, 156.8139, 490.572, false), (0.35, 176.7867, 313.894, false), (0.40, 188.9395, 180.402, false),
        (0.45, 195.6004, 93.131, false), (0.50, 198.8531, 42.017, false), (0.55, 200.2018, 15.079, false),
        (0.60, 200.5988, 2.575, false), (0.65, 200.5865, -2.171, false), (0.70, 200.4420, -3.218, false),
        (0.75, 200.2885, -2.793, false), (0.80, 200.1687, -1.984, false), (0.85, 200.0888, -1.242, false),
        (0.90, 200.0411, -0.700, false), (0.95, 200.0155, -0.353, false), (1.00, 200.0034, -0.154, false),
        (1.05, 199.9985, -0.051, false), (1.10, 199.9973, -0.005, false), (1.15, 199.9975, 0.011, false),
        (1.20, 199.9982, 0.014, true),
    ]

    @Test func springRetargetKeepsPositionAndVelocity() {
        var value = AnimatedValue(0.0)
        let spring = Animation.spring(duration: 0.5, bounce: 0.15)
        value.set(100, at: 0, animation: spring)
        value.set(200, at: 0.15, animation: spring)
        for row in Self.retargetRows {
            // The reference samples on a 120 Hz loop: 0.05·k is reached as a sum of 1/120 steps, i.e. step 15k.
            let t = row.t
            if row.finished {
                #expect(!value.isAnimating(at: t))
                #expect(value.value(at: t) == 200)
            } else {
                #expect(value.isAnimating(at: t))
                #expect(abs(value.value(at: t) - row.x) < 5e-5, "x at \(t)")
                #expect(abs(value.velocity(at: t) - row.v) < 5e-4, "v at \(t)")
            }
        }
    }

    /// §H: linear 1 s 0 → 100, at 0.5 s a new target 200 with linear 1 s: chained, not additive.
    @Test func timingCurveInterruptionIsChained() {
        var value = AnimatedValue(0.0)
        value.set(100, at: 0, animation: .linear(duration: 1))
        value.set(200, at: 0.5, animation: .linear(duration: 1))
        for (t, expected) in [(0.5, 50.0), (0.6, 74.0), (0.75, 106.25), (1.0, 150.0), (1.25, 175.0), (1.5, 200.0)] {
            #expect(abs(value.value(at: t) - expected) < 1e-9, "t=\(t)")
        }
        #expect(value.finishTime == 1.5)
        // Hand derivation of the velocity at 0.6: r = 100·0.6 + (200 − 60)·0.1; dr/dt = 100·(1 − 0.1) + 140·1 = 230.
        #expect(abs(value.velocity(at: 0.6) - 230) < 1e-9)
    }
}
