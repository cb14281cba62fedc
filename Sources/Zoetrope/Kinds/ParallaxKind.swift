import Foundation
import ZoetropeDisplay

/// Moves a navigation screen sideways (a covered screen's parallax), in points; the offset animates with the stack's
/// push and pop.
struct ParallaxKind: ViewKind {
    /// −0.3 × the stack's width for a screen covered by a push, 0 on top.
    let fraction: CGFloat

    func name(of node: Node) -> String { "screen" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(fraction))] }

    func presented(_ node: Node, sampler: Sampler) -> Double { sampler.effect(of: node, model: Vector4(fraction)).x }

    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine) {
        let global = node.frame.offsetBy(dx: space.origin.x, dy: space.origin.y)
        let grown = space.expanding(global, on: .all)
        node.bleed = EdgeInsets(top: global.minY - grown.minY, leading: global.minX - grown.minX,
                                bottom: grown.maxY - global.maxY, trailing: grown.maxX - global.maxX)
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let dx = presented(node, sampler: sampler)
        if dx != 0 { layer.transform = layer.transform.concatenating(.translation(x: dx, y: 0)) }
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        ["offset": .number(presented(node, sampler: sampler))]
    }
}

extension NodeKind {
    static func parallax(_ fraction: CGFloat) -> NodeKind { NodeKind(ParallaxKind(fraction: fraction)) }
}
