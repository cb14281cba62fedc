import Testing
@testable import ZoetropeMotion

/// The SwiftUI-syntax parser: each spelling resolves to the animation the library call builds, with SwiftUI's
/// overloads and defaults; mistakes carry their column.
@Suite struct AnimationParserTests {
    let parser = AnimationParser()

    @Test func issueExamples() throws {
        #expect(try parser.parse(".spring(response: 0.3, dampingFraction: 0.6).delay(0.1)")
                == .spring(response: 0.3, dampingFraction: 0.6).delay(0.1))
        #expect(try parser.parse(".timingCurve(0.2, 0, 0, 1, duration: 0.4)") == .timingCurve(0.2, 0, 0, 1, duration: 0.4))
        #expect(try parser.parse(".bouncy(extraBounce: 0.1).speed(2)") == .bouncy(extraBounce: 0.1).speed(2))
        #expect(try parser.parse(".easeIn.repeatCount(3, autoreverses: true)") == .easeIn.repeatCount(3, autoreverses: true))
    }

    @Test func wholeVocabulary() throws {
        let cases: [(String, Animation)] = [
            (".default", .default), ("Animation.smooth", .smooth), ("snappy", .snappy),
            (".linear", .linear), (".easeOut(duration: 2)", .easeOut(duration: 2)), (".easeInOut", .easeInOut),
            (".spring", .spring), (".spring()", .spring(duration: 0.5, bounce: 0)),
            (".spring(duration: 0.4)", .spring(duration: 0.4, bounce: 0)),
            (".spring(bounce: 0.2)", .spring(duration: 0.5, bounce: 0.2)),
            (".spring(response: 0.4)", .spring(response: 0.4, dampingFraction: 0.825)),
            (".spring(dampingFraction: 0.5, blendDuration: 1)", .spring(response: 0.5, dampingFraction: 0.5, blendDuration: 1)),
            (".spring(.bouncy)", .spring(.bouncy)), (".spring(Spring(duration: 0.3, bounce: 0.1), blendDuration: 0.2)",
                                                    .spring(Spring(duration: 0.3, bounce: 0.1), blendDuration: 0.2)),
            (".spring(Spring.snappy(extraBounce: 0.1))", .spring(Spring.snappy(extraBounce: 0.1))),
            (".smooth(duration: 0.3, extraBounce: 0.1)", .smooth(duration: 0.3, extraBounce: 0.1)),
            (".interactiveSpring", .interactiveSpring), (".interactiveSpring()", .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)),
            (".interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)),
            (".interpolatingSpring", .interpolatingSpring),
            (".interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15)),
            (".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)",
             .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)),
            (".interpolatingSpring(duration: 0.3, bounce: 0.2)", .interpolatingSpring(duration: 0.3, bounce: 0.2)),
            (".timingCurve(.circularEaseInOut, duration: 0.5)", .timingCurve(.circularEaseInOut, duration: 0.5)),
            (".timingCurve(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0), endControlPoint: .topTrailing), duration: 1)",
             .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0), endControlPoint: .topTrailing), duration: 1)),
            (".easeIn.repeatForever()", .easeIn.repeatForever()),
            (".easeIn.repeatForever(autoreverses: false)", .easeIn.repeatForever(autoreverses: false)),
            (".easeIn.repeatCount(2)", .easeIn.repeatCount(2, autoreverses: true)),
            (".smooth.logicallyComplete(after: 0.2)", .smooth.logicallyComplete(after: 0.2)),
            ("  .linear( duration : 1e-1 ) . speed( 2 )", .linear(duration: 0.1).speed(2)),
        ]
        for (source, expected) in cases {
            #expect(try parser.parse(source) == expected, "\(source)")
        }
    }

    @Test func springValues() throws {
        #expect(try parser.parseSpring("Spring(duration: 0.3, bounce: 0.2)") == Spring(duration: 0.3, bounce: 0.2))
        #expect(try parser.parseSpring("Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)").dampingRatio == 1.5)
        #expect(try parser.parseSpring("Spring.bouncy") == Spring.bouncy)
        #expect(try parser.parseSpring("Spring(settlingDuration: 1, dampingRatio: 0.8)") == Spring(settlingDuration: 1, dampingRatio: 0.8))
    }

    @Test func errorsCarryTheirColumn() {
        let cases: [(String, Int, AnimationParseError.Kind)] = [
            (".spring(duration: 0.5, bounce: -1)", 32, .invalidArgument),
            (".spring(duration: -0.5)", 19, .invalidArgument),
            (".interactiveSpring(response: 0)", 30, .invalidArgument),
            (".snappy(extraBounce: 0.85)", 22, .invalidArgument),
            (".easeIn.repeatCount(1.5)", 21, .invalidArgument),
            (".easeIn.speed(0)", 15, .invalidArgument),
            (".easeIn.delay(-0.1)", 15, .invalidArgument),
            (".spring(duration: 0.5, bonce: 0.2)", 24, .noMatchingOverload),
            (".spring(bounce: 0.2, duration: 0.5)", 9, .noMatchingOverload),
            (".easeIn(0.3)", 9, .noMatchingOverload),
            (".timingCurve(0.2, 0, 0, duration: 0.4)", 14, .noMatchingOverload),
            (".wobbly", 2, .unknownAnimation),
            (".delay(0.2)", 2, .unknownAnimation),
            (".easeIn.delay", 9, .noMatchingOverload),
            (".easeIn.smooth", 9, .unknownModifier),
            (".easeIn.dlay(0.1)", 9, .unknownModifier),
            (".easeIn(duration: 0.3", 22, .unexpectedToken),
            (".easeIn(duration: 0.3))", 23, .unexpectedToken),
            (".easeIn(duration: 0.3) x", 24, .unexpectedToken),
            (".easeIn(duration: @)", 19, .unexpectedCharacter),
            (".timingCurve(.wobble, duration: 1)", 14, .unknownValue),
            (".easeIn.repeatCount(2, autoreverses: 1)", 38, .invalidArgument),
            ("", 1, .unexpectedToken),
        ]
        for (source, column, kind) in cases {
            do {
                _ = try parser.parse(source)
                Issue.record("\(source) parsed")
            } catch let error as AnimationParseError {
                #expect(error.column == column && error.kind == kind, "\(source): \(error)")
            } catch {
                Issue.record("\(source): \(error)")
            }
        }
    }

    @Test func errorMessagesSuggestCorrections() {
        #expect(throws: AnimationParseError(.unknownAnimation, column: 2, "unknown animation '.sprng'; did you mean '.spring'?")) {
            try parser.parse(".sprng")
        }
    }

    @Test func retargetSpecification() throws {
        #expect(try CurveRetarget.parse("0.3:200") == CurveRetarget(time: 0.3, value: 200))
        #expect(try CurveRetarget.parse("0.3:200:.spring(duration: 0.4)") == CurveRetarget(time: 0.3, value: 200, animation: .spring(duration: 0.4)))
        #expect(throws: CurveInputError(flag: "--retarget", column: 1, "expected T:VALUE[:ANIMATION], e.g. '0.3:200' or '0.3:200:.snappy'")) {
            try CurveRetarget.parse("0.3")
        }
        #expect(throws: CurveInputError(flag: "--retarget", column: 10, "unknown animation '.snapy'; did you mean '.snappy'?")) {
            try CurveRetarget.parse("0.3:200:.snapy")
        }
    }
}
