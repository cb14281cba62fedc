import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// Shapes drawn through the view layer and Cairo, against analytic references (see `PixelReference`).
///
/// Layout by hand: a 48 × 40 canvas at 1x with no safe area centres a 32 × 24 frame at (8, 8); in the shape's own
/// coordinates (u, v) = (x − 8, y − 8). Tolerance: 32 levels (1/8 of full coverage, the resolution of the 8 × 8
/// reference grid, plus Cairo's own coverage sampling); budget: a few edge pixels may still exceed it, and no pixel
/// may be off by more than half the range.
@MainActor @Suite struct ShapePixelTests {
    static let tolerance = 32

    func check(_ image: RasterImage, _ reference: PixelReference, budget: Int = 3,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let (changed, worst) = reference.differences(from: image, tolerance: Self.tolerance)
        #expect(changed.count <= budget, "\(changed.count) pixels off: \(changed.prefix(8))", sourceLocation: sourceLocation)
        #expect(worst <= 128, "worst difference \(worst)", sourceLocation: sourceLocation)
        // The reference is not blank: the test can fail.
        #expect(reference.coverage.contains(1), sourceLocation: sourceLocation)
    }

    /// A reference for a shape in the centred 32 × 24 frame, `inside` in the frame's coordinates.
    func framed(_ inside: @escaping (Double, Double) -> Bool) -> PixelReference {
        PixelReference(width: 48, height: 40) { x, y in
            let u = x - 8, v = y - 8
            return u >= 0 && u <= 32 && v >= 0 && v <= 24 && inside(u, v)
        }
    }

    func filled<S: Shape>(_ shape: S) -> RasterImage {
        renderFrame(width: 48, height: 40) { shape.fill(Color.black).frame(width: 32, height: 24) }
    }

    /// Whether (u, v) is inside a rectangle of size w × h with circular corners of radii (top-left, top-right,
    /// bottom-right, bottom-left): outside a corner's radius × radius square, or within its quarter circle.
    func roundedInside(_ u: Double, _ v: Double, w: Double, h: Double, radii: [Double]) -> Bool {
        // Each corner: its radius and which way it points (−1 toward the top or leading side).
        let corners = [(radii[0], -1.0, -1.0), (radii[1], 1.0, -1.0), (radii[2], 1.0, 1.0), (radii[3], -1.0, 1.0)]
        for (r, sx, sy) in corners where r > 0 {
            let cx = sx < 0 ? r : w - r, cy = sy < 0 ? r : h - r
            let beyondCentre = (u - cx) * sx > 0 && (v - cy) * sy > 0
            if beyondCentre, (u - cx) * (u - cx) + (v - cy) * (v - cy) > r * r { return false }
        }
        return true
    }

    @Test func rectangle() {
        check(filled(Rectangle()), framed { _, _ in true })
    }

    @Test func roundedRectangleCircular() {
        // Radius 8 quarter circles centred 8 pt in from each corner.
        check(filled(RoundedRectangle(cornerRadius: 8, style: .circular)),
              framed { self.roundedInside($0, $1, w: 32, h: 24, radii: [8, 8, 8, 8]) })
    }

    @Test func roundedRectangleContinuous() {
        // Radius 6 < min(32, 24)/2/1.52866483 = 7.85, so unclamped. The outline is built here from the corner
        // table of fidelity.md §8.3 (in radius units, from one edge to the other), evaluated with this test's own
        // Bézier code and filled even-odd.
        let outline = ContinuousOutline(width: 32, height: 24, radius: 6)
        check(filled(RoundedRectangle(cornerRadius: 6, style: .continuous)), framed { outline.contains($0, $1) })
    }

    @Test func circle() {
        // The largest circle in 32 × 24: radius 12 about (16, 12).
        check(filled(Circle()), framed { u, v in (u - 16) * (u - 16) + (v - 12) * (v - 12) <= 144 })
    }

    @Test func ellipse() {
        check(filled(Ellipse()), framed { u, v in pow((u - 16) / 16, 2) + pow((v - 12) / 12, 2) <= 1 })
    }

    @Test func capsule() {
        // Radius 12 (half the height) round the segment (12, 12)…(20, 12).
        check(filled(Capsule()), framed { u, v in
            let nearest = min(max(u, 12), 20)
            return (u - nearest) * (u - nearest) + (v - 12) * (v - 12) <= 144
        })
    }

