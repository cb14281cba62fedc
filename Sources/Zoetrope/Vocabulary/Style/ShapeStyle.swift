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
    case gradient(ResolvedGradient)
    /// A material, already resolved for the colour scheme.
    case material(MaterialPaint)
    /// A mesh gradient; its points and colours animate through their own track (`Sampler.paint(of:content:)`).
    case mesh(ResolvedMesh)

    /// The single colour that stands for this paint where only a colour can be used (fill animation, text,
    /// symbols): a gradient's first stop, a material's overlay.
    var representativeColor: ResolvedColor {
        switch self {
        case let .color(color): return color
        case let .gradient(gradient): return gradient.stops.first?.color ?? .clear
        case let .material(material):
            let c = material.overlay
            return ResolvedColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
        case let .mesh(mesh): return mesh.colors.first ?? mesh.background
        }
    }

    /// The same paint with a new representative colour (the animated fill). Gradients and materials do not
    /// animate their colours and stay as they are; a mesh gradient animates through its own track instead.
    func replacingColor(_ color: ResolvedColor) -> ResolvedPaint {
        switch self {
        case .color: return .color(color)
        case .gradient, .material, .mesh: return self
        }
    }

    /// The same paint with every colour's opacity multiplied by `factor` (a material is left as it is).
    func multiplyingOpacity(by factor: Float) -> ResolvedPaint {
        switch self {
        case var .color(color):
            color.opacity *= factor
            return .color(color)
        case var .gradient(gradient):
            gradient.stops = gradient.stops.map { var stop = $0; stop.color.opacity *= factor; return stop }
            return .gradient(gradient)
        case .material:
            return self
        case var .mesh(mesh):
            mesh.colors = mesh.colors.map { var c = $0; c.opacity *= factor; return c }
            mesh.background.opacity *= factor
            return .mesh(mesh)
        }
    }

    /// Whether painting with this draws nothing.
    var isInvisible: Bool {
        switch self {
        case let .color(color): return color.opacity <= 0
        case let .gradient(gradient): return gradient.stops.allSatisfy { $0.color.opacity <= 0 }
        case .material: return false
        case let .mesh(mesh): return mesh.background.opacity <= 0 && mesh.colors.allSatisfy { $0.opacity <= 0 }
        }
    }

    /// The display-list paint, for a shape occupying `bounds` (in the shape's own coordinates).
    func displayPaint(in bounds: CGRect) -> Paint {
        switch self {
        case let .color(color): return .color(color.displayColor)
        case let .gradient(gradient): return gradient.displayPaint(in: bounds)
        case let .material(material): return .material(material)
        case let .mesh(mesh): return mesh.displayPaint(in: bounds)
        }
    }
}
