import Foundation

/// `interpolatingSpring`: SwiftUI's non-merging spring, evaluated in closed form from time (fidelity.md §1.4).
/// It does not take over a running animation; interrupting it combines by the chained rule of §4.2.
/// `initialVelocity` is in fractions of the change per second. Over-damped settings (ζ > 1) move exactly like a
/// critically damped spring with the same stiffness (§1.4). Bad input: NaN or infinite mass, stiffness or damping,
/// or a mass or stiffness ≤ 0, finishes at once (no motion can be described); a negative damping is taken as 0.
extension Animation {
    /// `interpolatingSpring(duration: 0.5, bounce: 0)` (§1.6).
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A closed-form spring with mass (default 1), stiffness, damping and initial velocity (default 0).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0 else {
            return Animation(node: .bezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1, duration: 0))
        }
        return Animation(node: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: max(0, damping),
                                                    initialVelocity: finite(initialVelocity, or: 0)))
    }

    /// A closed-form spring from a perceptual duration and bounce (defaults 0.5, 0), converted with §1.1.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let spring = Spring(duration: duration, bounce: bounce)
        return interpolatingSpring(spring, initialVelocity: initialVelocity)
    }

    /// A closed-form spring from a `Spring` value.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.physicalStiffness, damping: spring.physicalDamping, initialVelocity: initialVelocity)
    }
}
