import Foundation
import ZoetropeDisplay

/// Turns a mesh gradient's grid of vertices into drawable tensor-product Bézier patches (`MeshPaint`).
///
/// - Shape. Each cell of the grid is one bicubic patch whose four edges are the cubic Béziers between neighbouring
///   vertices, through their control points. Vertices given as plain points get control points of their own: the
///   tangent at a vertex is half the vector from its previous to its next neighbour along the row (or column), the
///   Catmull-Rom tangent, one-sided (the vector to the only neighbour) on the mesh's edges; the control points sit a
///   third of that tangent before and after the vertex. A regular grid thus stays a regular grid (straight edges,
///   uniform parameters), edge vertices that stay on an edge keep the boundary on it, and the edges through a vertex
///   continue smoothly from one cell to the next. The interior control points of each patch are the ones that make it
///   the Coons patch of its four edges. Apple does not document how it derives control points (approximations.md).
/// - Colour. With `smoothsColors` the colour across the mesh is the bicubic Hermite interpolant of the vertex colours
///   over the grid's parameters: at each vertex its colour, derivatives along the row and the column and a twist, all
///   estimated by the same central (one-sided on the edges) differences, so that the colour and its slope are
///   continuous across cells and a colour that changes linearly over the grid stays linear. Cairo interpolates colours
///   bilinearly within a patch, so each cell is cut into `subdivisions` × `subdivisions` sub-patches whose corners
///   take the interpolant's colours. Without `smoothsColors` a cell's colours are bilinear in its parameters, as Cairo
///   draws one patch. The `.perceptual` colour space interpolates in Oklab, so its cells are subdivided too.
struct MeshTessellation {
    /// A vertex and its four control points, in the painted path's coordinates.
    struct Vertex {
        var position: CGPoint
        var leading: CGPoint
        var top: CGPoint
        var trailing: CGPoint
        var bottom: CGPoint
    }

    let width: Int
    let height: Int
    let vertices: [Vertex]
    /// Each vertex's colour in the interpolation space: sRGB-encoded components and opacity (`.device`), or Oklab's
    /// lightness, a, b and opacity (`.perceptual`).
    let colors: [SIMD4<Double>]
    let smoothsColors: Bool
    let colorSpace: Gradient.ColorSpace

    /// How many sub-patches a cell is cut into along each parameter when its colours are not bilinear. At 12 the
    /// piecewise-bilinear colours stay within about 1/300 of the cubic's and the changes of slope between sub-patches
    /// are too small to show as bands (checked on full-screen 3 × 3 meshes at 3x).
    static let subdivisions = 12

