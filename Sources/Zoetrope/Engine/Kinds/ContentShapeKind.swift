import Foundation
import ZoetropeDisplay

/// Lays out and draws its single child unchanged, and gives touches a shape to land on (`.contentShape`): a point
/// inside the shape's outline in the view's frame (with its fill rule) reaches this view even where nothing is drawn
/// (a stack's gaps, a spacer), and a point outside it reaches neither this view nor any view inside it.
struct ContentShapeKind: ViewKind {
    let shape: any Shape
    let eoFill: Bool

    func name(of node: Node) -> String { "contentShape" }

    func hitContains(_ point: CGPoint, size: CGSize) -> Bool {
        shape.path(in: CGRect(origin: .zero, size: size)).storage.contains(point, eoFill: eoFill)
    }

    /// The hit-testing shape's type.
    static let contentShape = AttributeDescriptor("contentShape", .text)
    static let traced = TracedKind("ContentShapeKind", typeName: "contentShape", attributes: [contentShape])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.contentShape, .text(typeName(of: shape)))] }
}

extension NodeKind {
    static func contentShape(_ shape: any Shape, eoFill: Bool) -> NodeKind { NodeKind(ContentShapeKind(shape: shape, eoFill: eoFill)) }
}
