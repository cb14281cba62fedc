import Foundation
import Testing
@testable import ZoetropeDisplay

/// Expected lengths and cut points are worked out by hand: straight segments exactly, the circle against 2πr, and
/// the symmetric cubic's half-way point by De Casteljau at t = ½ (its two halves are mirror images, so equally long).
@Suite struct PathTrimTests {
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func polyline(_ points: [CGPoint], closed: Bool = false) -> DisplayPath {
        var path = DisplayPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        if closed { path.closeSubpath() }
        return path
    }

    @Test func straightLineLengthAndCut() {
        let line = polyline([p(0, 0), p(100, 0)])
        #expect(line.length == 100)
        // A quarter to a half of 100 pt: 25 … 50.
        #expect(line.trimmed(from: 0.25, to: 0.5).elements == [.move(to: p(25, 0)), .line(to: p(50, 0))])
    }

    @Test func cutInsideASecondSegment() {
        // 10 + 30 = 40 pt; the second half starts 20 pt in, 10 pt down the second segment: (10, 10).
        let path = polyline([p(0, 0), p(10, 0), p(10, 30)])
        #expect(path.length == 40)
        #expect(path.trimmed(from: 0.5, to: 1).elements == [.move(to: p(10, 10)), .line(to: p(10, 30))])
    }

    @Test func circleLengthIsTwoPiR() {
        // Four κ-cubics approximate the circle to 0.03 % in radius, so the length agrees with 2π·10 to well under
        // 0.05 % (0.03 pt).
        let circle = DisplayPath.ellipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(circle.length - 2 * .pi * 10) < 0.03)
    }

    @Test func quarterOfACircleRunsFromThreeToSixOClock() {
        // The ellipse starts at its trailing middle (20, 10) and runs clockwise on screen: a quarter ends at the
        // bottom (10, 20), on the first of the four curves.
        let quarter = DisplayPath.ellipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmed(from: 0, to: 0.25).elements
        #expect(quarter.count == 2)
        guard case let .move(start) = quarter[0], case let .curve(end, _, _) = quarter[1] else {
            Issue.record("unexpected elements \(quarter)")
            return
        }
        #expect(near(start, p(20, 10)))
        #expect(near(end, p(10, 20), 1e-3))
    }

    @Test func curveIsSplitExactlyAtTheLengthParameter() {
        // P0 (0,0), P1 (10,10), P2 (20,10), P3 (30,0) is symmetric about x = 15, so half its length is at t = ½.
        // De Casteljau at ½: (5,5) (15,10) (25,5) → (10,7.5) (20,7.5) → (15,7.5).
        var path = DisplayPath()
        path.move(to: p(0, 0))
        path.addCurve(to: p(30, 0), control1: p(10, 10), control2: p(20, 10))
        let left = path.trimmed(from: 0, to: 0.5).elements
        let right = path.trimmed(from: 0.5, to: 1).elements
        guard left.count == 2, right.count == 2,
              case let .curve(lEnd, lc1, lc2) = left[1], case let .move(rStart) = right[0],
              case let .curve(rEnd, rc1, rc2) = right[1] else {
            Issue.record("unexpected elements \(left) \(right)")
            return
        }
        #expect(near(lc1, p(5, 5)) && near(lc2, p(10, 7.5)) && near(lEnd, p(15, 7.5)))
        #expect(near(rStart, p(15, 7.5)) && near(rc1, p(20, 7.5)) && near(rc2, p(25, 5)) && near(rEnd, p(30, 0)))
    }

    @Test func closedSquareTrimsAcrossTheClosingEdge() {
        // 10 × 10 square from the top-left, clockwise: 40 pt. 0…½ covers the top and right edges; ¾…1 is the
        // closing edge from (0,10) back up to (0,0), drawn as a line.
        let square = DisplayPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmed(from: 0, to: 0.5).elements == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))])
        #expect(square.trimmed(from: 0.75, to: 1).elements == [.move(to: p(0, 10)), .line(to: p(0, 0))])
        #expect(square.trimmed(from: 0, to: 1) == square)
    }

    @Test func wholeSubpathKeepsItsClose() {
        // Two squares of 40 pt each: the first half is exactly the first square, still closed.
        var path = DisplayPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.elements += DisplayPath.rect(CGRect(x: 20, y: 0, width: 10, height: 10)).elements
        let first = path.trimmed(from: 0, to: 0.5).elements
        #expect(first == DisplayPath.rect(CGRect(x: 0, y: 0, width: 10, height: 10)).elements)
    }

    @Test func fractionsAreClampedAndReversedOrInvalidOnesDrawNothing() {
        let line = polyline([p(0, 0), p(100, 0)])
        #expect(line.trimmed(from: -1, to: 0.5) == line.trimmed(from: 0, to: 0.5))
        #expect(line.trimmed(from: 0.5, to: 7) == line.trimmed(from: 0.5, to: 1))
        #expect(line.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(line.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(line.trimmed(from: .nan, to: 1).isEmpty)
        #expect(DisplayPath().trimmed(from: 0.2, to: 0.8).isEmpty)
        // A path of zero length has nothing to trim.
        #expect(polyline([p(3, 3), p(3, 3)]).trimmed(from: 0.2, to: 0.8).isEmpty)
    }

    @Test func boundingRectIncludesCurveExtremesButNotControlPoints() {
        // y(t) = 3(1−t)²t·10 + 3(1−t)t²·10 = 30·t(1−t), largest at t = ½: 7.5 (the controls are at y = 10).
        var path = DisplayPath()
        path.move(to: p(0, 0))
        path.addCurve(to: p(10, 0), control1: p(0, 10), control2: p(10, 10))
        let box = path.boundingRect
        #expect(abs(box.minX) < 1e-12 && abs(box.minY) < 1e-12 && abs(box.width - 10) < 1e-12 && abs(box.height - 7.5) < 1e-12)
        #expect(DisplayPath().boundingRect.isNull)
    }

    @Test func containsUsesTheFillRule() {
        // An outer 0…30 square and an inner 10…20 square drawn the same way round: (15,15) has winding 2.
        var path = DisplayPath.rect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.elements += DisplayPath.rect(CGRect(x: 10, y: 10, width: 10, height: 10)).elements
        #expect(path.contains(p(15, 15)))
        #expect(!path.contains(p(15, 15), eoFill: true))
        #expect(path.contains(p(5, 5), eoFill: true))
        #expect(!path.contains(p(35, 5)))
        // An open subpath counts as closed: the triangle (0,0) (10,0) (0,10) holds (2,2) but not (8,8).
        let triangle = polyline([p(0, 0), p(10, 0), p(0, 10)])
        #expect(triangle.contains(p(2, 2)))
        #expect(!triangle.contains(p(8, 8)))
    }
}
