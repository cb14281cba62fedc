import Foundation
import ZoetropeDisplay

/// Rotates what it draws about an anchor of its frame without changing layout (`.rotationEffect`); the angle
/// animates in radians × 128 (fidelity.md §0).
struct RotationKind: ViewKind {
    let angle: Angle
    let anchor: UnitPoint

    func name(of node: Node) -> String { "rotationEffect" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(angle.animatableData))] }

    /// The presented angle in radians.
    func presentedRadians(_ node: Node, sampler: Sampler) -> Double {
        sampler.effect(of: node, model: Vector4(angle.animatableData)).x / 128
    }

    var walkTraits: WalkTraits { .geometryEffect }

    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? {
        NodeLayer.about(anchor, in: size, .rotation(radians: presentedRadians(node, sampler: sampler)))
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        // Reported in degrees.
        ["rotation": .number(presentedRadians(node, sampler: sampler) * 180 / .pi),
         "anchor": .numbers([Double(anchor.x), Double(anchor.y)])]
    }
}

extension NodeKind {
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> NodeKind { NodeKind(RotationKind(angle: angle, anchor: anchor)) }
}
