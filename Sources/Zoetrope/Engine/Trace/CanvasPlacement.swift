import Foundation
import ZoetropeDisplay

/// Where a node's own coordinates are on the canvas as the trace walk draws it at its time: its parent's canvas
/// transform (every frame, geometry effect, scroll offset and transition above it, presented values), its own
/// transitions and its layer's transform so far. Given to the kinds whose effect is defined on the canvas rather
/// than in their own coordinates (`ViewKind.drawOnCanvas`): the screen behind a sheet shrinks about the screen's
/// top centre and a dragged zoomed-in screen about the finger, wherever effects above them put their coordinates.
struct CanvasPlacement {
    /// Maps the node's own coordinates to canvas points.
    let toCanvas: Transform2D
    /// Maps canvas points to the node's own coordinates; nil when an effect scaled the node to nothing.
    let fromCanvas: Transform2D?

    /// `parent`: the walk's canvas transform of the coordinates the node is placed in (its transitions included);
    /// `layer`: its layer's transform into them.
    init(parent: Transform2D, layer: Transform2D) {
        toCanvas = parent.concatenating(layer)
        fromCanvas = toCanvas.inverted
    }

    /// A uniform scale by `scale` about the canvas point `pivot`, then a move by `shift` canvas points, in the node's
    /// own coordinates (to follow its layer's transform): the scale about the pivot mapped into them, and the shift
    /// through their linear part. A uniform scale commutes with any linear map, so N⁻¹ · T(pivot + shift) · S ·
    /// T(−pivot) · N, with N = `toCanvas` = L·x + o, is T(p + L⁻¹·shift) · S · T(−p) with p = N⁻¹(pivot).
    /// Nil when the node is scaled to nothing.
    func scaling(_ scale: Double, about pivot: CGPoint, thenMoving shift: CGSize) -> Transform2D? {
        guard let inverse = fromCanvas else { return nil }
        let p = inverse.apply(to: pivot)
        let move = CGPoint(x: inverse.a * shift.width + inverse.c * shift.height,
                           y: inverse.b * shift.width + inverse.d * shift.height)
        return Transform2D.translation(x: p.x + move.x, y: p.y + move.y)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: -p.x, y: -p.y))
    }

    /// The canvas rectangle `rect` with corners of `cornerRadius` canvas points, as a path in the node's own
    /// coordinates (a clip that stays on the screen's edges). Nil when the node is scaled to nothing.
    func roundedRect(_ rect: CGRect, cornerRadius: Double) -> DisplayPath? {
        guard let inverse = fromCanvas else { return nil }
        // Only moved (the common case): the rectangle itself, moved, keeps its corners' radius.
        if inverse.isTranslation {
            return DisplayPath.roundedRect(rect.offsetBy(dx: inverse.tx, dy: inverse.ty), cornerRadius: cornerRadius)
        }
        return DisplayPath.roundedRect(rect, cornerRadius: cornerRadius).applying(inverse)
    }
}
