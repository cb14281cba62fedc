import Foundation

/// What fills or strokes a path. Gradient geometry is in the coordinate space of the path it paints.
public enum Paint: Hashable, Sendable {
    case color(DisplayColor)
    /// Colours along the line from `start` to `end`, padded with the end colours beyond it.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colours along the radius, from `startRadius` to `endRadius` about `center`, padded beyond them. A
    /// `verticalScale` other than 1 stretches the circles into ellipses (the radii are horizontal).
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double, verticalScale: Double)
    /// Colours around `center` by angle (radians, clockwise from +x in y-down space), from `startAngle` to
    /// `endAngle`; see `AngularSweep` for the rules outside that range.
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A frosted backdrop: what is painted behind the path, blurred and saturated, then an overlay colour.
    case material(MaterialPaint)
    /// Colours over a grid of Bézier patches (SwiftUI's `MeshGradient`), on a background colour.
    case mesh(MeshPaint)
}

/// One colour of a gradient at a location along it, 0...1.
public struct GradientStop: Hashable, Sendable {
    public var color: DisplayColor
    public var location: Double

    public init(color: DisplayColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// The backdrop effect of a material (fidelity.md §8.5).
public struct MaterialPaint: Hashable, Sendable {
    /// The backdrop blur, in points (the Gaussian's standard deviation).
    public var blurRadius: Double
    /// The saturation factor applied to the blurred backdrop (1 leaves it unchanged).
    public var saturation: Double
    /// Painted over the treated backdrop.
    public var overlay: DisplayColor

    public init(blurRadius: Double, saturation: Double, overlay: DisplayColor) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.overlay = overlay
    }
}

/// How a path's interior is decided.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// The outline drawn along a path, in points.
public struct StrokeData: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
