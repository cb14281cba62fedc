import Foundation

/// Vector-space arithmetic for an animatable type, done on its animatable data: SwiftUI's `_VectorMath`, through
/// which `Angle` has `+`, `-`, unary minus, and `*` and `/` by a number.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data (for `Angle`: |radians| × 128, as SwiftUI computes it).
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Replaces the value by its negation.
    public mutating func negate() { animatableData = .zero - animatableData }

    /// The negation.
    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    /// The sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    /// The difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    /// The value multiplied by `rhs`.
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs`.
    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    /// The value divided by `rhs`.
    public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}

extension Angle: _VectorMath {}
