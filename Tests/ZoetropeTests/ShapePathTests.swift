import Foundation
import Testing
@testable import Zoetrope

/// Path API geometry, worked out by hand. Angles are measured from +x toward +y, and y points down, so increasing
/// angles turn clockwise on screen; SwiftUI's `clockwise: true` turns toward decreasing angles. A 90° arc of radius r
/// has its controls κ·r along the tangents, κ = 4/3·tan(π/8) ≈ 0.5522847.
@Suite struct ShapePathTests {
    static let kappa = 4.0 / 3.0 * tan(Double.pi / 8)

    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func elements(_ path: Path) -> [Path.Element] {
        var result: [Path.Element] = []
        path.forEach { result.append($0) }
        return result
    }

    func isLine(_ element: Path.Element, to point: CGPoint) -> Bool {
        if case let .line(end) = element { return near(end, point) }
        return false
    }

    /// The end points of the curve elements.
    func curveEnds(_ path: Path) -> [CGPoint] {
        elements(path).compactMap { if case let .curve(end, _, _) = $0 { return end } else { return nil } }
    }

    @Test func counterclockwiseFlagFalseTurnsClockwiseOnScreen() {
        // 0° → 90° with increasing angle: from (10,0) down to (0,10) in one quarter.
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let e = elements(path)
        #expect(e.count == 2)
        #expect(e.first == .move(to: p(10, 0)))
        guard case let .curve(end, c1, c2) = e.last else {
            Issue.record("no curve")
            return
        }
        let k = 10 * Self.kappa
        #expect(near(c1, p(10, k)) && near(c2, p(k, 10)) && near(end, p(0, 10)))
    }

    @Test func clockwiseTrueTurnsTheLongWayRoundOnScreen() {
        // 0° → 90° toward decreasing angles: 0, −90° (0,−10), −180° (−10,0), −270° (0,10): three quarters.
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let ends = curveEnds(path)
        #expect(ends.count == 3)
        let expected = [p(0, -10), p(-10, 0), p(0, 10)]
        for (a, b) in zip(ends, expected) { #expect(near(a, b)) }
    }

    @Test func fullTurnDrawsTheWholeCircle() {
        // 0° → 360° either way: four quarters back to (10,0).
        for clockwise in [false, true] {
            var path = Path()
            path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: clockwise)
            let ends = curveEnds(path)
            #expect(ends.count == 4)
            #expect(ends.last.map { near($0, p(10, 0)) } == true)
            // The first quarter goes down (clockwise: false) or up (clockwise: true).
            #expect(ends.first.map { near($0, p(0, clockwise ? -10 : 10)) } == true)
        }
    }

