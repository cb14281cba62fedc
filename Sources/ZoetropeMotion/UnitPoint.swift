import Foundation

/// A normalized 2D point in a view's coordinate space: SwiftUI's `UnitPoint`.
/// Its animatable data is x, y × 128 (fidelity.md §0).
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal position, 0 = leading, 1 = trailing.
    public var x: CGFloat
    /// Vertical position, 0 = top, 1 = bottom.
    public var y: CGFloat

    /// The top-leading point.
    public init() { x = 0; y = 0 }
    /// The point (x, y) in unit coordinates.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// x, y × 128 (fidelity.md §0).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set { x = newValue.first / 128; y = newValue.second / 128 }
    }
}
