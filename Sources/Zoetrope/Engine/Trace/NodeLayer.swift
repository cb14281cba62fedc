import Foundation
import ZoetropeDisplay

/// What one node is at one time, in its parent's coordinates: where it is placed, its own render effects and, for a
/// leaf, what it paints. The trace walk makes one for every node it visits; drawing only copies them into groups.
///
/// The effects few layers have (shadow, blur, colour filter, projection, blend mode, compositing group, a scroll
/// view's content offset) live in one shared box, absent for most nodes: a frame of thousands of views then walks
/// entries of about half the size (docs/performance.md, "Cost follows what shows").
struct NodeLayer {
    /// The presented layout frame in the parent, in points.
    var frame: CGRect
    /// Maps the node's own coordinates into its parent's: its frame's origin, then its geometry effect (offset, scale,
    /// rotation: `ViewKind.geometryEffect`) and what its kind adds in `draw`.
    var transform: Transform2D
    /// Its own opacity effect (transitions are separate), 0...1.
    var opacity = 1.0
    /// A clip in the node's own coordinates, with how it is applied.
    var clip: DisplayPath?
    var clipStyle = ClipStyle()
    /// For a leaf, what it paints in its own coordinates; nil for containers and modifiers.
    var content: [DisplayItem]?
    /// Paints nothing, itself or below it: a spacer, an invisible paint, an opacity of 0.
    var isHidden = false
    /// The rarer effects; nil when it has none of them.
    private(set) var effects: LayerEffects?

    var shadow: LayerShadow? { get { effects?.shadow } set { setEffect(\.shadow, newValue) } }
    var blur: LayerBlur? { get { effects?.blur } set { setEffect(\.blur, newValue) } }
    /// A colour filter of its layer (`.brightness`, `.saturation`, …).
    var colorMatrix: ColorMatrix? { get { effects?.colorMatrix } set { setEffect(\.colorMatrix, newValue) } }
    /// A perspective projection of its content in its own coordinates (`.rotation3DEffect`), after `transform`'s
    /// placement: drawing resamples the layer through it; the trace's bounds of this node take it into account.
    var projection: Projection? { get { effects?.projection } set { setEffect(\.projection, newValue) } }
    /// How its layer is composited onto what is below it (`.blendMode`).
    var blendMode: LayerBlendMode { get { effects?.blendMode ?? .normal } set { setEffect(\.blendMode, newValue) } }
    /// Whether its content is composited into a layer of its own (`.compositingGroup()`).
    var isIsolated: Bool { get { effects?.isIsolated ?? false } set { setEffect(\.isIsolated, newValue) } }
    /// Maps its children's coordinates into its own, after `transform`: a scroll view's content offset.
    var contentTransform: Transform2D {
        get { effects?.contentTransform ?? .identity }
        set { setEffect(\.contentTransform, newValue) }
    }

    /// Sets one of the rarer effects; a layer without any gets no box for a value that changes nothing.
    private mutating func setEffect<Value: Equatable>(_ field: WritableKeyPath<LayerEffects, Value>, _ value: Value) {
        if effects == nil, value == LayerEffects.none[keyPath: field] { return }
        var changed = effects ?? LayerEffects()
        changed[keyPath: field] = value
        effects = changed
    }
}

/// The rarer effects of a `NodeLayer`, stored out of line (a layer holds one reference, or none).
struct LayerEffects {
    private final class Storage {
        var shadow: LayerShadow?
        var blur: LayerBlur?
        var colorMatrix: ColorMatrix?
        var projection: Projection?
        var blendMode = LayerBlendMode.normal
        var isIsolated = false
        var contentTransform = Transform2D.identity

        init() {}

        init(copying other: Storage) {
            shadow = other.shadow
            blur = other.blur
            colorMatrix = other.colorMatrix
            projection = other.projection
            blendMode = other.blendMode
            isIsolated = other.isIsolated
            contentTransform = other.contentTransform
        }
    }

    private var storage = Storage()

    /// No effect at all (what a layer without a box has).
    static let none = LayerEffects()

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    var shadow: LayerShadow? { get { storage.shadow } set { unique().shadow = newValue } }
    var blur: LayerBlur? { get { storage.blur } set { unique().blur = newValue } }
    var colorMatrix: ColorMatrix? { get { storage.colorMatrix } set { unique().colorMatrix = newValue } }
    var projection: Projection? { get { storage.projection } set { unique().projection = newValue } }
    var blendMode: LayerBlendMode { get { storage.blendMode } set { unique().blendMode = newValue } }
    var isIsolated: Bool { get { storage.isIsolated } set { unique().isIsolated = newValue } }
    var contentTransform: Transform2D { get { storage.contentTransform } set { unique().contentTransform = newValue } }

    /// Gives `group` these effects (all but the content offset, which drawing applies to the children).
    func apply(to group: inout GroupItem) {
        group.blur = blur
        group.shadow = shadow
        group.colorMatrix = colorMatrix
        group.projection = projection
        group.blendMode = blendMode
        group.isIsolated = isIsolated
    }
}

/// One transition effect around a node, in its parent's coordinates (fidelity.md §5.2); each transition part says
/// which it draws (`TransitionEffect.layer(at:frame:)`).
enum TransitionLayer {
    case opacity(Double)
    case transform(Transform2D)
    case blur(Double)
    /// Clips what it wraps to a path in the parent's coordinates (a zoom transition's morphing rectangle), whose
    /// bounding box is `rect`.
    case clip(DisplayPath, rect: CGRect)
    /// A zoom transition's hand-over: the zoom source's content (the trace entry at `source`), mapped by `transform`
    /// from its parent's coordinates into the morphing rectangle, drawn over what it wraps at `opacity`. The
    /// rectangle stays opaque; its content turns from the screen's into the source's near the source.
    /// `screen` is the opacity of what it wraps under it: 1 until the screen's share is small, then down to 0 with
    /// it, so the source's translucent parts do not keep showing the screen once it has handed over.
    case handover(source: Int, transform: Transform2D, opacity: Double, screen: Double)
    /// Under what it wraps: `path` (a zoom's morphing rectangle) filled with `fill` and casting `shadow`, as a zoom
    /// source's configuration asks (`background(_:)`, `shadow(color:radius:x:y:)`).
    case backdrop(DisplayPath, fill: DisplayColor?, shadow: LayerShadow?)
}

extension NodeLayer {
    /// A transform applied about the point `anchor` of a frame of `size`.
    static func about(_ anchor: UnitPoint, in size: CGSize, _ transform: Transform2D) -> Transform2D {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return Transform2D.translation(x: ax, y: ay).concatenating(transform).concatenating(.translation(x: -ax, y: -ay))
    }

    /// The layer of `node` as `sampler` presents it, placed at `frame` in its parent: what its kind draws.
    init(_ node: Node, frame: CGRect, sampler: Sampler) {
        self.frame = frame
        transform = Transform2D.translation(x: frame.minX, y: frame.minY)
        if node.walkTraits.contains(.geometryEffect), let effect = node.kind.geometryEffect(of: node, size: frame.size, sampler: sampler) {
            transform = transform.concatenating(effect)
        }
        node.kind.draw(node, into: &self, sampler: sampler)
    }

    /// Paints nothing, itself or below it.
    mutating func hide() {
        isHidden = true
        content = []
    }
}
