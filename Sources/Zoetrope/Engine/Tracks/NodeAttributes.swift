import Foundation

/// The animatable attributes of a node, each as a vector in its own animatable unit (fidelity.md §0):
/// the frame in points, fill colours as linear RGB + opacity × 128, offsets and scales unscaled, angles in
/// radians × 128, shadow (radius, x, y) and blur radius in points.
enum NodeAttributes {
    static func values(of node: Node) -> [(name: TrackKey.Attribute, value: Vector4)] {
        let f = node.frame
        var result: [(TrackKey.Attribute, Vector4)] = [(.frame, Vector4(f.minX, f.minY, f.width, f.height))]
        result += node.kind.animatableValues(of: node)
        return result
    }

    /// The attribute names of a node's transition effects, insertion then removal.
    static func transitionNames(of node: Node) -> [TrackKey.Attribute] {
        let transition = node.transition ?? .opacity
        return transition.insertion.indices.map(TrackKey.Attribute.insertion) + transition.removal.indices.map(TrackKey.Attribute.removal)
    }
}
