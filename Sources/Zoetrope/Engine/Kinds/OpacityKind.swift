import Foundation

/// Draws its content as one layer at an opacity (`.opacity`); at 0 it draws nothing. The opacity animates.
struct OpacityKind: ViewKind {
    let opacity: Double

    func name(of node: Node) -> String { "opacity" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(opacity))] }

    func presented(_ node: Node, sampler: Sampler) -> Double { min(max(sampler.effect(of: node, model: Vector4(opacity)).x, 0), 1) }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        layer.opacity = presented(node, sampler: sampler)
        layer.isHidden = layer.opacity <= 0
    }

    /// The effect's own opacity (the view's, `TracedView.opacity`, has its ancestors' too).
    static let opacity = AttributeDescriptor("opacity", .opacity)
    static let traced = TracedKind("OpacityKind", typeName: "opacity", attributes: [opacity])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.opacity, .number(presented(node, sampler: sampler)))] }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? .numbers(Self.opacity, count: 1) : nil
    }
}

extension NodeKind {
    static func opacity(_ opacity: Double) -> NodeKind { NodeKind(OpacityKind(opacity: opacity)) }
}
