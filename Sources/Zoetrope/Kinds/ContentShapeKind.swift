import Foundation
import ZoetropeDisplay

/// Lays out and draws its single child unchanged, and gives touches a shape to land on (`.contentShape`): a point
/// inside the shape's bounding box in the view's frame reaches this view even where nothing is drawn (a stack's
/// gaps, a spacer). Hit-testing tests the shape's bounding box, not its exact outline.
struct ContentShapeKind: ViewKind {
    let shape: any Shape
    let eoFill: Bool

    func name(of node: Node) -> String { "contentShape" }

    /// The shape's bounding box in the view's own coordinates, for a frame of `size`.
    func hitRect(size: CGSize) -> CGRect {
        shape.path(in: CGRect(origin: .zero, size: size)).storage.boundingRect
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] { ["contentShape": .text(typeName(of: shape))] }
}

extension NodeKind {
    static func contentShape(_ shape: any Shape, eoFill: Bool) -> NodeKind { NodeKind(ContentShapeKind(shape: shape, eoFill: eoFill)) }
}