    @Test func relativeArcTurnsByDelta() {
        // From 180°, +90° (increasing) ends at 270°: (0,−10) from centre (0,0); −90° ends at 90°: (0,10).
        var up = Path()
        up.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(180), delta: .degrees(90))
        #expect(curveEnds(up).count == 1 && near(curveEnds(up)[0], p(0, -10)))
        var down = Path()
        down.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(180), delta: .degrees(-90))
        #expect(curveEnds(down).count == 1 && near(curveEnds(down)[0], p(0, 10)))
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        // The arc on centre (20,0), radius 5, starts at 180°: (15,0).
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: p(20, 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        let e = elements(path)
        #expect(e.count == 3)
        #expect(isLine(e[1], to: p(15, 0)))
        #expect(path.currentPoint.map { near($0, p(20, -5)) } == true)
    }

    @Test func arcTransformMovesTheArc() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                    transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(elements(path).first == .move(to: p(15, 7)))
        #expect(curveEnds(path).first.map { near($0, p(5, 17)) } == true)
    }

    @Test func tangentArcRoundsACorner() {
        // Lines (0,0)→(10,0)→(10,10) with radius 4: tangent points (6,0) and (10,4), centre (6,4); the quarter
        // from −90° to 0° has controls (6 + 4κ, 0) and (10, 4 − 4κ).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: p(10, 0), tangent2End: p(10, 10), radius: 4)
        let e = elements(path)
        #expect(e.count == 3)
        #expect(isLine(e[1], to: p(6, 0)))
        guard case let .curve(end, c1, c2) = e[2] else {
            Issue.record("no curve")
            return
        }
        let k = 4 * Self.kappa
        #expect(near(c1, p(6 + k, 0)) && near(c2, p(10, 4 - k)) && near(end, p(10, 4)))
    }

    @Test func degenerateArcsDoNotCrash() {
        var path = Path()
        path.addArc(center: .zero, radius: -3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 3, startAngle: .radians(.nan), endAngle: .degrees(90), clockwise: false)
        #expect(path.isEmpty)
        // Collinear tangent points: just a line to the corner.
        path.move(to: .zero)
        path.addArc(tangent1End: p(5, 0), tangent2End: p(10, 0), radius: 2)
        #expect(elements(path) == [.move(to: .zero), .line(to: p(5, 0))])
    }

    @Test func linesRectsAndCurrentPoint() {
        var path = Path()
        path.addLines([p(0, 0), p(4, 0), p(4, 3)])
        #expect(elements(path) == [.move(to: p(0, 0)), .line(to: p(4, 0)), .line(to: p(4, 3))])
        #expect(path.currentPoint == p(4, 3))
        path.closeSubpath()
        // After a close the current point is the subpath's start.
        #expect(path.currentPoint == p(0, 0))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)])
        #expect(elements(rects).count == 10)
        #expect(rects.boundingRect == CGRect(x: 0, y: 0, width: 7, height: 7))
        #expect(Path().currentPoint == nil)
        var nothing = Path()
        nothing.addRect(.null)
        nothing.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        #expect(nothing.isEmpty)
    }

    @Test func offsetAndTrim() {
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 3, dy: -2)
        #expect(moved.boundingRect == CGRect(x: 3, y: -2, width: 10, height: 10))
        // Half of the 40 pt square from its top-left corner: the top and right edges.
        let half = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
        #expect(elements(half) == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))])
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).contains(p(5, 5)))
    }

    @Test func unevenRoundedRectangleStartsAfterTheTopLeadingCorner() {
        // 100 × 50, circular corners: top-leading 10, top-trailing 0, bottom-trailing 20, bottom-leading 0. The path
        // starts on the top edge at x = 10, runs to the sharp top-right corner, down to y = 50 − 20 = 30, round the
        // bottom-trailing corner to (80, 50), to the sharp bottom-left corner, up to (0, 10), round to (10, 0).
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .circular)
        let e = elements(shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 50)))
        let ends: [CGPoint] = e.compactMap {
            switch $0 {
            case let .move(p), let .line(p), let .curve(p, _, _), let .quadCurve(p, _): return p
            case .closeSubpath: return nil
            }
        }
        #expect(ends.first == p(10, 0))
        for point in [p(100, 0), p(100, 30), p(80, 50), p(0, 50), p(0, 10)] {
            #expect(ends.contains { near($0, point) }, "\(point)")
        }
        #expect(ends.last.map { near($0, p(10, 0)) } == true)
        #expect(e.last == .closeSubpath)
        // Negative and NaN radii are sharp corners: the plain rectangle.
        let sharp = UnevenRoundedRectangle(topLeadingRadius: -4, bottomLeadingRadius: .nan)
        #expect(sharp.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func shorthandsAreTheBuiltInShapes() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        func path<S: Shape>(_ shape: S) -> Path { shape.path(in: rect) }
        #expect(path(.rect) == Rectangle().path(in: rect))
        #expect(path(.rect(cornerRadius: 5)) == RoundedRectangle(cornerRadius: 5, style: .continuous).path(in: rect))
        #expect(path(.rect(cornerSize: CGSize(width: 3, height: 4), style: .circular))
                == RoundedRectangle(cornerSize: CGSize(width: 3, height: 4), style: .circular).path(in: rect))
        #expect(path(.rect(topLeadingRadius: 6)) == UnevenRoundedRectangle(topLeadingRadius: 6).path(in: rect))
        #expect(path(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 2), style: .circular))
                == UnevenRoundedRectangle(bottomTrailingRadius: 2, style: .circular).path(in: rect))
        #expect(path(.circle) == Circle().path(in: rect))
        #expect(path(.ellipse) == Ellipse().path(in: rect))
        #expect(path(.capsule) == Capsule().path(in: rect))
        #expect(path(.capsule(style: .circular)) == Capsule(style: .circular).path(in: rect))
        // Defaults: .continuous, as in SwiftUI.
        #expect(UnevenRoundedRectangle().style == .continuous)
        #expect(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii()).style == .continuous)
    }
}
