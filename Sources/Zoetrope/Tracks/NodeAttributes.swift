import Foundation

/// The animatable attributes of a node, each as a vector in its own animatable unit (fidelity.md §0):
/// the frame in points, fill colours as linear RGB + opacity × 128, offsets and scales unscaled, angles in
/// radians × 128, shadow (radius, x, y) and blur radius in points.
enum NodeAttributes {
    static func values(of node: Node) -> [(name: TrackKey.Attribute, value: Vector4)] {
        let f = node.frame
        var result: [(TrackKey.Attribute, Vector4)] = [(.frame, Vector4(f.minX, f.minY, f.width, f.height))]
        switch node.kind {
        case let .shape(content):
            result.append((.fill, content.paint.representativeColor.animatableVector))
        case let .color(color), let .symbol(_, _, _, color, _), let .text(_, color), let .divider(color, _):
            result.append((.fill, color.animatableVector))
        case let .offset(o):
            result.append((.effect, Vector4(o.width, o.height)))
        case let .opacity(o):
            result.append((.effect, Vector4(o)))
        case let .scale(s, _):
            result.append((.effect, Vector4(s.width, s.height)))
        case let .rotation(angle, _):
            result.append((.effect, Vector4(angle.animatableData)))
        case let .shadow(_, radius, x, y):
            result.append((.effect, Vector4(radius, x, y)))
        case let .blur(radius, _):
            result.append((.effect, Vector4(radius)))
        default:
            break
        }
        return result
    }

    /// The attribute names of a node's transition effects, insertion then removal.
    static func transitionNames(of node: Node) -> [TrackKey.Attribute] {
        let transition = node.transition ?? .opacity
        return transition.insertion.indices.map(TrackKey.Attribute.insertion) + transition.removal.indices.map(TrackKey.Attribute.removal)
    }
}
