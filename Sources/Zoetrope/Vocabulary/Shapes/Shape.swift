import Foundation

/// A 2D outline drawn as a view: SwiftUI's `Shape`. A shape takes the whole size it is offered and fills
/// with the foreground style unless `.fill` says otherwise.
public protocol Shape: View, Animatable, Sendable where Body == Never {
    /// The outline in a frame of the given size, in the shape's own coordinates.
    func path(in rect: CGRect) -> Path
}

extension Shape where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Shape {
    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeLeaf(shape: self, fill: AnyShapeStyle(content), fillStyle: style)
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeLeaf(shape: self, fill: nil, fillStyle: style)
    }
}

/// How a path's interior is found: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape resolved into a leaf node: the shape, the style it is painted with (nil: the foreground style), and
/// whether it is filled or stroked. A shape that stands for a stroke (`stroke(style:)`) is drawn as that stroke.
/// An unreadable SVG path or a stroke that cannot be drawn is reported as a warning; the rest still renders.
struct ShapeLeaf: View, PrimitiveView {
    typealias Body = Never
    let shape: any Shape
    let fill: AnyShapeStyle?
    var fillStyle = FillStyle()
    /// nil fills the shape; otherwise it is stroked.
    var stroke: StrokeStyle? = nil

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var shape = self.shape
        var stroke = self.stroke
        if stroke == nil, let stroked = shape as? any StrokeCarrying {
            shape = stroked.strokedShape
            stroke = stroked.style
        }
        let environment = context.environment
        let paint = fill?.resolvePaint(in: environment) ?? environment.foregroundPaint
        let name = typeName(of: shape)
        let leaf = context.child(name)
        if let problem = shapeDiagnostic(of: shape) {
            context.graph.report(.warning, path: leaf.path, problem)
        }
        if let stroke, let problem = stroke.problem {
            context.graph.report(.warning, path: leaf.path, problem)
        }
        var content = ShapeContent(shape: shape, paint: paint, fillStyle: fillStyle, stroke: stroke, typeName: name)
        content.shadows = (fill ?? environment.foregroundStyle)?.shadowStyles
            .map { ResolvedShapeShadow($0, scheme: environment.colorScheme) } ?? []
        return [leaf.node(.shape(content))]
    }
}
