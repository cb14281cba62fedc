import Foundation
import ZoetropeDisplay

/// Draws its content through a transform made for the content's size (`.projectionEffect`, `.transformEffect`,
/// a `GeometryEffect`), without changing layout: an affine transform joins the node's transform (drawn by Cairo
/// directly), a perspective one is the layer's projection (resampled, like `rotation3DEffect`). A geometry effect
/// animates through its own `animatableData` (its body is made again each frame).
struct ProjectionEffectKind: ViewKind {
    let name: String
    let transform: @Sendable (CGSize) -> ProjectionTransform

    func name(of node: Node) -> String { name }

    var walkTraits: WalkTraits { [.geometryEffect, .perspectiveEffect] }

    /// The transform for content of `size`, nil when it changes nothing or cannot be drawn (not finite).
    private func drawable(_ size: CGSize) -> ProjectionTransform? {
        let t = transform(size)
        guard !t.isIdentity, [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33].allSatisfy(\.isFinite) else { return nil }
        return t
    }

    /// An affine transform is a geometry effect; a perspective one is drawn as the layer's projection (`draw`).
    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? {
        guard let t = drawable(size), t.isAffine else { return nil }
        return Transform2D(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m31, ty: t.m32)
    }

    /// A perspective transform is a perspective effect, drawn as the layer's projection.
    func perspectiveEffect(of node: Node, size: CGSize, sampler: Sampler) -> Projection? {
        guard let t = drawable(size), !t.isAffine else { return nil }
        return t.projection
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        if let projection = perspectiveEffect(of: node, size: layer.frame.size, sampler: sampler) { layer.projection = projection }
    }
}

extension NodeKind {
    static func projectionEffect(name: String, _ transform: @escaping @Sendable (CGSize) -> ProjectionTransform) -> NodeKind {
        NodeKind(ProjectionEffectKind(name: name, transform: transform))
    }
}
