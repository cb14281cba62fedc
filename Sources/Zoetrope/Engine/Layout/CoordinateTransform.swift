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
    /// All the effects around the view, canvas to canvas, when a perspective one (`rotation3DEffect`, a non-affine
    /// `projectionEffect`) is among them; nil otherwise (then `effects` is all of them).
    var perspective: Projection? = nil

    /// The canvas.
    static let canvas = CoordinateTransform(origin: .zero)

    /// Maps the view's own coordinates to canvas points, through the affine effects (a perspective one is only
    /// counted by `convert`).
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
        if let perspective {
            return CoordinateTransform(origin: origin, effects: effects, perspective: Projection(inCanvas).then(perspective))
        }
        return CoordinateTransform(origin: origin, effects: effects.concatenating(inCanvas))
    }

    /// These coordinates with the perspective effect `projection` (in the view's own coordinates) applied to what
    /// they hold: from then on every effect around them is one projection.
    func applying(_ projection: Projection) -> CoordinateTransform {
        guard !projection.isIdentity else { return self }
        let inCanvas = Projection(.translation(x: -origin.x, y: -origin.y)).then(projection)
            .then(Projection(.translation(x: origin.x, y: origin.y)))
        return CoordinateTransform(origin: origin, effects: effects, perspective: inCanvas.then(perspective ?? Projection(effects)))
    }

    /// `rect`, given in these coordinates, in the coordinates of `space` (a bounding box when an effect between
    /// them rotates or projects in perspective). Effects around both cancel: only those between them count. When
    /// a perspective would take a corner behind the viewer, only the affine effects count.
    func convert(_ rect: CGRect, to space: CoordinateTransform) -> CGRect {
        if perspective != nil || space.perspective != nil {
            if let projected = project(rect, to: space) { return projected }
        } else if effects == space.effects {
            return rect.offsetBy(dx: origin.x - space.origin.x, dy: origin.y - space.origin.y)
        }
        guard let fromCanvas = space.toCanvas.inverted else {
            // A space scaled to nothing: measured from its layout origin.
            return toCanvas.boundingBox(of: rect).offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
        return fromCanvas.concatenating(toCanvas).boundingBox(of: rect)
    }

    /// `rect` through a perspective between these coordinates and `space`: the bounding box of its four corners
    /// mapped (a projection keeps lines straight, so the corners bound the projected rectangle). Nil when a corner
    /// lands at or behind the viewer, or `space` cannot be inverted.
    private func project(_ rect: CGRect, to space: CoordinateTransform) -> CGRect? {
        func canvas(_ c: CoordinateTransform) -> Projection {
            Projection(.translation(x: c.origin.x, y: c.origin.y)).then(c.perspective ?? Projection(c.effects))
        }
        guard let fromCanvas = canvas(space).inverted else { return nil }
        let map = canvas(self).then(fromCanvas)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].compactMap(map.apply)
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The same coordinates with the layout moved by `shift` on the canvas (a scroll view around the view scrolled).
    func moved(by shift: CGPoint) -> CoordinateTransform {
        CoordinateTransform(origin: CGPoint(x: origin.x + shift.x, y: origin.y + shift.y), effects: effects,
                            perspective: perspective)
    }
}
