import Foundation
import Testing
@testable import ZoetropeDisplay

/// Expected coordinates below are worked out by hand from the corner tables of fidelity.md §8.3 and the
/// quarter-circle constant κ = 4/3·(√2 − 1) ≈ 0.5522847498.
@Suite struct DisplayPathShapesTests {
    typealias E = DisplayPath.Element
    static let kappa = 0.5522847498307936

    func close(_ a: CGPoint, _ x: Double, _ y: Double, _ tolerance: Double = 1e-7) -> Bool {
        abs(Double(a.x) - x) < tolerance && abs(Double(a.y) - y) < tolerance
    }

    func points(_ e: E) -> [CGPoint] {
        switch e {
        case let .move(p), let .line(p): return [p]
        case let .quadCurve(p, c): return [c, p]
        case let .curve(p, c1, c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    func expect(_ e: E, _ coords: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        let ps = points(e)
        #expect(ps.count == coords.count, sourceLocation: sourceLocation)
        for (p, c) in zip(ps, coords) {
            #expect(close(p, c.0, c.1), "\(p) vs \(c)", sourceLocation: sourceLocation)
        }
    }

    @Test func rectRunsClockwiseFromTopLeft() {
        let path = DisplayPath.rect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
            .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
        ])
    }

    @Test func ellipseUsesFourKappaCurves() {
        // centre (10, 5), radii 10 × 5: κ·10 = 5.522847498, κ·5 = 2.761423749.
        let e = DisplayPath.ellipse(in: CGRect(x: 0, y: 0, width: 20, height: 10)).elements
        #expect(e.count == 6)
        expect(e[0], [(20, 5)])
        expect(e[1], [(20, 7.761423749), (15.522847498, 10), (10, 10)])
        expect(e[2], [(4.477152502, 10), (0, 7.761423749), (0, 5)])
        expect(e[3], [(0, 2.238576251), (4.477152502, 0), (10, 0)])
        expect(e[4], [(15.522847498, 0), (20, 2.238576251), (20, 5)])
        #expect(e[5] == .closeSubpath)
    }

    @Test func circularCornersAreQuarterCircles() {
        // 100 × 50 at the origin, radius 10; 10·(1 − κ) = 4.477152502.
        let e = DisplayPath.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular).elements
        #expect(e.count == 1 + 4 * 2 + 1)
        expect(e[0], [(10, 0)])
        expect(e[1], [(90, 0)])
        expect(e[2], [(95.522847498, 0), (100, 4.477152502), (100, 10)])
        expect(e[3], [(100, 40)])
        expect(e[4], [(100, 45.522847498), (95.522847498, 50), (90, 50)])
        expect(e[5], [(10, 50)])
        expect(e[6], [(4.477152502, 50), (0, 45.522847498), (0, 40)])
        expect(e[7], [(0, 10)])
        expect(e[8], [(0, 4.477152502), (4.477152502, 0), (10, 0)])
    }

    @Test func circularRadiusIsClampedToHalfEachSide() {
        // corner 40 × 40 on 100 × 50: width stays 40, height clamps to 25.
        let e = DisplayPath.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 40, style: .circular).elements
        expect(e[0], [(40, 0)])
        expect(e[1], [(60, 0)])
        // 40·(1 − κ) = 17.908610009, 25·(1 − κ) = 11.192881255
        expect(e[2], [(82.091389991, 0), (100, 11.192881255), (100, 25)])
        expect(e[3], [(100, 25)])
    }

    @Test func continuousCornerFollowsTheMeasuredTable() {
        // 100 × 60 at the origin, radius 10: every table entry × 10, measured from the top-right corner (100, 0).
        let e = DisplayPath.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .continuous).elements
        #expect(e.count == 1 + 4 * 6 + 1)
        expect(e[0], [(15.2866483, 0)])
        expect(e[1], [(84.7133517, 0)])
        expect(e[2], [(89.1150677, 0), (91.3159311, 0), (93.3006573, 0.654960)])
        expect(e[3], [(93.6850601, 0.749110)])
        expect(e[4], [(96.2717608, 1.6905899), (98.3093987, 3.7282401), (99.2508824, 6.3149399)])
        expect(e[5], [(99.345040, 6.6993427)])
        expect(e[6], [(100, 8.6840701), (100, 10.8849299), (100, 15.2866483)])
        // bottom-right corner (100, 60): back along the right edge is up, forward is to the left.
        expect(e[7], [(100, 44.7133517)])
        expect(e[8], [(100, 49.1150677), (100, 51.3159311), (99.345040, 53.3006573)])
        // top-left corner closes the loop back at the start point.
        expect(e[24], [(8.6840701, 0), (10.8849299, 0), (15.2866483, 0)])
        #expect(e[25] == .closeSubpath)
    }

    @Test func continuousCornersAtTheirLimitAreStillTheSquircle() {
        // 30 × 20, radius 20 / 2 / 1.52866483 ≈ 6.5416: each squircle corner reaches exactly 10 pt along its edges.
        let limit = 10 / 1.52866483
        let e = DisplayPath.roundedRect(CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: limit, style: .continuous).elements
        expect(e[0], [(10, 0)])
        expect(e[1], [(20, 0)])
        expect(e[6], [(30, limit * 0.86840701), (30, limit * 1.08849299), (30, 10)])
    }

    @Test func continuousCornersOfHalfTheShorterSideAreRound() {
        // 30 × 20, radius 10 = half the height: an iPhone draws round ends (a 60-pt square with `.cornerRadius(30)` is
        // a circle). The top-right corner is then a quarter circle of radius 10 about (20, 10), as three 30° cubics.
        // The last one, from 60° to 90° (measured from the top edge's end (20, 0) toward (30, 10)), starts at
        // (20 + 10 sin 60°, 10 − 10 cos 60°) = (28.66025, 5), ends at (30, 10), and its control points lie
        // 4/3 · tan(7.5°) · 10 = 1.7553666 pt along the tangents: (28.6602540 + 1.7553666 cos 60°, 5 + 1.7553666 sin 60°)
        // = (29.5379374, 6.5201921) and (30, 10 − 1.7553666) = (30, 8.2446334).
        let e = DisplayPath.roundedRect(CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 10, style: .continuous).elements
        expect(e[0], [(10, 0)])
        expect(e[1], [(20, 0)])
        expect(e[6], [(29.5379374, 6.5201921), (30, 8.2446334), (30, 10)])
        // Every point the corner passes through is 10 pt from the centre (20, 10).
        for element in e[2...6] {
            let end: CGPoint
            switch element {
            case let .line(to): end = to
            case let .curve(to, _, _): end = to
            default: continue
            }
            #expect(abs(hypot(Double(end.x) - 20, Double(end.y) - 10) - 10) < 1e-6, "\(end)")
        }
    }

    @Test func capsuleUsesHalfTheShorterSide() {
        let e = DisplayPath.capsule(in: CGRect(x: 0, y: 0, width: 80, height: 20)).elements
        expect(e[0], [(10, 0)])
        expect(e[1], [(70, 0)])
        expect(e[2], [(75.522847498, 0), (80, 4.477152502), (80, 10)])
        expect(e[3], [(80, 10)])
    }

    @Test func zeroRadiusIsAPlainRect() {
        let r = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(DisplayPath.roundedRect(r, cornerRadius: 0) == DisplayPath.rect(r))
        #expect(DisplayPath.roundedRect(r, cornerRadius: -3, style: .circular) == DisplayPath.rect(r))
    }
}
