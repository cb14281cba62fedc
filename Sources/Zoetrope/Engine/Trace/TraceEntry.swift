import Foundation
import ZoetropeDisplay

/// One node visited by the trace walk: its layer, and where the walk put it on the canvas.
struct TraceEntry {
    let node: Node
    /// The entry of the node it is drawn inside; nil at the root.
    let parent: Int?
    let depth: Int
    /// The node in its parent's coordinates.
    let layer: NodeLayer
    /// Its transition effects, innermost first (only for children drawn as elements of their container).
    var transitions: [TransitionLayer] { didSet { isHidden = Self.hides(layer, transitions) } }
    /// Maps the node's own coordinates to canvas points.
    let transform: Transform2D
    /// The presented layout frame in canvas points: its ancestors' presented frames summed, no render effects.
    let frame: CGRect
    /// The opacity it is drawn with: its own and its ancestors' opacity effects and opacity transitions multiplied.
    let opacity: Double
    /// The canvas bounding box of the clips of its ancestors; nil when none clips it.
    let clip: CGRect?
    /// Whether it is being removed (drawn until its transition finishes, out of layout).
    let isRemoving: Bool
    /// The accessibility identifier, on the outermost view that carries it.
    let identifier: String?
    /// Its first child's entry (for a mask, the masked content), -1 when it has none; the others follow in drawing
    /// order through `nextSibling`. Links rather than an array: a frame of thousands of views then allocates no list
    /// per view.
    var firstChild: Int32 = -1
    /// The entry drawn after this one by the same parent, -1 for the last.
    var nextSibling: Int32 = -1
    /// For a mask, the entry of the view whose alpha masks the content.
    var mask: Int?
    /// A zoom source while a screen zooms out of it or back into it: the screen's morphing rectangle draws it
    /// (`TransitionLayer.handover`), so the frame does not draw it in its own place. The trace keeps it in its own
    /// place, with its share of the rectangle as its opacity (the screen's entry has the rest), and a view drawn
    /// alone is drawn there.
    var isHandedOver = false

    /// Its bounds, (0, 0, width, height) in its own coordinates, through `transform`: a bounding box in canvas points.
    /// The nearest perspective projection it is drawn through (`rotation3DEffect`, its own or an ancestor's): the
    /// projection, in the coordinates of the view that has it, and that view's canvas transform.
    var projection: EnclosingProjection?

    /// Its bounds, (0, 0, width, height) in its own coordinates, through `transform`: a bounding box in canvas points.
    /// Under a projection, the box of its corners as projected (straight edges stay straight, so the corners bound
    /// the projected rectangle).
    var bounds: CGRect {
        let own = CGRect(origin: .zero, size: layer.frame.size)
        guard let enclosing = projection, let toProjected = enclosing.canvas.inverted.map({ $0.concatenating(transform) })
        else { return transform.boundingBox(of: own) }
        let projection = enclosing.projection, canvas = enclosing.canvas
        let corners = [CGPoint(x: own.minX, y: own.minY), CGPoint(x: own.maxX, y: own.minY),
                       CGPoint(x: own.minX, y: own.maxY), CGPoint(x: own.maxX, y: own.maxY)]
            .compactMap { projection.apply(to: toProjected.apply(to: $0)) }
        guard corners.count == 4 else { return transform.boundingBox(of: own) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return canvas.boundingBox(of: CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }

    /// Whether it paints nothing, nor anything inside it (known from its layer and transitions when it is made: the
    /// walk and drawing ask for every entry).
    private(set) var isHidden: Bool

    init(node: Node, parent: Int?, depth: Int, layer: NodeLayer, transitions: [TransitionLayer], transform: Transform2D,
         frame: CGRect, opacity: Double, clip: CGRect?, isRemoving: Bool, identifier: String?) {
        self.node = node
        self.parent = parent
        self.depth = depth
        self.layer = layer
        self.transitions = transitions
        self.transform = transform
        self.frame = frame
        self.opacity = opacity
        self.clip = clip
        self.isRemoving = isRemoving
        self.identifier = identifier
        isHidden = Self.hides(layer, transitions)
    }

    /// Whether a layer with these transitions paints nothing, nor anything inside it.
    private static func hides(_ layer: NodeLayer, _ transitions: [TransitionLayer]) -> Bool {
        layer.isHidden || transitions.contains { if case let .opacity(o) = $0 { return o <= 0 } else { return false } }
    }

    /// Whether its layer leaves what it holds as it is: no transform, full opacity, no clip, no effect, no mask.
    var isPlainLayer: Bool {
        layer.transform.isIdentity && layer.opacity == 1 && layer.clip == nil && layer.effects == nil && mask == nil
    }
}

/// A perspective projection around a trace entry (`TraceEntry.projection`): the projection, in the coordinates of the
/// view that has it, and that view's canvas transform. Boxed: few entries have one, and every entry has room for it.
final class EnclosingProjection {
    let projection: Projection
    let canvas: Transform2D

    init(_ projection: Projection, canvas: Transform2D) {
        self.projection = projection
        self.canvas = canvas
    }
}
