import Foundation
import Testing
@testable import ZoetropeDisplay

/// Every expected element list below is worked out by hand from the SVG 1.1 path grammar (§8.3): absolute and
/// relative commands, repeated arguments, smooth-curve reflection and the arc conversion of implementation note F.6.5.
@Suite struct PathSVGParserTests {
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func elements(_ data: String) throws -> [DisplayPath.Element] { try DisplayPath(svgPath: data).elements }

    func failure(_ data: String) -> SVGPathError? {
        do {
            _ = try DisplayPath(svgPath: data)
            return nil
        } catch let error as SVGPathError {
            return error
        } catch {
            return nil
        }
    }

    @Test func linesAndClose() throws {
        // H keeps y (40), V keeps x (50).
        #expect(try elements("M10 20 L30 40 H50 V60 Z") == [
            .move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 40)), .line(to: p(50, 60)), .closeSubpath,
        ])
    }

    @Test func relativeCommandsStartFromTheCurrentPointAndZReturnsToTheSubpathStart() throws {
        // l5 5 from (10,20) → (15,25); h-5 → (10,25); v5 → (10,30); z → back to (10,20); m1 1 → (11,21).
        #expect(try elements("m10 20 l5 5 h-5 v5 z m1 1") == [
            .move(to: p(10, 20)), .line(to: p(15, 25)), .line(to: p(10, 25)), .line(to: p(10, 30)), .closeSubpath,
            .move(to: p(11, 21)),
        ])
    }

    @Test func repeatedMovetoArgumentsAreLinetos() throws {
        #expect(try elements("M0 0 1 1 2 2") == [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))])
        // After a relative moveto they are relative linetos: (1,1) + (2,2) = (3,3).
        #expect(try elements("m1 1 2 2") == [.move(to: p(1, 1)), .line(to: p(3, 3))])
        #expect(try elements("M0 0 L1 1 2 2 3 3") == [
            .move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2)), .line(to: p(3, 3)),
        ])
    }

    @Test func compactNumbers() throws {
        // ".5.5" is 0.5 then 0.5; "-1-2" is −1 then −2 (an implicit lineto).
        #expect(try elements("M.5.5-1-2") == [.move(to: p(0.5, 0.5)), .line(to: p(-1, -2))])
        // 1e-3 = 0.001, 2E1 = 20, +3 = 3.
        #expect(try elements("M1e-3,2E1 L+3 4.") == [.move(to: p(0.001, 20)), .line(to: p(3, 4))])
        #expect(try elements("  M 1 , 2 L 3 , 4  ") == [.move(to: p(1, 2)), .line(to: p(3, 4))])
    }

    @Test func smoothCubicReflectsThePreviousSecondControl() throws {
        // S's first control: (3,4) reflected about (5,6) = (7,8).
        #expect(try elements("M0 0 C1 2 3 4 5 6 S9 10 11 12") == [
            .move(to: p(0, 0)),
            .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4)),
            .curve(to: p(11, 12), control1: p(7, 8), control2: p(9, 10)),
        ])
        // With no cubic before it, the first control is the current point.
        #expect(try elements("M1 1 S2 2 3 3") == [.move(to: p(1, 1)), .curve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2))])
        // Relative: c from (1,1): controls (2,1), (3,2), end (4,1); s from (4,1): first control (3,2) reflected = (5,0),
        // second (4,1)+(2,0) = (6,1), end (4,1)+(3,0) = (7,1).
        #expect(try elements("M1 1 c1 0 2 1 3 0 s2 0 3 0") == [
            .move(to: p(1, 1)),
            .curve(to: p(4, 1), control1: p(2, 1), control2: p(3, 2)),
            .curve(to: p(7, 1), control1: p(5, 0), control2: p(6, 1)),
        ])
    }

    @Test func smoothQuadraticReflectsThePreviousControl() throws {
        // T's control: (1,1) reflected about (2,0) = (3,−1); the next t reflects (3,−1) about (4,0) = (5,1).
        #expect(try elements("M0 0 Q1 1 2 0 T4 0 t2 0") == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(2, 0), control: p(1, 1)),
            .quadCurve(to: p(4, 0), control: p(3, -1)),
            .quadCurve(to: p(6, 0), control: p(5, 1)),
        ])
        // A T after a line uses the current point as control.
        #expect(try elements("M0 0 L1 0 T2 2") == [.move(to: p(0, 0)), .line(to: p(1, 0)), .quadCurve(to: p(2, 2), control: p(1, 0))])
    }

    /// The half circle of radius 10 from (0,0) to (20,0), centre (10,0), as two 90° cubics. With sweep-flag 1 the
    /// angle increases (clockwise on screen, y down) from π through 3π/2, the top point (10,−10). Each control lies
    /// κ·r = 5.5228475 along the tangent (κ = 4/3·tan(π/8)).
    func expectTopHalfCircle(_ e: [DisplayPath.Element], sourceLocation: SourceLocation = #_sourceLocation) {
        let k = 10 * 4.0 / 3.0 * tan(Double.pi / 8)
        let expected: [[CGPoint]] = [[p(0, -k), p(10 - k, -10), p(10, -10)], [p(10 + k, -10), p(20, -k), p(20, 0)]]
        #expect(e.count == 3, sourceLocation: sourceLocation)
        for (element, points) in zip(e.dropFirst(), expected) {
            guard case let .curve(end, c1, c2) = element else {
                Issue.record("not a curve: \(element)", sourceLocation: sourceLocation)
                continue
            }
            for (a, b) in zip([c1, c2, end], points) {
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) vs \(b)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func arcBecomesQuarterCubics() throws {
        expectTopHalfCircle(try elements("M0 0 A10 10 0 0 1 20 0"))
        // Flags need no separators: "0120 0" is large-arc 0, sweep 1, then 20 0.
        expectTopHalfCircle(try elements("M0 0a10 10 0 0120 0"))
        // Radii too small to reach are scaled up until they do (here to 10).
        expectTopHalfCircle(try elements("M0 0 A1 1 0 0 1 20 0"))
    }

    @Test func arcWithSweepZeroGoesTheOtherWay() throws {
        // Sweep 0: the angle decreases from π through π/2, the bottom point (10, 10).
        let e = try elements("M0 0 A10 10 0 1 0 20 0")
        #expect(e.count == 3)
        if case let .curve(end, _, _) = e[1] {
            #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 10) < 1e-9)
        } else {
            Issue.record("not a curve")
        }
    }

    @Test func degenerateArcs() throws {
        // A zero radius is a straight line; an arc to the current point is dropped.
        #expect(try elements("M0 0 A0 5 0 0 1 20 0") == [.move(to: p(0, 0)), .line(to: p(20, 0))])
        #expect(try elements("M3 4 A5 5 0 0 1 3 4") == [.move(to: p(3, 4))])
    }

    @Test func blankDataIsAnEmptyPath() throws {
        #expect(try elements("").isEmpty)
        #expect(try elements(" \n\t").isEmpty)
    }

    @Test func errorsGiveTheOffsetAndWhatWasExpected() {
        let noMove = failure("L10 10")
        #expect(noMove?.offset == 0)
        #expect(noMove?.expected.contains("moveto") == true)
        // "M10": x read, y missing at the end (offset 3).
        let short = failure("M10")
        #expect(short?.offset == 3)
        #expect(short?.expected == "a number")
        #expect(short?.found == nil)
        // 'X' at offset 6 is not a command.
        let unknown = failure("M 1 2 X 3")
        #expect(unknown?.offset == 6)
        #expect(unknown?.found == "X")
        // The large-arc flag at offset 12 is '2'.
        let flag = failure("M1 2 A1 1 0 2 1 3 3")
        #expect(flag?.offset == 12)
        #expect(flag?.expected.contains("flag") == true)
        // Z takes no arguments, so a number after it (offset 7) needs a command first.
        #expect(failure("M1 2 z 3")?.offset == 7)
        // "1e" has no exponent digits: the number ends at 1 and 'e' (offset 2) is not a number.
        #expect(failure("M1e")?.offset == 2)
        #expect(failure("M1e")?.description == "expected a number at offset 2, found 'e'")
    }
}
