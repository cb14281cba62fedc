import Foundation

/// Expected values for the system transitions, derived here from docs/approximations.md ("System transitions"),
/// independently of the engine: UIKit's system spring taken as critically damped at ω₀ = √(1000/3) rad/s, run by
/// SwiftUI's 300 Hz integrator (`SpringReference`, fidelity.md §1.3), and the bezier (0.32, 0.72, 0, 1) over 0.5 s
/// that fades use.
enum SystemSpringReference {
    /// The spring: response 2π/ω₀ ≈ 0.3441 s, no bounce.
    static let spring = SpringReference(duration: 2 * Double.pi / (1000.0 / 3).squareRoot(), bounce: 0)

    /// Progress from rest toward 1, `elapsed` seconds after the change.
    static func progress(_ elapsed: Double) -> Double { spring.progress(at: elapsed) }

    /// The fade curve's progress `elapsed` seconds after the change: x(s) = 3(1−s)²s·0.32 + 3(1−s)s²·0 + s³ solved
    /// for elapsed/0.5 by bisection, then y(s) = 3(1−s)²s·0.72 + 3(1−s)s²·1 + s³.
    static func fade(_ elapsed: Double) -> Double {
        let x = min(max(elapsed / 0.5, 0), 1)
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let s = (low + high) / 2
            let xs = 3 * (1 - s) * (1 - s) * s * 0.32 + s * s * s
            if xs < x { low = s } else { high = s }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * (1 - s) * s * 0.72 + 3 * (1 - s) * s * s + s * s * s
    }
}
