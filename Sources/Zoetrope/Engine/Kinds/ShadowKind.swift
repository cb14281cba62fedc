import Foundation
import ZoetropeDisplay

/// Draws its content over a blurred, tinted, offset copy of its alpha (`.shadow`); radius and offset (points)
/// animate together as one vector (radius, x, y), and the colour animates beside them as the node's fill, as SwiftUI
/// interpolates a shadow's colour with its radius and offset.
struct ShadowKind: ViewKind {
    let color: ResolvedColor
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    func name(of node: Node) -> String { "shadow" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] {
        [(.effect, Vector4(radius, x, y)), (.fill, color.animatableVector)]
    }

    func presented(_ node: Node, sampler: Sampler) -> Vector4 { sampler.effect(of: node, model: Vector4(Double(radius), Double(x), Double(y))) }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let v = presented(node, sampler: sampler)
        layer.shadow = LayerShadow(color: sampler.fill(of: node, model: color).displayColor, radius: max(v.x, 0), x: v.y, y: v.z)
    }

    /// The shadow's colour, radius and offset.
    static let shadow = AttributeDescriptor("shadow", .shadow)
    /// The shadow's colour alone, as its colour track animates it.
    static let shadowColour = AttributeDescriptor("shadow color", .colour)
    static let traced = TracedKind("ShadowKind", typeName: "shadow", attributes: [shadow])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let v = presented(node, sampler: sampler)
        return [TracedAttribute(Self.shadow, .shadow(.init(colour: HexColour(sampler.fill(of: node, model: color).displayColor),
                                                           radius: v.x, x: v.y, y: v.z)))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        switch attribute {
        case .effect: return TrackedAttribute(Self.shadow) { .shadow(.init(colour: nil, radius: $0.x, x: $0.y, y: $0.z)) }
        case .fill: return .colour(Self.shadowColour)
        default: return nil
        }
    }
}

extension NodeKind {
    static func shadow(color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat) -> NodeKind {
        NodeKind(ShadowKind(color: color, radius: radius, x: x, y: y))
    }
}
