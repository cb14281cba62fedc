import Foundation

/// One view of the tree showing at a time, as `zoetrope inspect` reports it.
public struct InspectedView: Hashable, Sendable {
    /// The structural identity path.
    public var path: String
    /// The view's kind (`Circle`, `VStack`, `padding`, …).
    public var type: String
    /// The animated layout frame in canvas points (render effects such as offset or scale not applied).
    public var frame: CGRect
    /// The opacity it is drawn with: its own and its ancestors' opacity effects and transitions multiplied.
    public var opacity: Double
    /// Whether the view is being removed (drawn until its transition finishes, out of layout).
    public var isRemoving: Bool
    /// The accessibility identifier, on the outermost view that carries it.
    public var identifier: String?
    /// What it is painted with and its effect's presented value (colours as sRGB hex with alpha).
    public var style: [String: InspectedValue] = [:]
}

extension SceneTimeline {
    /// Every view showing at `time`, depth first in drawing order, removed views included.
    public func inspect(at time: Double) -> [InspectedView] {
        var result: [InspectedView] = []
        func visit(_ node: Node, origin: CGPoint, opacity inherited: Double, removing: Bool, parentIdentifier: String?) {
            let frame = presentedFrame(of: node, at: time).offsetBy(dx: origin.x, dy: origin.y)
            var opacity = inherited
            for (effect, value) in activeTransitionEffects(of: node, at: time) where effect == .opacity {
                opacity *= min(max(value.x, 0), 1)
            }
            if case let .opacity(o) = node.kind {
                opacity *= min(max(presentedEffect(of: node, model: Vector4(o), at: time).x, 0), 1)
            }
            if !node.path.isEmpty {
                let identifier = node.accessibilityIdentifier == parentIdentifier ? nil : node.accessibilityIdentifier
                result.append(InspectedView(path: node.path, type: node.displayName, frame: frame, opacity: opacity,
                                            isRemoving: removing, identifier: identifier,
                                            style: inspectedStyle(of: node, at: time)))
            }
            let identifier = node.accessibilityIdentifier
            for ghost in ghosts(of: node.path, at: time) {
                visit(ghost.node, origin: frame.origin, opacity: opacity, removing: true, parentIdentifier: identifier)
            }
            for child in children(of: node, at: time) {
                visit(child, origin: frame.origin, opacity: opacity, removing: removing, parentIdentifier: identifier)
            }
        }
        visit(snapshot(at: time).root, origin: .zero, opacity: 1, removing: false, parentIdentifier: nil)
        return result
    }
}