    @Test func unevenRoundedRectangle() {
        // Circular: top-leading 10, bottom-trailing 6, the other corners sharp.
        check(filled(UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 6, style: .circular)),
              framed { self.roundedInside($0, $1, w: 32, h: 24, radii: [10, 0, 6, 0]) })
    }

    @Test func dashedStrokeWithRoundCaps() {
        // A path filling the whole 48 × 40 canvas: the line (6, 20)…(42, 20), 36 pt, 6 pt wide, dash [8, 6] gives
        // dashes over 0…8, 14…22, 28…36, each with round caps: points within 3 pt of a dash's segment.
        let image = renderFrame(width: 48, height: 40) {
            Path { path in
                path.move(to: CGPoint(x: 6, y: 20))
                path.addLine(to: CGPoint(x: 42, y: 20))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [8, 6]))
        }
        let reference = PixelReference(width: 48, height: 40) { x, y in
            [(0.0, 8.0), (14.0, 22.0), (28.0, 36.0)].contains { start, end in
                let nearest = min(max(x, 6 + start), 6 + end)
                return (x - nearest) * (x - nearest) + (y - 20) * (y - 20) <= 9
            }
        }
        check(image, reference)
    }

    @Test func strokeBorderStaysInside() {
        // Circle radius 12 about (16, 12); a 4 pt border inside it covers radii 8…12.
        let image = renderFrame(width: 48, height: 40) {
            Circle().strokeBorder(Color.black, lineWidth: 4).frame(width: 32, height: 24)
        }
        check(image, framed { u, v in
            let d2 = (u - 16) * (u - 16) + (v - 12) * (v - 12)
            return d2 <= 144 && d2 >= 64
        })
    }

    @Test func trimmedCircleDrawsTheFirstQuarterClockwiseFromThreeOClock() {
        // A 32 × 32 frame centred on a 48 × 48 canvas at (8, 8): circle radius 16 about (24, 24) in the canvas.
        // trim(0, ¼) runs from 3 o'clock to 6 o'clock (clockwise on screen); a 4 pt butt-capped stroke covers radii
        // 14…18 at angles 0…90° (atan2 with y down), its ends cut along the radii.
        let image = renderFrame(width: 48, height: 48) {
            Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 32, height: 32)
        }
        let reference = PixelReference(width: 48, height: 48) { x, y in
            let dx = x - 24, dy = y - 24
            let d2 = dx * dx + dy * dy
            return d2 >= 196 && d2 <= 324 && dx >= 0 && dy >= 0
        }
        check(image, reference)
    }
}

/// The continuous rounded rectangle of fidelity.md §8.3 as a polygon, from the corner table written out here.
struct ContinuousOutline {
    /// Corner pieces in radius units (distance along the incoming edge, along the outgoing edge), from the edge
    /// point 1.52866483 to the other edge: cubic, line, cubic, line, cubic, as fidelity.md §8.3 lists them.
    static let corner: [[(Double, Double)]] = [
        [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.66993427, 0.06549600), (0.63149399, 0.07491100)],
        [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)],
        [(0.07491176, 0.63149399), (0.06549600, 0.66993427)],
        [(0.06549600, 0.66993427), (0, 0.86840701), (0, 1.08849299), (0, 1.52866483)],
    ]

    var polygon: [(Double, Double)] = []

    init(width w: Double, height h: Double, radius r: Double) {
        // Walking clockwise on screen (y down): each corner maps (a, b) — a back along the incoming edge, b along
        // the outgoing one — to a point.
        let corners: [(Double, Double) -> (Double, Double)] = [
            { a, b in (w - a * r, b * r) },        // top-right: in along the top edge, out down the right edge
            { a, b in (w - b * r, h - a * r) },    // bottom-right
            { a, b in (a * r, h - b * r) },        // bottom-left
            { a, b in (b * r, a * r) },            // top-left
        ]
        for map in corners {
            for piece in Self.corner {
                for step in 0...32 {
                    let t = Double(step) / 32
                    let (a, b) = Self.bezier(piece, t)
                    polygon.append(map(a, b))
                }
            }
        }
    }

    /// De Casteljau on 2 or 4 points.
    static func bezier(_ ps: [(Double, Double)], _ t: Double) -> (Double, Double) {
        var row = ps
        while row.count > 1 {
            row = (0..<(row.count - 1)).map { (row[$0].0 + (row[$0 + 1].0 - row[$0].0) * t, row[$0].1 + (row[$0 + 1].1 - row[$0].1) * t) }
        }
        return row[0]
    }

    /// Even-odd ray casting toward +x.
    func contains(_ x: Double, _ y: Double) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in 0..<polygon.count {
            let (xi, yi) = polygon[i], (xj, yj) = polygon[j]
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }
}
