import Foundation

/// The spring animations and their presets (fidelity.md §1.1, §1.3, §1.6).
///
/// Every form here except `interpolatingSpring` is SwiftUI's retargetable spring: it runs the 300 Hz integrator
/// and merges with a running animation, keeping position and velocity (§4.1). Bad input: a NaN response or damping
/// fraction makes the animation finish at once; a response ≤ 0 runs at the stiffness cap of 45 000 (§1.3); a bounce
/// ≥ 1 means no damping (the spring never settles and is cut off after 60 s, `FluidSpringModel.maximumSteps`);
/// a bounce ≤ −1 means infinite damping (no motion — finishes at once).
extension Animation {
    /// The response of `.default` on iOS 17+: 0.55 s with damping fraction 1, as Apple's documentation states.
    /// OpenSwiftUI forwards `.default` to `.spring` (0.5 s) instead; we follow the documentation (§1.6).
    public static let defaultResponse = 0.55

    /// SwiftUI's default animation (iOS 17+): a critically damped retargetable spring with response 0.55 s
    /// (documented value; see `defaultResponse`). Equal only to itself, not to an identical spring (§1.6).
    public static let `default` = Animation(node: .systemDefault)

    /// Damping fraction for a bounce (§1.1): 1 − b for b ≥ 0 (0 beyond 1), 1/(1 + b) for −1 < b < 0, ∞ at ≤ −1.
    static func dampingFraction(bounce: Double) -> Double {
        if bounce.isNaN { return .nan }
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        return max(0, 1 - bounce)
    }

    /// A retargetable spring with a perceptual `duration` and `bounce` (defaults 0.5 s, 0, blend 0).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A retargetable spring with `response` (seconds) and `dampingFraction` (defaults 0.5, 0.825, blend 0).
    /// Disfavoured, as in SwiftUI, so `.spring()` with no arguments is the duration/bounce form (0.5 s, bounce 0:
    /// damping fraction 1, fidelity.md §1.6) rather than an ambiguity.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        if response.isNaN || dampingFraction.isNaN || dampingFraction.isInfinite {
            return Animation(node: .fluidSpring(response: 0, dampingFraction: 1, blendDuration: 0)).instant
        }
        return Animation(node: .fluidSpring(
            response: finite(response, or: 0), dampingFraction: max(0, dampingFraction),
            blendDuration: max(0, finite(blendDuration, or: 0))))
    }

    /// A retargetable spring from a `Spring` value (its response and damping ratio), with a blend duration.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// `spring()`: the duration/bounce overload with its defaults, i.e. response 0.5, damping fraction 1 (§1.6).
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth() }
    /// `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy() }
    /// `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy() }
    /// `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`: bounce 0.15 (§1.6).
    public static var interactiveSpring: Animation { interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25) }
    /// A stiff retargetable spring for interactive motion (defaults response 0.15, damping 0.86, blend 0.25).
    /// Disfavoured like `spring(response:dampingFraction:blendDuration:)`: `.interactiveSpring()` is the
    /// duration/bounce form.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)`.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An animation that has already finished: used for arguments that cannot describe any motion.
    var instant: Animation { Animation(node: .bezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1, duration: 0)) }
}
