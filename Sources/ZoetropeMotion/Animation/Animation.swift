import Foundation

/// How a change to a value plays out over time: SwiftUI's `Animation`.
///
/// A value type describing a timing model plus modifiers; `AnimatedValue` evaluates it as a pure function of
/// time (architecture.md, principle 2). Equality is structural, except that `.default` equals only itself (§1.6).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let node: AnimationNode

    init(node: AnimationNode) { self.node = node }

    /// The animation's SwiftUI spelling, e.g. `.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)`.
    public var description: String { AnimationDescription.describe(node) }
}

extension Animation {
    /// Replaces NaN and infinities by `fallback` so that a bad argument never reaches the arithmetic.
    @inline(__always) static func finite(_ value: Double, or fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }
}
