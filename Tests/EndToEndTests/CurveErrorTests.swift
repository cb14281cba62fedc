import Foundation
import Testing

/// `zoetrope curve` reports its errors through ErrorReport like every command: `zoetrope: error: FLAG, column N: …`,
/// with the value and a caret under the column when the column points inside it. Expected text is written by hand.
@Suite struct CurveErrorTests {
    @Test func aBadAnimationIsShownWithACaretUnderTheColumn() throws {
        let result = try CurveBinary.run(["curve", ".spring(duration: 0.5, bounce: 1.2)"])
        #expect(result.status == 2)
        // Column 32 is the "1" of 1.2; the value is indented by two spaces, so the caret follows 2 + 31 spaces.
        #expect(result.stderr == """
            zoetrope: error: ANIMATION, column 32: bounce must be greater than -1 and less than 1 (got 1.2)
              .spring(duration: 0.5, bounce: 1.2)
            \(String(repeating: " ", count: 33))^

            """)
        #expect(result.stdout.isEmpty)
    }

    @Test func aBadRetargetIsShownWithItsOwnValue() throws {
        let result = try CurveBinary.run(["curve", ".smooth", "--retarget", "0.1:2", "--retarget", "0.2:x"])
        #expect(result.status == 2)
        // "0.2:x": the value starts at column 5, after "0.2:".
        #expect(result.stderr == """
            zoetrope: error: --retarget, column 5: the value 'x' is not a finite number
              0.2:x
                  ^

            """)
    }

    @Test func errorsAtTheStartOfAValueAreOneLine() throws {
        let format = try CurveBinary.run(["curve", ".smooth", "--format", "xml"])
        #expect(format.status == 2 && format.stderr == "zoetrope: error: --format, column 1: expected csv or json, got 'xml'\n")
        let fps = try CurveBinary.run(["curve", ".smooth", "--fps", "0"])
        #expect(fps.status == 2 && fps.stderr == "zoetrope: error: --fps, column 1: the frame rate must be between 0 (exclusive) and 10000\n")
    }

    /// A plot that cannot be written is a failure of the environment (exit 1), named by its flag and path; the
    /// table is not printed.
    @Test func anUnwritablePlotNamesTheFlagAndExits1() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["curve", ".snappy", "--plot", "missing/curve.png"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("zoetrope: error: --plot: cannot write 'missing/curve.png': "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(scratch.files(in: ".") == [])
    }
}
