import Foundation
import ZoetropeDisplay

/// Where a view's own coordinates are on the canvas, as layout places it: its layout origin (its ancestors' laid-out
/// frames summed, in canvas points) and the geometry effects around it (`ViewKind.geometryEffect`: `.offset`,
/// `.scaleEffect`, `.rotationEffect`, an affine `.transformEffect`, `.projectionEffect` or `GeometryEffect`), at model
/// values. Effects do not change layout, but they move the coordinates of everything inside them, as SwiftUI's
/// `GeometryEffect` does (fidelity.md §9): `GeometryProxy.frame(in:)`, named coordinate spaces and anchors read them
/// from here, and the trace walk composes the same effects, at the values of its time, for drawing and hit-testing.
struct CoordinateTransform: Equatable {
    /// The layout origin on the canvas, in points: no effect counted.
    var origin: CGPoint
    /// The effects around the view, canvas to canvas: what layout places at point p is drawn at `effects(p)`.
    /// Identity when no effect is around it.
    var effects = Transform2D.identity

    /// The canvas.
    static let canvas = CoordinateTransform(origin: .zero)

    /// Maps the view's own coordinates to canvas points.
    var toCanvas: Transform2D {
        let layout = Transform2D.translation(x: origin.x, y: origin.y)
        return effects == .identity ? layout : effects.concatenating(layout)
    }

    /// These coordinates with the geometry effect `effect` (in the view's own coordinates) applied to what they hold.
    func applying(_ effect: Transform2D) -> CoordinateTransform {
        guard effect != .identity else { return self }
        // E' = E ∘ T(origin) ∘ effect ∘ T(−origin): the effect, moved to the canvas, inside the effects around it.
        let inCanvas = Transform2D.translation(x: origin.x, y: origin.y).concatenating(effect)
            .concatenating(.translation(x: -origin.x, y: -origin.y))
        return CoordinateTransform(origin: origin, effects: effects.concatenating(inCanvas))
    }

    /// `rect`, given in these coordinates, in the coordinates of `space` (a bounding box when an effect between
    /// them rotates). Effects around both cancel: only those between them count.
    func convert(_ rect: CGRect, to space: CoordinateTransform) -> CGRect {
        if effects == space.effects {
            return rect.offsetBy(dx: origin.x - space.origin.x, dy: origin.y - space.origin.y)
        }
        guard let fromCanvas = space.toCanvas.inverted else {
            // A space scaled to nothing: measured from its layout origin.
            return toCanvas.boundingBox(of: rect).offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
        return fromCanvas.concatenating(toCanvas).boundingBox(of: rect)
    }

    /// The same coordinates with the layout moved by `shift` on the canvas (a scroll view around the view scrolled).
    func moved(by shift: CGPoint) -> CoordinateTransform {
        CoordinateTransform(origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y), effects: effects)
    }
}
