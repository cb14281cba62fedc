/// Any number of animatable values, itself animatable: SwiftUI's iOS 18 `AnimatableValues`, the variadic form of
/// `AnimatablePair` (`AnimatableValues(x, y, radius)` for a shape's `animatableData`). The components combine
/// one by one, in order.
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The components.
    public var value: (repeat each Value)

    /// The values `value`, in order.
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Every component zero.
    public static var zero: Self { Self(repeat (each Value).zero) }

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) + (each rhs.value)) }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) - (each rhs.value)) }

    /// Scales every component.
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// Sum of the components' squared magnitudes.
    public var magnitudeSquared: Double {
        var sum = 0.0
        for component in repeat each value { sum += component.magnitudeSquared }
        return sum
    }

    /// Whether every component is equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}
