import Foundation

/// Presented (animated) values of a node at a time: what the drawer and the inspector both read.
extension SceneTimeline {
    /// The node's frame in its parent's coordinates.
    func presentedFrame(of node: Node, at time: Double) -> CGRect {
        let f = node.frame
        if node.isFrameContent { return f }
        if let (shared, anchor) = sharedFrame(of: node, at: time) {
            // A matched member during a morph: laid out at the shared size, centred on the shared anchor point.
            let fitted = layout.size(of: node, proposal: ProposedViewSize(shared.size))
            return CGRect(x: shared.minX + anchor.x * (shared.width - fitted.width),
                          y: shared.minY + anchor.y * (shared.height - fitted.height), width: fitted.width, height: fitted.height)
        }
        let v = value(node.path, NodeAttributes.frame, at: time, fallback: Vector4(f.minX, f.minY, f.width, f.height))
        // A size springing toward 0 overshoots below it; it shows as 0 at its animated origin (a negative width
        // would move CGRect's minX by the width and shift everything inside).
        return CGRect(x: v.x, y: v.y, width: max(v.z, 0), height: max(v.w, 0))
    }

    /// The shared geometry a matched member follows at `time` (in its parent) and its anchor, while its morph runs.
    func sharedFrame(of node: Node, at time: Double) -> (frame: CGRect, anchor: UnitPoint)? {
        guard !node.isFrameContent, let anchor = sharedFrameAnchors[node.path],
              let track = tracks[NodeAttributes.key(node.path, NodeAttributes.frame)], track.isAnimating(at: time) else { return nil }
        let v = track.value(at: time)
        return (CGRect(x: v.x, y: v.y, width: max(v.z, 0), height: max(v.w, 0)), anchor)
    }

    /// The node's fill colour, `model` when it has never animated.
    func presentedFill(of node: Node, model: ResolvedColor, at time: Double) -> ResolvedColor {
        if node.isFrameContent { return model }
        return ResolvedColor(animatableVector: value(node.path, NodeAttributes.fill, at: time, fallback: model.animatableVector))
    }

    /// The shape of a shape leaf with its animatable data (corner radii, trim, a custom shape's data) at `time`.
    func presentedShape(of node: Node, content: ShapeContent, at time: Double) -> any Shape {
        guard !node.isFrameContent, let track = erasedTracks[NodeAttributes.key(node.path, NodeAttributes.shapeData)] else { return content.shape }
        return content.shape(withAnimatableData: track.presentedValue(at: time))
    }

    /// The animatable value of the node's render effect (offset, opacity, scale, rotation).
    func presentedEffect(of node: Node, model: Vector4, at time: Double) -> Vector4 {
        if node.isFrameContent { return model }
        return value(node.path, NodeAttributes.effect, at: time, fallback: model)
    }

    /// The node's transition effects that are not at their identity value, innermost first, insertion then removal.
    func activeTransitionEffects(of node: Node, at time: Double) -> [(effect: AnyTransition.Effect, value: Vector4)] {
        if node.isFrameContent { return [] }
        let transition = node.transition ?? .opacity
        var result: [(AnyTransition.Effect, Vector4)] = []
        for (k, effect) in transition.insertion.enumerated() {
            let v = value(node.path, NodeAttributes.insertion(k), at: time, fallback: effect.identityVector)
            if v != effect.identityVector { result.append((effect, v)) }
        }
        for (k, effect) in transition.removal.enumerated() {
            let v = value(node.path, NodeAttributes.removal(k), at: time, fallback: effect.identityVector)
            if v != effect.identityVector { result.append((effect, v)) }
        }
        return result
    }
}
