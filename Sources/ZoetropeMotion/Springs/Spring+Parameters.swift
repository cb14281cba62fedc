import Foundation

/// The three parameterisations of `Spring` and their getters (fidelity.md §1.1, §1.5).
extension Spring {
    /// A spring with perceptual `duration` (= response, seconds) and `bounce` (defaults 0.5, 0).
    /// bounce ≥ 0 gives ζ = 1 − bounce (0 beyond 1: undamped); −1 < bounce < 0 gives ζ = 1/(1 + bounce)
    /// (over-damped); bounce ≤ −1 gives ζ = ∞ (§1.1). A duration ≤ 0 or NaN is taken as an infinitely stiff
    /// spring (ω0 = ∞) — documented SwiftUI behaviour for a zero response is "infinitely stiff".
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Animation.dampingFraction(bounce: bounce))
    }

    /// A spring with `response` (seconds per undamped period) and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        let omega0 = response > 0 ? 2 * Double.pi / response : .infinity
        self.init(mass: 1, omega0: omega0, zeta: dampingRatio.isNaN ? 1 : max(0, dampingRatio))
    }

    /// A spring from physical constants. With `allowOverDamping: false` (the default) an over-damped input is
    /// clamped to critical damping, as SwiftUI does (§1.1). Non-positive or NaN mass is taken as 1; a
    /// non-positive stiffness as infinitely soft (ω0 = 0, no motion).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isNaN ? 0 : max(0, stiffness)
        let omega0 = (k / m).squareRoot()
        var zeta = omega0 > 0 ? (damping.isNaN ? 0 : max(0, damping)) / (2 * (k * m).squareRoot()) : 1
        if !allowOverDamping { zeta = min(zeta, 1) }
        self.init(mass: m, omega0: omega0, zeta: zeta)
    }

    /// The perceptual duration (= response): 2π/ω0.
    public var duration: Double { omega0 > 0 ? 2 * Double.pi / omega0 : .infinity }
    /// Same as `duration`.
    public var response: Double { duration }
    /// The damping ratio ζ.
    public var dampingRatio: Double { zeta }
    /// 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (§1.1).
    public var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }
    /// The spring stiffness. For an over-damped spring this reproduces Apple's getter, which returns m(ω² + λ²)
    /// with ω = ω0√(ζ² − 1) and λ = ζω0 (e.g. 335.57 instead of 157.91 for duration 0.5, bounce −0.2) — a known
    /// quirk (§1.1, [PROBE]). Animations use the true m·ω0².
    public var stiffness: Double {
        if zeta > 1 {
            let w = omega0 * (zeta * zeta - 1).squareRoot(), l = zeta * omega0
            return mass * (w * w + l * l)
        }
        return physicalStiffness
    }
    /// The damping coefficient c = 2ζ·√(k·m).
    public var damping: Double { physicalDamping }
}
