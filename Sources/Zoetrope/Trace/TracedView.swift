import Foundation
import ZoetropeDisplay

/// One view as it is on screen at one time: an entry of a `MotionTrace`.
package struct TracedView: Hashable, Sendable {
    /// The structural identity path.
    public var path: String
    /// The view's kind (`Circle`, `VStack`, `padding`, …).
    public var type: String
    /// The index in the trace of the view it is drawn inside; nil for the root views.
    public var parent: Int?
    /// How deep it is drawn (0 for the root views).
    public var depth: Int
    /// Maps the view's own coordinates (points, origin at its top-leading corner) to canvas points: every
    /// placement, offset, scale and rotation effect and transition around it, its own effect included.
    public var transform: Transform2D
    /// The presented layout frame in canvas points: its ancestors' presented frames summed, render effects (offset,
    /// scale, rotation, transitions) not applied.
    public var frame: CGRect
    /// Where it is on screen: its bounds through `transform`, as a bounding box in canvas points.
    public var bounds: CGRect
    /// The opacity it is drawn with: its own and its ancestors' opacity effects and opacity transitions multiplied.
    public var opacity: Double
    /// The canvas bounding box of the clips around it; nil when nothing clips it.
    public var clip: CGRect?
    /// Whether it is being removed (drawn until its transition finishes, out of layout).
    public var isRemoving: Bool
    /// The accessibility identifier, on the outermost view that carries it.
    public var identifier: String?
    /// What it is painted with and its effects' presented values (colours as sRGB hex with alpha).
    public var style: [String: InspectedValue]
    /// The attributes animating at this time (`frame`, `fill`, `effect`, `in.0`, …) with the SwiftUI spelling of
    /// the animation driving each.
    public var animations: [String: String]
}

/// Every view showing at one time, in drawing order: what drawing, `inspect`, snapshots and audits read.
package struct MotionTrace: Hashable, Sendable {
    public var scene: String
    /// Scene seconds.
    public var time: Double
    public var views: [TracedView]

    /// The first view with `path`.
    public func view(_ path: String) -> TracedView? { views.first { $0.path == path } }
}
