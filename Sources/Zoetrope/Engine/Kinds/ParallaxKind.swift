import Foundation
import ZoetropeDisplay

/// Moves a navigation screen sideways (a covered screen's parallax), in points; the offset animates with the stack's
/// push and pop. A zoomed-in top screen under a finger (the zoom's interactive dismissal) also follows the finger and
/// shrinks about the point it took hold of, its corners rounding (`ZoomDrag`).
struct ParallaxKind: ViewKind {
    /// −0.3 × the stack's width for a screen covered by a push, 0 on top.
    let fraction: CGFloat
    /// The finger's drag of a zoomed-in screen; `.zero` translation when none.
    var zoomDrag = ZoomDrag()

    func name(of node: Node) -> String { "screen" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] {
        [(.effect, Vector4(fraction, zoomDrag.translation.width, zoomDrag.translation.height))]
    }

    func presented(_ node: Node, sampler: Sampler) -> Double { presentedVector(node, sampler: sampler).x }

    private func presentedVector(_ node: Node, sampler: Sampler) -> Vector4 {
        sampler.effect(of: node, model: Vector4(fraction, zoomDrag.translation.width, zoomDrag.translation.height))
    }

    /// The drag as presented now (its translation springs back when cancelled).
    func presentedDrag(_ node: Node, sampler: Sampler) -> ZoomDrag {
        let v = presentedVector(node, sampler: sampler)
        var drag = zoomDrag
        drag.translation = CGSize(width: v.y, height: v.z)
        return drag
    }

    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine) {
        let global = node.frame.offsetBy(dx: space.origin.x, dy: space.origin.y)
        let grown = space.expanding(global, on: .all)
        node.bleed = EdgeInsets(top: global.minY - grown.minY, leading: global.minX - grown.minX,
                                bottom: grown.maxY - global.maxY, trailing: grown.maxX - global.maxX)
    }

    var walkTraits: WalkTraits { .canvasEffect }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let dx = presented(node, sampler: sampler)
        if dx != 0 { layer.transform = layer.transform.concatenating(.translation(x: dx, y: 0)) }
    }

    /// The finger's drag, in canvas points: the screen follows the finger on the screen and shrinks about where it
    /// took hold, whatever effects are around the navigation stack.
    func drawOnCanvas(_ node: Node, into layer: inout NodeLayer, placement: CanvasPlacement, sampler: Sampler) {
        let drag = presentedDrag(node, sampler: sampler)
        // While the screen zooms back into its source, the zoom starts from the dragged rectangle instead.
        guard drag.isActive, !sampler.transitionEffects(of: node).contains(where: { $0.effect.zoomSource != nil })
        else { return }
        let s = drag.scale
        // The clip's corners are rounded before the shrink, so that they have the drag's radius once shrunk.
        guard let follow = placement.scaling(s, about: drag.grab, thenMoving: drag.translation),
              let clip = placement.roundedRect(CGRect(origin: .zero, size: drag.canvas), cornerRadius: drag.cornerRadius / s)
        else { return }
        layer.transform = layer.transform.concatenating(follow)
        layer.clip = clip
    }

    /// How far the screen is along its push, in points.
    static let offset = AttributeDescriptor("offset", .length)
    /// A finger dragging a zoomed screen: its translation in points and the scale it drags the screen to.
    static let zoomDrag = AttributeDescriptor("zoomDrag", .point, components: [.init("x", .length), .init("y", .length),
                                                                                 .init("scale", .factor)])
    static let traced = TracedKind("ParallaxKind", typeName: "screen", attributes: [offset, zoomDrag])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        var attributes = [TracedAttribute(Self.offset, .number(presented(node, sampler: sampler)))]
        let drag = presentedDrag(node, sampler: sampler)
        if drag.isActive {
            attributes.append(TracedAttribute(Self.zoomDrag, .numbers([Double(drag.translation.width), Double(drag.translation.height),
                                                                       Double(drag.scale)])))
        }
        return attributes
    }
}

/// A finger dragging a zoomed-in screen (iOS 18's interactive zoom dismissal): the screen follows it, shrinking
/// about the point the finger took hold of by `SystemMotion.zoomDragShrink` per canvas height of travel, and its
/// corners round to `SystemMotion.zoomDragCornerRadius` over the first tenth of that (docs/approximations.md, "Zoom").
struct ZoomDrag: Hashable {
    var translation = CGSize.zero
    /// Where the finger took hold, in canvas points.
    var grab = CGPoint.zero
    var canvas = CGSize.zero

    var isActive: Bool { translation != .zero && canvas.height > 0 }

    /// How far along the dismissal the finger is: its distance over the canvas's height, 0…1.
    var progress: CGFloat {
        guard canvas.height > 0 else { return 0 }
        return min(hypot(translation.width, translation.height) / canvas.height, 1)
    }

    var scale: CGFloat { 1 - SystemMotion.zoomDragShrink * progress }

    var cornerRadius: CGFloat { SystemMotion.zoomDragCornerRadius * min(progress / 0.1, 1) }

    /// The rectangle `frame` (the screen's, in the same coordinates as `grab`) is drawn in while dragged.
    func dragged(_ frame: CGRect) -> CGRect {
        let s = scale
        return CGRect(x: grab.x + translation.width + (frame.minX - grab.x) * s,
                      y: grab.y + translation.height + (frame.minY - grab.y) * s,
                      width: frame.width * s, height: frame.height * s)
    }
}

extension NodeKind {
    static func parallax(_ fraction: CGFloat, zoomDrag: ZoomDrag = ZoomDrag()) -> NodeKind {
        NodeKind(ParallaxKind(fraction: fraction, zoomDrag: zoomDrag))
    }
}
