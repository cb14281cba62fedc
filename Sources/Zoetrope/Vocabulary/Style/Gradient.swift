import Foundation
import ZoetropeDisplay

/// Colours at locations along a gradient: SwiftUI's `Gradient`. As a shape style it paints a linear gradient from
/// top to bottom.
///
/// Stops are interpolated in the output colour space (sRGB-encoded components), SwiftUI's default
/// `Gradient.ColorSpace.device`; gradient colours do not animate.
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintResolving {
    /// One colour and where it sits along the gradient, 0...1: SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1 (a single colour sits at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        resolved(.linear(start: .top, end: .bottom), in: environment)
    }

    /// The gradient painted as `kind`, its colours resolved for `environment`.
    func resolved(_ kind: ResolvedGradient.Kind, in environment: EnvironmentValues) -> ResolvedPaint {
        let scheme = environment.colorScheme
        return .gradient(ResolvedGradient(kind: kind, stops: stops.map {
            ResolvedGradient.Stop(color: $0.color.resolve(in: scheme), location: Double($0.location))
        }))
    }
}

/// A gradient resolved for one environment, its geometry still relative to the painted shape's bounds.
struct ResolvedGradient: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Radii as fractions of the bounds' size (an ellipse inscribed in the bounds at 0.5).
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    struct Stop: Hashable, Sendable {
        var color: ResolvedColor
        var location: Double
    }

    var kind: Kind
    var stops: [Stop]

    /// The display-list paint for a shape occupying `bounds`: unit points map into the bounds.
    func displayPaint(in bounds: CGRect) -> Paint {
        let stops = self.stops.map { GradientStop(color: $0.color.displayColor, location: $0.location) }
        func point(_ p: UnitPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        switch kind {
        case let .linear(start, end):
            return .linearGradient(stops: stops, start: point(start), end: point(end))
        case let .radial(center, startRadius, endRadius):
            return .radialGradient(stops: stops, center: point(center), startRadius: Double(startRadius),
                                   endRadius: Double(endRadius), verticalScale: 1)
        case let .elliptical(center, startFraction, endFraction):
            let w = Double(bounds.width), h = Double(bounds.height)
            guard w > 0, h > 0 else { return .color(.clear) }
            return .radialGradient(stops: stops, center: point(center), startRadius: Double(startFraction) * w,
                                   endRadius: Double(endFraction) * w, verticalScale: h / w)
        case let .angular(center, startAngle, endAngle):
            return .angularGradient(stops: stops, center: point(center), startAngle: startAngle.radians, endAngle: endAngle.radians)
        }
    }
}

extension ResolvedGradient {
    /// How `inspect` shows the gradient: its kind and its stops as sRGB hex colours at their locations.
    var inspectedValue: InspectedValue {
        let name: String
        switch kind {
        case .linear: name = "linearGradient"
        case .radial: name = "radialGradient"
        case .elliptical: name = "ellipticalGradient"
        case .angular: name = "angularGradient"
        }
        return .gradient(.init(name: name, stops: stops.map { .init(colour: HexColour($0.color.displayColor), location: Double($0.location)) }))
    }
}
