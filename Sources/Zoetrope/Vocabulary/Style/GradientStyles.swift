import Foundation

/// A gradient style that is also a view filling its frame, as SwiftUI's gradients are.
protocol GradientView: View, ShapeStyle, PaintResolving where Body == Never {}

extension GradientView {
    func makeGradientNodes(_ context: ResolveContext) -> [Node] {
        ShapeLeaf(shape: Rectangle(), fill: AnyShapeStyle(self)).makeNodes(context)
    }
}

/// Colours along the line from `startPoint` to `endPoint` (unit points of the painted shape's bounds), padded
/// with the end colours beyond it: SwiftUI's `LinearGradient`.
public struct LinearGradient: GradientView, PrimitiveView {
    public typealias Body = Never
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.resolved(.linear(start: startPoint, end: endPoint), in: environment)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] { makeGradientNodes(context) }
}

/// Colours along the radius about `center`, from `startRadius` to `endRadius` points: SwiftUI's `RadialGradient`.
public struct RadialGradient: GradientView, PrimitiveView {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.resolved(.radial(center: center, startRadius: startRadius, endRadius: endRadius), in: environment)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] { makeGradientNodes(context) }
}

/// A radial gradient stretched to the painted shape's bounds: radii are fractions of its width and height
/// (0.5 reaches the edges from the centre): SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: GradientView, PrimitiveView {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.resolved(.elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
                          in: environment)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] { makeGradientNodes(context) }
}

/// Colours by angle about `center` (clockwise from the trailing direction), from `startAngle` to `endAngle`:
/// SwiftUI's `AngularGradient` ("conic"). Equal angles (the defaults) sweep one full turn; see `AngularSweep`.
public struct AngularGradient: GradientView, PrimitiveView {
    public typealias Body = Never
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// One full turn of `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// One full turn of `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.resolved(.angular(center: center, startAngle: startAngle, endAngle: endAngle), in: environment)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] { makeGradientNodes(context) }
}
