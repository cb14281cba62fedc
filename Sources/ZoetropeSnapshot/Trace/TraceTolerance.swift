/// How far a traced value may move before verification calls it changed: points for geometry, a fraction for
/// opacity and the other unitless factors (a trim's fractions too), one 8-bit step for colour components, degrees for rotation. Text, symbols,
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

    /// How a field's numbers are compared.
    enum Rule {
        case exact
        case ignored
        /// Numbers within `limit`; `components` names them for messages (`minX`, `a`, `x`) when the count fits.
        case numbers(limit: Double, components: [String])
        /// A transform: the linear part as fractions, the translation as points.
        case transform
    }

    func rule(for key: String) -> Rule {
        if key.hasPrefix("animating.") { return comparesAnimations ? .exact : .ignored }
        switch key {
        case "frame", "bounds", "clip": return .numbers(limit: points, components: ["minX", "minY", "width", "height"])
        case "transform": return .transform
        case "offset": return .numbers(limit: points, components: ["x", "y"])
        case "blur", "lineWidth", "shadow": return .numbers(limit: points, components: [])
        case "opacity", "opacity.effect", "fill", "stroke", "foreground": return .numbers(limit: fraction, components: [])
        case "scale", "anchor": return .numbers(limit: fraction, components: ["x", "y"])
        case "trim": return .numbers(limit: fraction, components: ["from", "to"])
        case "rotation": return .numbers(limit: degrees, components: [])
        case "text", "symbol", "font", "key", "shape", "#", "removing": return .exact
        default: return .numbers(limit: points, components: [])
        }
    }
}
