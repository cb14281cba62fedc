import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two free control points, solved for y at a given x.
///
/// The polynomial form follows fidelity.md §2.2 (x(s) = ((ax·s + bx)·s + cx)·s). The solve is Newton–Raphson
/// with a bisection fallback to 1e-12, so the result agrees with an exact root finder to ~1e-12. SwiftUI stops at
/// a 2⁻²⁰ tolerance and rounds y to a multiple of 2⁻²⁰ (§2.2); we deliberately do not, because the difference
/// (≤ 1.1e-6, reference_values.txt §F) is invisible and the exact value is reproducible by an independent solver.
struct CubicBezier: Hashable, Sendable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inline(__always) func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inline(__always) func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    @inline(__always) func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter s in [0, 1] with x(s) = `x` (x clamped to [0, 1]).
    func parameter(forX target: Double) -> Double {
        let x = min(max(target, 0), 1)
        if x == 0 || x == 1 { return x }
        var s = x
        for _ in 0..<8 {
            let error = self.x(s) - x
            if abs(error) < 1e-12 { return s }
            let slope = dx(s)
            if abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if next < 0 || next > 1 { break }
            s = next
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = self.x(s)
            if abs(value - x) < 1e-13 { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
            if hi - lo < 1e-16 { break }
        }
        return s
    }

    /// y at progress `x` (clamped to [0, 1]).
    func value(at x: Double) -> Double { y(parameter(forX: x)) }

    /// dy/dx at progress `x` (clamped to [0, 1]); where dx/ds vanishes the limit of the slope is used.
    func slope(at x: Double) -> Double {
        let s = parameter(forX: x)
        let ddx = dx(s), ddy = dy(s)
        if abs(ddx) > 1e-12 { return ddy / ddx }
        // Both tangents vanish (e.g. a control point on the end point): use second derivatives (l'Hôpital).
        let ddx2 = 6 * ax * s + 2 * bx, ddy2 = 6 * ay * s + 2 * by
        if abs(ddx2) > 1e-12, abs(ddy) <= 1e-12 { return ddy2 / ddx2 }
        if ddy == 0 { return 1 }
        return ddy > 0 ? .infinity : -.infinity
    }
}
