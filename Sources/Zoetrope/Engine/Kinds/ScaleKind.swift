import Foundation
import ZoetropeDisplay

/// Scales what it draws about an anchor of its frame without changing layout (`.scaleEffect`); the scale animates.
struct ScaleKind: ViewKind {
    let scale: CGSize
    let anchor: UnitPoint

    func name(of node: Node) -> String { "scaleEffect" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(scale.width, scale.height))] }

    func presented(_ node: Node, sampler: Sampler) -> Vector4 { sampler.effect(of: node, model: Vector4(scale.width, scale.height)) }

    var walkTraits: WalkTraits { .geometryEffect }

    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? {
        let v = presented(node, sampler: sampler)
        return NodeLayer.about(anchor, in: size, .scale(x: v.x, y: v.y))
    }

    /// The scale factors, x and y.
    static let scale = AttributeDescriptor("scale", .factor, components: [.init("x", .factor), .init("y", .factor)])
    static let traced = TracedKind("ScaleKind", typeName: "scaleEffect", attributes: [.anchor, scale])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let v = presented(node, sampler: sampler)
        return [TracedAttribute(.anchor, .numbers([Double(anchor.x), Double(anchor.y)])), TracedAttribute(Self.scale, .numbers([v.x, v.y]))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? .numbers(Self.scale, count: 2, phrase: "scale (anchor \(SceneTimeline.anchorName(anchor)))") : nil
    }
}

extension NodeKind {
    static func scale(_ scale: CGSize, anchor: UnitPoint) -> NodeKind { NodeKind(ScaleKind(scale: scale, anchor: anchor)) }
}