    init(mesh: ResolvedMesh, in bounds: CGRect) {
        width = mesh.width
        height = mesh.height
        smoothsColors = mesh.smoothsColors
        colorSpace = mesh.colorSpace
        func place(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        if let controls = mesh.controls {
            vertices = zip(mesh.points, controls).map { point, c in
                Vertex(position: place(point), leading: place(c[0]), top: place(c[1]), trailing: place(c[2]), bottom: place(c[3]))
            }
        } else {
            vertices = Self.derivedVertices(mesh.points.map(place), width: mesh.width, height: mesh.height)
        }
        let space = mesh.colorSpace
        colors = mesh.colors.map { Self.interpolationVector($0, in: space) }
    }

    /// Vertices with Catmull-Rom control points (one-sided at the mesh's edges), a third of the tangent away.
    static func derivedVertices(_ points: [CGPoint], width: Int, height: Int) -> [Vertex] {
        func at(_ row: Int, _ column: Int) -> CGPoint { points[row * width + column] }
        func tangent(_ previous: CGPoint?, _ point: CGPoint, _ next: CGPoint?) -> CGPoint {
            switch (previous, next) {
            case let (p?, n?): return CGPoint(x: (n.x - p.x) / 2, y: (n.y - p.y) / 2)
            case let (nil, n?): return CGPoint(x: n.x - point.x, y: n.y - point.y)
            case let (p?, nil): return CGPoint(x: point.x - p.x, y: point.y - p.y)
            case (nil, nil): return .zero
            }
        }
        var result: [Vertex] = []
        result.reserveCapacity(points.count)
        for row in 0..<height {
            for column in 0..<width {
                let p = at(row, column)
                let h = tangent(column > 0 ? at(row, column - 1) : nil, p, column < width - 1 ? at(row, column + 1) : nil)
                let v = tangent(row > 0 ? at(row - 1, column) : nil, p, row < height - 1 ? at(row + 1, column) : nil)
                result.append(Vertex(position: p,
                                     leading: CGPoint(x: p.x - h.x / 3, y: p.y - h.y / 3),
                                     top: CGPoint(x: p.x - v.x / 3, y: p.y - v.y / 3),
                                     trailing: CGPoint(x: p.x + h.x / 3, y: p.y + h.y / 3),
                                     bottom: CGPoint(x: p.x + v.x / 3, y: p.y + v.y / 3)))
            }
        }
        return result
    }

    // MARK: Patches

    /// The drawable patches, cell by cell in row order (sub-patches in row order within a cell).
    func patches() -> [MeshPatch] {
        guard width >= 2, height >= 2, vertices.count == width * height, colors.count == width * height else { return [] }
        let n = smoothsColors || colorSpace == .perceptual ? Self.subdivisions : 1
        let slopes = smoothsColors ? ColorSlopes(colors, width: width, height: height) : nil
        var result: [MeshPatch] = []
        result.reserveCapacity((width - 1) * (height - 1) * n * n)
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let net = controlNet(row: row, column: column)
                for j in 0..<n {
                    for i in 0..<n {
                        let u0 = Double(i) / Double(n), u1 = Double(i + 1) / Double(n)
                        let v0 = Double(j) / Double(n), v1 = Double(j + 1) / Double(n)
                        let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
                        let colours = corners.map { u, v in
                            display(color(row: row, column: column, u: u, v: v, slopes: slopes))
                        }
                        result.append(MeshPatch(points: Self.subnet(net, u: (u0, u1), v: (v0, v1)), colors: colours))
                    }
                }
            }
        }
        return result
    }

    /// The 16 control points of cell (`row`, `column`), row by row (`[4 * v + u]`): its edges from the vertices'
    /// control points, its interior the Coons patch's.
    func controlNet(row: Int, column: Int) -> [CGPoint] {
        let a = vertices[row * width + column], b = vertices[row * width + column + 1]
        let c = vertices[(row + 1) * width + column + 1], d = vertices[(row + 1) * width + column]
        var net = [CGPoint](repeating: .zero, count: 16)
        func set(_ u: Int, _ v: Int, _ p: CGPoint) { net[4 * v + u] = p }
        set(0, 0, a.position); set(1, 0, a.trailing); set(2, 0, b.leading); set(3, 0, b.position)
        set(3, 1, b.bottom); set(3, 2, c.top); set(3, 3, c.position)
        set(0, 1, a.bottom); set(0, 2, d.top); set(0, 3, d.position)
        set(1, 3, d.trailing); set(2, 3, c.leading)
        func p(_ u: Int, _ v: Int) -> CGPoint { net[4 * v + u] }
        // The interior point next to a corner, for the Coons patch of the edges (the tensor form of a Coons patch).
        func interior(_ u: (Int) -> Int, _ v: (Int) -> Int) -> CGPoint {
            let terms: [(Double, Int, Int)] = [(-4, 0, 0), (6, 1, 0), (6, 0, 1), (-2, 3, 0), (-2, 0, 3),
                                               (3, 3, 1), (3, 1, 3), (-1, 3, 3)]
            var x = 0.0, y = 0.0
            for (w, i, j) in terms {
                let q = p(u(i), v(j))
                x += w * q.x
                y += w * q.y
            }
            return CGPoint(x: x / 9, y: y / 9)
        }
        let same: (Int) -> Int = { $0 }, mirrored: (Int) -> Int = { 3 - $0 }
        set(1, 1, interior(same, same))
        set(2, 1, interior(mirrored, same))
        set(1, 2, interior(same, mirrored))
        set(2, 2, interior(mirrored, mirrored))
        return net
    }

    /// The control net of the part of the patch `net` over parameters `u` × `v`.
    static func subnet(_ net: [CGPoint], u: (Double, Double), v: (Double, Double)) -> [CGPoint] {
        if u == (0, 1) && v == (0, 1) { return net }
        var rows = [CGPoint](repeating: .zero, count: 16)
        for j in 0..<4 {
            let part = segment(Array(net[(4 * j)..<(4 * j + 4)]), from: u.0, to: u.1)
            for i in 0..<4 { rows[4 * j + i] = part[i] }
        }
        var result = [CGPoint](repeating: .zero, count: 16)
        for i in 0..<4 {
            let part = segment([rows[i], rows[4 + i], rows[8 + i], rows[12 + i]], from: v.0, to: v.1)
            for j in 0..<4 { result[4 * j + i] = part[j] }
        }
        return result
    }

    /// The control points of the part of cubic `c` between parameters `t0` and `t1` (de Casteljau twice).
    static func segment(_ c: [CGPoint], from t0: Double, to t1: Double) -> [CGPoint] {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        /// The first part of the cubic, split at `t`.
        func head(_ c: [CGPoint], _ t: Double) -> [CGPoint] {
            let ab = lerp(c[0], c[1], t), bc = lerp(c[1], c[2], t), cd = lerp(c[2], c[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return [c[0], ab, abc, lerp(abc, bcd, t)]
        }
        /// The second part of the cubic, split at `t`.
        func tail(_ c: [CGPoint], _ t: Double) -> [CGPoint] {
            let ab = lerp(c[0], c[1], t), bc = lerp(c[1], c[2], t), cd = lerp(c[2], c[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return [lerp(abc, bcd, t), bcd, cd, c[3]]
        }
        let first = t1 < 1 ? head(c, t1) : c
        guard t0 > 0, t1 > 0 else { return first }
        return tail(first, t0 / t1)
    }

    // MARK: Colours

    /// The derivatives of the vertex colours over the grid (one vertex apart is 1): along rows, along columns, and
    /// the twist.
    struct ColorSlopes {
        let du: [SIMD4<Double>]
        let dv: [SIMD4<Double>]
        let twist: [SIMD4<Double>]

        init(_ values: [SIMD4<Double>], width: Int, height: Int) {
            func difference(_ f: [SIMD4<Double>], alongRows: Bool) -> [SIMD4<Double>] {
                var out = f
                for row in 0..<height {
                    for column in 0..<width {
                        let (index, count) = alongRows ? (column, width) : (row, height)
                        let step = alongRows ? 1 : width
                        let k = row * width + column
                        if count < 2 { out[k] = .zero; continue }
                        if index == 0 { out[k] = f[k + step] - f[k] }
                        else if index == count - 1 { out[k] = f[k] - f[k - step] }
                        else { out[k] = (f[k + step] - f[k - step]) / 2 }
                    }
                }
                return out
            }
            du = difference(values, alongRows: true)
            dv = difference(values, alongRows: false)
            twist = difference(du, alongRows: false)
        }
    }

    /// The colour at parameters (`u`, `v`) of cell (`row`, `column`), in the interpolation space: bicubic Hermite
    /// with `slopes`, bilinear without.
    func color(row: Int, column: Int, u: Double, v: Double, slopes: ColorSlopes?) -> SIMD4<Double> {
        let k00 = row * width + column, k10 = k00 + 1, k01 = k00 + width, k11 = k01 + 1
        guard let s = slopes else {
            let top: SIMD4<Double> = colors[k00] * (1 - u) + colors[k10] * u
            let bottom: SIMD4<Double> = colors[k01] * (1 - u) + colors[k11] * u
            return top * (1 - v) + bottom * v
        }
        // Hermite basis: values at 0 and 1, then slopes at 0 and 1.
        func basis(_ t: Double) -> (h0: Double, h1: Double, g0: Double, g1: Double) {
            let t2 = t * t, t3 = t2 * t
            return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
        }
        let bu = basis(u), bv = basis(v)
        var result = SIMD4<Double>.zero
        let corners: [(Int, Double, Double, Double, Double)] = [
            (k00, bu.h0, bu.g0, bv.h0, bv.g0), (k10, bu.h1, bu.g1, bv.h0, bv.g0),
            (k01, bu.h0, bu.g0, bv.h1, bv.g1), (k11, bu.h1, bu.g1, bv.h1, bv.g1),
        ]
        for (k, hu, gu, hv, gv) in corners {
            let value: SIMD4<Double> = colors[k] * (hu * hv)
            let along: SIMD4<Double> = s.du[k] * (gu * hv)
            let across: SIMD4<Double> = s.dv[k] * (hu * gv)
            let twist: SIMD4<Double> = s.twist[k] * (gu * gv)
            result += value + along + across + twist
        }
        return result
    }

    /// A colour's vector in the interpolation space of `space`.
    static func interpolationVector(_ color: ResolvedColor, in space: Gradient.ColorSpace) -> SIMD4<Double> {
        switch space.kind {
        case .device:
            return SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
        case .perceptual:
            let lab = Oklab(color)
            return SIMD4(Double(lab.lightness), Double(lab.a), Double(lab.b), Double(color.opacity))
        }
    }

    /// An interpolated vector as the rasterizer draws it (overshoot clamped).
    func display(_ v: SIMD4<Double>) -> DisplayColor {
        func unit(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        switch colorSpace.kind {
        case .device:
            return DisplayColor(red: unit(v.x), green: unit(v.y), blue: unit(v.z), alpha: unit(v.w))
        case .perceptual:
            let lab = Oklab(lightness: Float(unit(v.x)), a: Float(v.y.isFinite ? v.y : 0), b: Float(v.z.isFinite ? v.z : 0))
            return lab.resolved(opacity: Float(unit(v.w))).displayColor
        }
    }
}
