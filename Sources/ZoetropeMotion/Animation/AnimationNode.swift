import Foundation

/// The description an `Animation` carries: which timing model and which modifiers, outermost last.
/// Plain data, compared structurally (so `Animation` is `Equatable` like SwiftUI's).
indirect enum AnimationNode: Hashable, Sendable {
    /// A classic cubic Bézier timing curve (`.easeIn`, `.timingCurve(p1x, …)`): y is not clamped and no velocity
    /// is reported to a merging spring (fidelity.md §2.2).
    case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: Double)
    /// A `UnitCurve` timing curve (`.timingCurve(_ curve:duration:)`): reports its velocity (§2.2).
    case curve(UnitCurve, duration: Double)
    /// The retargetable spring family (§1.3).
    case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// `.default`: a fluid spring (response 0.55, damping fraction 1) that is only equal to itself (§1.6).
    case systemDefault
    /// `interpolatingSpring`: closed form, does not merge (§1.4).
    case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// `delay(_:)` (§3).
    case delay(AnimationNode, seconds: Double)
    /// `speed(_:)` (§3).
    case speed(AnimationNode, factor: Double)
    /// `repeatCount(_:autoreverses:)` (count non-nil) and `repeatForever(autoreverses:)` (§3).
    case repeating(AnimationNode, count: Int?, autoreverses: Bool)
    /// `logicallyComplete(after:)` (§3).
    case logicallyComplete(AnimationNode, after: Double)
    /// A user-defined `CustomAnimation`.
    case custom(AnyCustomAnimation)

    /// The fluid-spring parameters when this node is a bare spring of the retargetable family.
    var fluidSpring: FluidSpringModel? {
        switch self {
        case let .fluidSpring(response, dampingFraction, blendDuration):
            return FluidSpringModel(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        case .systemDefault:
            return FluidSpringModel(response: Animation.defaultResponse, dampingFraction: 1, blendDuration: 0)
        default:
            return nil
        }
    }
}
