import Foundation

/// A representation of a spring's motion: SwiftUI's `Spring` (iOS 17), usable without an animation.
///
/// Stored like SwiftUI's (fidelity.md §1.1): mass, natural angular frequency ω0 and damping ratio ζ.
/// Conversions: k = m·ω0², c = 2ζ·√(k·m), response = 2π/ω0.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring (kg-like units; 1 for duration/bounce and response/damping springs).
    public var mass: Double
    /// Natural angular frequency ω0 in rad/s.
    var omega0: Double
    /// Damping ratio ζ (0 undamped, 1 critical, > 1 over-damped).
    var zeta: Double

    init(mass: Double, omega0: Double, zeta: Double) {
        self.mass = mass
        self.omega0 = omega0
        self.zeta = zeta
    }

    /// k = m·ω0², the true stiffness (used internally; the public getter reproduces Apple's quirk, §1.1).
    var physicalStiffness: Double { mass * omega0 * omega0 }
    /// c = 2ζ·m·ω0.
    var physicalDamping: Double { 2 * zeta * mass * omega0 }
    /// The closed-form oscillator for this spring.
    var oscillator: DampedOscillator { DampedOscillator(omega0: omega0, decay: zeta * omega0) }
}
