import Foundation
import ZoetropeDisplay

/// Something shapes, text and symbols can be painted with: SwiftUI's `ShapeStyle` (colours, gradients,
/// materials, the hierarchical styles).
public protocol ShapeStyle: Sendable {}

/// A style Zoetrope knows how to paint: every built-in `ShapeStyle` conforms.
protocol PaintResolving {
    /// The paint of this style for a view in `environment`.
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// The paint of this style in `environment` (a style Zoetrope does not know paints nothing).
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        (self as? PaintResolving)?.resolvePaint(in: environment) ?? .color(.clear)
    }
}

/// A type-erased shape style: SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, PaintResolving {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.resolvePaint(in: environment) }
}

/// A shape style resolved for one environment: what a node is painted with.
enum ResolvedPaint: Hashable, Sendable {
    case color(ResolvedColor)

    /// The single colour that stands for this paint where only a colour can be used (fill animation, text).
    var representativeColor: ResolvedColor {
        switch self {
        case let .color(color): return color
        }
    }

    /// The same paint with a new representative colour (the animated fill).
    func replacingColor(_ color: ResolvedColor) -> ResolvedPaint {
        switch self {
        case .color: return .color(color)
        }
    }

    /// Whether painting with this draws nothing.
    var isInvisible: Bool {
        switch self {
        case let .color(color): return color.opacity <= 0
        }
    }

    /// The display-list paint, for a shape occupying `bounds` (in the shape's own coordinates).
    func displayPaint(in bounds: CGRect) -> Paint {
        switch self {
        case let .color(color): return .color(color.displayColor)
        }
    }
}
