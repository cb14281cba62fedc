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
        ShapeLeaf(shape: self, fill: content.asColor, fillStyle: style)
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

/// A shape resolved into a leaf node: the shape, and the colour it fills with (nil: the foreground style).
struct ShapeLeaf: View, PrimitiveView {
    typealias Body = Never
    let shape: any Shape
    let fill: Color?
    var fillStyle = FillStyle()

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        let environment = context.environment
        let color = fill ?? environment.foregroundStyle ?? .primary
        let shape = self.shape
        let name = typeName(of: shape)
        let leaf = context.child(name)
        return [leaf.node(.shape(path: { rect in shape.path(in: rect) },
                                 fill: color.resolve(in: environment.colorScheme),
                                 style: fillStyle, typeName: name))]
    }
}
