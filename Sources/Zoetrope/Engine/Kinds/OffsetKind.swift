import Foundation
import ZoetropeDisplay

/// Moves what it draws without changing layout (`.offset`); the offset animates.
struct OffsetKind: ViewKind {
    let offset: CGSize

    func name(of node: Node) -> String { "offset" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(offset.width, offset.height))] }

    func presented(_ node: Node, sampler: Sampler) -> Vector4 { sampler.effect(of: node, model: Vector4(offset.width, offset.height)) }

    var walkTraits: WalkTraits { .geometryEffect }

    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? {
        let v = presented(node, sampler: sampler)
        return .translation(x: v.x, y: v.y)
    }

    /// The displacement, in points.
    static let offset = AttributeDescriptor("offset", .point)
    static let traced = TracedKind("OffsetKind", typeName: "offset", attributes: [offset])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let v = presented(node, sampler: sampler)
        return [TracedAttribute(Self.offset, .numbers([v.x, v.y]))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? .numbers(Self.offset, count: 2) : nil
    }
}

extension NodeKind {
    static func offset(_ offset: CGSize) -> NodeKind { NodeKind(OffsetKind(offset: offset)) }
}
