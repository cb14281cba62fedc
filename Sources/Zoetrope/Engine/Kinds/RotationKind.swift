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

    /// The angle, in degrees.
    static let rotation = AttributeDescriptor("rotation", .angle)
    static let traced = TracedKind("RotationKind", typeName: "rotationEffect", attributes: [.anchor, rotation])
    var traced: TracedKind { Self.traced }

    /// Degrees, from the animatable angle (radians × 128).
    static func degrees(_ v: Vector4) -> Double { v.x / 128 * 180 / .pi }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(.anchor, .numbers([Double(anchor.x), Double(anchor.y)])),
         TracedAttribute(Self.rotation, .number(Self.degrees(sampler.effect(of: node, model: Vector4(angle.animatableData)))))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? TrackedAttribute(Self.rotation) { .number(Self.degrees($0)) } : nil
    }
}

extension NodeKind {
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> NodeKind { NodeKind(RotationKind(angle: angle, anchor: anchor)) }
}
