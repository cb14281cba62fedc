import Foundation
import ZoetropeDisplay

/// One view of the tree showing at a time, as `zoetrope inspect` reports it: a view of the motion trace.
public struct InspectedView: Hashable, Sendable {
    /// The structural identity path.
    public var path: String
    /// The view's kind (`Circle`, `VStack`, `padding`, …).
    public var type: String
    /// The animated layout frame in canvas points (render effects such as offset or scale not applied).
    public var frame: CGRect
    /// Where it is on screen: its bounds after every effect (offset, scale, rotation, transitions), as a bounding
    /// box in canvas points.
    public var bounds: CGRect
    /// Maps its own coordinates to canvas points.
    public var transform: Transform2D
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
    /// Every view showing at `time`, in drawing order, removed views included: the motion trace's views.
    public func inspect(at time: Double) -> [InspectedView] {
        trace(at: time).views.map { view in
            InspectedView(path: view.path, type: view.type, frame: view.frame, bounds: view.bounds, transform: view.transform,
                          opacity: view.opacity, isRemoving: view.isRemoving, identifier: view.identifier, style: view.style)
        }
    }
}

extension SceneTimeline {
    /// The resolved style of a node: what it is painted with (presented colours as sRGB hex with alpha), its text,
    /// font or symbol, and its render effect's presented value (each kind decides: `ViewKind.style`).
    func inspectedStyle(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        node.kind.style(of: node, sampler: sampler)
    }
}
