import Foundation
import CCairo
import ZoetropeDisplay

/// Mesh gradients: Cairo's mesh pattern, one tensor-product patch per `MeshPatch` (boundary curves and the four
/// interior control points given, corner colours interpolated bilinearly by Cairo across each patch).
extension CairoPainter {
    /// A new mesh pattern of `mesh`'s patches (the caller destroys it), or nil when a coordinate is not finite or
    /// there is no patch.
    func meshPattern(_ mesh: MeshPaint) -> OpaquePointer? {
        guard !mesh.patches.isEmpty,
              mesh.patches.allSatisfy({ $0.points.count == 16 && $0.colors.count == 4 && $0.points.allSatisfy(\.isFinite) })
        else { return nil }
        let pattern = cairo_pattern_create_mesh()
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        for patch in mesh.patches {
            cairo_mesh_pattern_begin_patch(pattern)
            // Corners C0…C3 are (u, v) = (0, 0), (3, 0), (3, 3), (0, 3) of the control net; side k runs from Ck to
            // Ck+1; interior point Pk is the one next to Ck.
            let p = { (u: Int, v: Int) -> CGPoint in patch[u, v] }
            cairo_mesh_pattern_move_to(pattern, p(0, 0).x, p(0, 0).y)
            func curve(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
                cairo_mesh_pattern_curve_to(pattern, a.x, a.y, b.x, b.y, c.x, c.y)
            }
            curve(p(1, 0), p(2, 0), p(3, 0))
            curve(p(3, 1), p(3, 2), p(3, 3))
            curve(p(2, 3), p(1, 3), p(0, 3))
            curve(p(0, 2), p(0, 1), p(0, 0))
            for (k, point) in [p(1, 1), p(2, 1), p(2, 2), p(1, 2)].enumerated() {
                cairo_mesh_pattern_set_control_point(pattern, UInt32(k), point.x, point.y)
            }
            for (k, c) in patch.colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(k), unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
