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

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        let v = presented(node, sampler: sampler)
        return ["scale": .numbers([v.x, v.y]), "anchor": .numbers([Double(anchor.x), Double(anchor.y)])]
    }
}

extension NodeKind {
    static func scale(_ scale: CGSize, anchor: UnitPoint) -> NodeKind { NodeKind(ScaleKind(scale: scale, anchor: anchor)) }
}
