import Foundation
import Testing
@testable import ZoetropeMotion

/// `Spring` against reference_values.txt §A (mapping), §B (closed form) and §D (settlingDuration getter).
@Suite struct SpringTests {
    @Test(arguments: ReferenceSprings.rows.map(\.name))
    func closedFormMatchesReferenceB(name: String) {
        let row = ReferenceSprings.rows.first { $0.name == name }!
        for (i, t) in ReferenceSprings.times.enumerated() {
            #expect(abs(row.spring.value(target: 1.0, time: t) - row.closedForm[i]) < 1e-6, "\(name) x(\(t))")
            #expect(abs(row.spring.velocity(target: 1.0, time: t) - row.velocity[i]) < 1e-4, "\(name) v(\(t))")
        }
    }

    @Test(arguments: ReferenceSprings.rows.map(\.name))
    func settlingDurationMatchesReferenceD(name: String) {
        let row = ReferenceSprings.rows.first { $0.name == name }!
        #expect(abs(row.spring.settlingDuration - row.getter) < 1e-4, "\(name)")
    }

    /// §A: k and c for m = 1.
    @Test func parameterMappingMatchesReferenceA() {
        let cases: [(Spring, Double, Double, Double)] = [
            (.smooth, 157.9137, 25.1327, 0), (.snappy, 157.9137, 21.3628, 0.15), (.bouncy, 157.9137, 17.5929, 0.3),
            (Spring(response: 0.15, dampingRatio: 0.86), 1754.5963, 72.0472, 0.14),
            (Spring(response: 0.55, dampingRatio: 1), 130.5072, 22.8479, 0),
        ]
        for (spring, k, c, bounce) in cases {
            #expect(abs(spring.stiffness - k) < 1e-4)
            #expect(abs(spring.damping - c) < 1e-4)
            #expect(abs(spring.bounce - bounce) < 1e-9)
        }
        // (0.35, −0.2): ζ = 1/(1 − 0.2) = 1.25; true k 322.2728 (used by animations), c 44.8799.
        let over = Spring(duration: 0.35, bounce: -0.2)
        #expect(abs(over.dampingRatio - 1.25) < 1e-12)
        #expect(abs(over.physicalStiffness - 322.2728) < 1e-4)
        #expect(abs(over.damping - 44.8799) < 1e-4)
        #expect(abs(over.bounce - -0.2) < 1e-12)
        // Apple's over-damped stiffness getter quirk, §1.1: 335.57 for (0.5, −0.2).
        #expect(abs(Spring(duration: 0.5, bounce: -0.2).stiffness - 335.57) < 0.01)
        // interpolatingSpring(stiffness: 170, damping: 15): response 0.4819, ζ 0.575224 (§A).
        let s = Spring(mass: 1, stiffness: 170, damping: 15)
        #expect(abs(s.response - 0.4819) < 1e-4)
        #expect(abs(s.dampingRatio - 0.575224) < 1e-6)
    }

    /// `allowOverDamping: false` clamps to critical (§1.1): k 100, c 30 has ζ = 30/(2·10) = 1.5 → 1.
    @Test func overDampingIsClampedByDefault() {
        #expect(Spring(stiffness: 100, damping: 30).dampingRatio == 1)
        #expect(Spring(stiffness: 100, damping: 30, allowOverDamping: true).dampingRatio == 1.5)
    }

    /// Vector evaluation is per-component: a pair target (1, −2) gives (x, −2x).
    @Test func vectorEvaluation() {
        let x = Spring.bouncy.value(target: 1.0, time: 0.2)
        let pair = Spring.bouncy.value(target: AnimatablePair(1.0, -2.0), time: 0.2)
        #expect(abs(pair.first - x) < 1e-12 && abs(pair.second + 2 * x) < 1e-12)
        #expect(abs(x - 0.873711) < 1e-6)
    }

    /// The settling-duration initialiser: its envelope (λ + 1)e^(−λ·ts) equals ε at ts (hand-checkable identity).
    @Test func settlingDurationInitialiser() {
        let spring = Spring(settlingDuration: 0.8, dampingRatio: 0.7)
        let lambda = spring.dampingRatio * 2 * Double.pi / spring.response
        #expect(abs((lambda + 1) * exp(-lambda * 0.8) - 0.001) < 1e-9)
        #expect(spring.dampingRatio == 0.7)
        #expect(Spring(settlingDuration: 1, dampingRatio: 3).dampingRatio == 1)
    }

    /// An undamped spring never settles.
    @Test func undampedSpringNeverSettles() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }
}
