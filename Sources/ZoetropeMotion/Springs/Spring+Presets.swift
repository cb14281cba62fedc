import Foundation

/// `Spring` presets and the settling-duration initialiser (fidelity.md §1.5, §1.6).
extension Spring {
    /// `Spring()` ≡ duration 0.5, bounce 0.
    public init() { self.init(duration: 0.5, bounce: 0) }

    /// Duration 0.5, bounce 0.
    public static var smooth: Spring { smooth() }
    /// Duration `duration`, bounce `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// Duration 0.5, bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// Duration `duration`, bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// Duration 0.5, bounce 0.3.
    public static var bouncy: Spring { bouncy() }
    /// Duration `duration`, bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring whose decay envelope (λ + 1)·e^(−λt) reaches `epsilon` at `settlingDuration` (§1.5).
    /// Like SwiftUI, ζ is clamped to [1e-6, 1] and the duration to [0.01, 10] s, so the result is never
    /// over-damped, and it is not the exact inverse of the `settlingDuration` getter (which uses a 0.1 s grid
    /// for critical damping). NaN inputs are taken as duration 0.5 and ratio 1.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let ts = min(max(settlingDuration.isNaN ? 0.5 : settlingDuration, 0.01), 10)
        let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1e-6), 1)
        let eps = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        // Solve λ·ts − ln((λ + 1)/ε) = 0 for the larger root by Newton's method (f is convex in λ).
        var lambda = max(1, (-log(eps) + 5) / ts)
        for _ in 0..<32 {
            let f = lambda * ts - log((lambda + 1) / eps)
            let df = ts - 1 / (lambda + 1)
            guard df > 0 else { break }
            let next = lambda - f / df
            if abs(next - lambda) < 1e-12 { lambda = next; break }
            lambda = max(next, 1e-9)
        }
        self.init(mass: 1, omega0: lambda / zeta, zeta: zeta)
    }
}
