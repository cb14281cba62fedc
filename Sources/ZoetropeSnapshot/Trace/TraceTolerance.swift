import Zoetrope

/// How far a traced value may move before verification calls it changed: points for geometry, a fraction for
/// opacity and the other unitless factors (a trim's fractions too), one 8-bit step for colour components, degrees for
/// angles — for a view's attributes, as its kind's descriptors say (`AttributeDescriptor.tolerance`). Text, symbols,
/// fonts, identifiers and the view's type must match exactly; running animations (`animating.…`) are not compared,
/// since what they drive is (the trace records them for readers and for choosing pixel frames).
public struct TraceTolerance: Hashable, Sendable {
    /// Geometry (frame, bounds, clip, offsets, blur and line widths, shadow radius and offset), in points.
    public var points: Double
    /// Opacity, scale factors, anchors, gradient stop locations and a transform's linear part.
    public var fraction: Double
    /// Each colour component, in 0…1 (1/255 is one 8-bit step).
    public var colour: Double
    /// Rotation angles, in degrees.
    public var degrees: Double

    /// Whether running animations (`animating.…`, the SwiftUI spelling of what drives each attribute) must match too.
    public var comparesAnimations: Bool

    public init(points: Double = 0.01, fraction: Double = 0.001, colour: Double = 1.0 / 255, degrees: Double = 0.01,
                comparesAnimations: Bool = false) {
        self.points = points
        self.fraction = fraction
        self.colour = colour
        self.degrees = degrees
        self.comparesAnimations = comparesAnimations
    }

    /// Every field as written, running animations included: for a pinned environment whose traces are
    /// deterministic to the last digit (the catalog's own baselines, `zoetrope snapshot verify --exact`).
    public static let exact = TraceTolerance(points: 0, fraction: 0, colour: 0, degrees: 0, comparesAnimations: true)

    /// How far a number of `kind` may move (`AttributeDescriptor.tolerance`).
    package func limit(_ kind: AttributeTolerance) -> Double {
        switch kind {
        case .points: return points
        case .fraction: return fraction
        case .colour: return colour
        case .degrees: return degrees
        case .exact: return 0
        }
    }
}
