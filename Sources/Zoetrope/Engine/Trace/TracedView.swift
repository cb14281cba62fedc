import Foundation
import ZoetropeDisplay

/// One view as it is on screen at one time: an entry of a `MotionTrace`.
package struct TracedView: Hashable, Sendable {
    /// The structural identity path.
    public var path: String
    /// The view's display name (`Circle`, `VStack`, `padding`, …).
    public var type: String
    /// The view's kind as the trace knows it: what its attributes are (`TracedKind.plain` when it traces none).
    package var kind: TracedKind
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
    /// What it is painted with and its effects' presented values, each with what it is (`AttributeDescriptor`), in
    /// order of name.
    package var attributes: TracedAttributes
    /// The attributes animating at this time (`frame`, `fill`, `effect`, `in.0`, …) with the SwiftUI spelling of
    /// the animation driving each.
    public var animations: [String: String]

    package init(path: String, type: String, kind: TracedKind = .plain, parent: Int?, depth: Int, transform: Transform2D,
                 frame: CGRect, bounds: CGRect, opacity: Double, clip: CGRect?, isRemoving: Bool, identifier: String?,
                 attributes: TracedAttributes, animations: [String: String]) {
        self.path = path
        self.type = type
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.transform = transform
        self.frame = frame
        self.bounds = bounds
        self.opacity = opacity
        self.clip = clip
        self.isRemoving = isRemoving
        self.identifier = identifier
        self.attributes = attributes
        self.animations = animations
    }

    /// A hand-made view (tests): `style` by attribute name, each name taken as Zoetrope's own kinds trace it
    /// (`AttributeVocabulary.standard`) and a value given as text read as that attribute's kind (`"#00000043"` as
    /// a colour).
    package init(path: String, type: String, parent: Int?, depth: Int, transform: Transform2D, frame: CGRect, bounds: CGRect,
                 opacity: Double, clip: CGRect?, isRemoving: Bool, identifier: String?, style: [String: InspectedValue],
                 animations: [String: String]) {
        let vocabulary = AttributeVocabulary.standard
        let kind = vocabulary.kind(ofType: type)
        let attributes = style.map { name, value in
            let descriptor = vocabulary.descriptor(named: name, written: value.description, in: kind)
                ?? AttributeDescriptor(unknown: name, written: value.description)
            if case let .text(text) = value { return TracedAttribute(descriptor, InspectedValue(parsingPlain: text, as: descriptor)) }
            return TracedAttribute(descriptor, value)
        }
        self.init(path: path, type: type, kind: kind ?? vocabulary.kind(tracing: attributes.map(\.descriptor)), parent: parent,
                  depth: depth, transform: transform, frame: frame, bounds: bounds, opacity: opacity, clip: clip,
                  isRemoving: isRemoving, identifier: identifier, attributes: TracedAttributes(attributes), animations: animations)
    }

    /// Its attributes' values by name (colours as `.colour`): for tests and for readers outside the trace's own.
    /// The trace's readers (snapshots, audit, spec, overlay) read `attributes` through their descriptors instead.
    package var style: [String: InspectedValue] { attributes.byName }
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
