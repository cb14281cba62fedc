import Foundation
import ZoetropeDisplay

/// Draws its content blurred (`.blur`, radius in points); the radius animates.
struct BlurKind: ViewKind {
    let radius: CGFloat
    let opaque: Bool

    func name(of node: Node) -> String { "blur" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(radius))] }

    func presented(_ node: Node, sampler: Sampler) -> Double { sampler.effect(of: node, model: Vector4(Double(radius))).x }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let r = presented(node, sampler: sampler)
        if r > 0 { layer.blur = LayerBlur(radius: r, isOpaque: opaque) }
    }

    /// The blur's radius (the Gaussian's standard deviation), in points.
    static let blur = AttributeDescriptor("blur", .length)
    static let traced = TracedKind("BlurKind", typeName: "blur", attributes: [blur])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.blur, .number(presented(node, sampler: sampler)))] }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? .numbers(Self.blur, count: 1) : nil
    }
}

extension NodeKind {
    static func blur(radius: CGFloat, opaque: Bool) -> NodeKind { NodeKind(BlurKind(radius: radius, opaque: opaque)) }
}
