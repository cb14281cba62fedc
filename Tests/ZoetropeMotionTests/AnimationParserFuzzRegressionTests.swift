import Foundation
import Testing
import ZoetropeFuzzing
@testable import ZoetropeMotion

/// Every input with which the fuzz run (docs/fuzzing.md) found a bug, and the outcome it has now: a parse error at a
/// column (counted by hand in the text) or an animation whose samples are finite.
@Suite struct AnimationParserFuzzRegressionTests {
    /// 10 000 nested `Spring(duration: ` overflowed the reader's stack. ".spring(" puts depth 1's '(' at column 8;
    /// each further level is 17 characters with its '(' 7 in, so depth 17, the first beyond 16, is at 8 + 15·17 + 7.
    static let deep = ".spring(" + String(repeating: "Spring(duration: ", count: 10_000)

    @Test(arguments: [
        (deep, 270),
        // A duration of 1e-308 s gave an infinite velocity (1/duration), and a spring merging it infinities.
        ("Animation.timingCurve(.linear, duration: 1e-308)", 42),
        ("easeOut(duration: 4.9e-324)", 19),
        // Speeds multiply: 1000 · 1000 · 2 is beyond 10⁶ (column of the third `speed`).
        (".linear.speed(1000).speed(1000).speed(2)", 33),
        (".spring(duration: 1e7)", 19),
        // Repeat counts: a fraction, below 1, and beyond 2^53 (where a Double stops holding every whole number).
        (".easeIn.repeatCount(2.5)", 21), (".easeIn.repeatCount(0)", 21), (".easeIn.repeatCount(-3)", 21),
        (".easeIn.repeatCount(1e20)", 21),
    ])
    func refused(_ source: String, column: Int) {
        #expect(throws: AnimationParseError.self) { try AnimationParser().parse(source) }
        do {
            _ = try AnimationParser().parse(source)
        } catch let error as AnimationParseError {
            #expect(error.column == column, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func refusalsSayTheBound() throws {
        func message(_ source: String) -> String {
            do { _ = try AnimationParser().parse(source); return "parsed" } catch { return "\(error)" }
        }
        #expect(message(".easeIn.repeatCount(1e20)") == "column 21: the repeat count must be at most 9007199254740992 (got 1e+20)")
        #expect(message(".easeIn.repeatCount(2.5)") == "column 21: the repeat count must be a whole number (got 2.5)")
        #expect(message(".easeIn.repeatCount(0)") == "column 21: the repeat count must be at least 1 (got 0.0)")
        #expect(message(".spring(duration: 1e7)") == "column 19: duration must be between -1000000 and 1000000 (got 10000000.0)")
        #expect(message(".easeIn(duration: 1e-9)") == "column 19: duration must be 0 or at least 0.000001 (got 1e-09)")
        #expect(message(".linear.speed(1000).speed(1000).speed(2)")
                == "column 33: the speeds multiply to 2000000.0; together they must be between 0.000001 and 1000000")
    }

    @Test(arguments: [
        "Spring(duration: 1.2e-278)",                                    // gave NaN
        "Spring(response: 80, dampingRatio: 3.905964784132271e+182)",    // gave NaN
    ])
    func refusedSpring(_ source: String) {
        #expect(throws: AnimationParseError.self) { try AnimationParser().parseSpring(source) }
    }

    @Test(arguments: [
        "1e308:1e308:.snappy",                    // a time beyond 24 h, sampled there: an infinite velocity
        "0:-2.1567300702116048e+291:.snappy",     // a distance whose velocity overflows
    ])
    func refusedRetarget(_ source: String) {
        #expect(throws: CurveInputError.self) { try CurveRetarget.parse(source) }
    }

    /// Accepted, with finite samples: the circular and vertical-ended Bézier curves had an infinite velocity at 0.
    @Test(arguments: [
        ".timingCurve(.circularEaseOut, duration: 25)",
        "timingCurve(UnitCurve.bezier(startControlPoint: .leading, endControlPoint: .bottomTrailing), duration: 0.251)",
        ".easeIn.repeatCount(1000000000)",
        ".easeIn.repeatCount(9007199254740992, autoreverses: false)",
    ])
    func acceptedWithFiniteSamples(_ source: String) {
        #expect(AnimationChecks.check(animation: source) == nil)
        #expect((try? AnimationParser().parse(source)) != nil)
    }

    /// Where a curve is vertical its velocity is the mean over the first 1/300 s: circularEaseOut(p) = √((2 − p)·p)
    /// rises to √((2 − h)·h) over h = (1/300) / 25 of its progress, so the rate is that over 1/300 s.
    @Test func verticalStartHasTheFirstStepsMeanVelocity() throws {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: try AnimationParser().parse(".timingCurve(.circularEaseOut, duration: 25)"))
        let h = 1.0 / 7500
        #expect(abs(value.velocity(at: 0) - ((2 - h) * h).squareRoot() * 300) < 1e-9)
    }

    /// A billion passes of a 1 s linear animation that autoreverses: pass 999 999 999 (odd, backwards) at
    /// t = 999 999 999.75 is 0.75 into its pass, so the value is 1 − 0.75; after 10⁹ s the value is the target.
    @Test func hugeRepeatCountsAreExactAndCheap() throws {
        let animation = try AnimationParser().parse(".linear(duration: 1).repeatCount(1000000000)")
        #expect(animation == .linear(duration: 1).repeatCount(1_000_000_000, autoreverses: true))
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: animation)
        #expect(value.finishTime == 1e9)
        #expect(abs(value.value(at: 999_999_999.75) - 0.25) < 1e-6)
        #expect(value.value(at: 1e9 + 1) == 1)
    }
}
