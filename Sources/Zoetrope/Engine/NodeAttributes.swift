import Foundation

/// The animatable attributes of a node, each as a vector in its own animatable unit (fidelity.md §0):
/// the frame in points, fill colours as linear RGB + opacity × 128, offsets and scales unscaled, angles in
/// radians × 128, shadow (radius, x, y) and blur radius in points.
enum NodeAttributes {
    static let frame = "frame"
    static let fill = "fill"
    static let effect = "effect"
    /// A shape's own animatable data (any vector type, kept in the timeline's erased tracks).
    static let shapeData = "shape"
    /// A custom `Animatable` view's animatable data (kept in the erased tracks too).
    static let liveData = "data"

    static func values(of node: Node) -> [(name: String, value: Vector4)] {
        let f = node.frame
        var result: [(String, Vector4)] = [(frame, Vector4(f.minX, f.minY, f.width, f.height))]
        switch node.kind {
        case let .shape(content):
            result.append((fill, content.paint.representativeColor.animatableVector))
        case let .color(color), let .symbol(_, _, _, color, _), let .text(_, color), let .divider(color, _):
            result.append((fill, color.animatableVector))
        case let .offset(o):
            result.append((effect, Vector4(o.width, o.height)))
        case let .opacity(o):
            result.append((effect, Vector4(o)))
        case let .scale(s, _):
            result.append((effect, Vector4(s.width, s.height)))
        case let .rotation(angle, _):
            result.append((effect, Vector4(angle.animatableData)))
        case let .shadow(_, radius, x, y):
            result.append((effect, Vector4(radius, x, y)))
        case let .blur(radius, _):
            result.append((effect, Vector4(radius)))
        default:
            break
        }
        return result
    }

    /// The attribute of insertion effect `k` of a node's transition.
    static func insertion(_ k: Int) -> String { "in.\(k)" }
    /// The attribute of removal effect `k` of a node's transition.
    static func removal(_ k: Int) -> String { "out.\(k)" }

    /// The attribute names of a node's transition effects, insertion then removal.
    static func transitionNames(of node: Node) -> [String] {
        let transition = node.transition ?? .opacity
        return transition.insertion.indices.map(insertion) + transition.removal.indices.map(removal)
    }

    static func key(_ path: String, _ name: String) -> String { path + "|" + name }
}
