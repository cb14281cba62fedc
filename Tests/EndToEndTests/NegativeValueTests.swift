import Foundation
import Testing

/// Issue 11 item 2: a negative number written as the next word is a value, not an unknown option. Options where it
/// makes sense take it; the others refuse it with a message naming the flag (never "Missing value").
@Suite struct NegativeValueTests {
    /// The issue's own command: a spring from 300 down to -50.
    @Test func curveAnimatesDownToANegativeTarget() throws {
        let result = try CurveBinary.run(["curve", ".spring(response: 0.3, dampingFraction: 0.6)", "--from", "300", "--to", "-50"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.rows
        #expect(rows.first?.t == 0 && rows.first?.value == 300)
        // At 60 fps the last row is the first finished frame, which shows the target.
        #expect(rows.last?.value == -50)
        #expect(rows.contains { $0.value < -50 }, "an underdamped spring overshoots below the target")
    }

    /// Linear from 300 to -50 over 1 s: value 300 − 350·t, velocity −350 per second.
    @Test func linearBetweenNegativeValuesIsExact() throws {
        let rows = try CurveBinary.sample(".linear(duration: 1)", times: [0, 0.5, 0.75], extra: ["--from", "300", "--to", "-50"])
        for (row, expected) in zip(rows, [300, 125, 37.5]) { #expect(abs(row.value - expected) < 1e-9, "t=\(row.t)") }
        #expect(abs(rows[1].velocity - -350) < 1e-9)
        // From -1 to the default target 1 over 1 s: -1 + 2·0.25 = -0.5; from -1 to -3: -1 − 2·0.25 = -1.5.
        let up = try CurveBinary.sample(".linear(duration: 1)", times: [0.25], extra: ["--from", "-1"])
        let down = try CurveBinary.sample(".linear(duration: 1)", times: [0.25], extra: ["--from", "-1", "--to", "-3"])
        #expect(abs(up[0].value - -0.5) < 1e-9 && abs(down[0].value - -1.5) < 1e-9)
    }

    @Test(arguments: [
        (["curve", ".smooth", "--fps", "-30"], "--fps, column 1"),
        (["curve", ".smooth", "--until", "-1"], "--until, column 1"),
        (["curve", ".smooth", "--times", "-0.1"], "--times, column 1: times must not be negative"),
        (["curve", ".smooth", "--retarget", "-0.1:5"], "--retarget, column 1: the time must not be negative"),
        (["render", "fab-menu", "--fps", "-10"], "--fps"),
        (["render", "fab-menu", "--scale", "-1"], "--scale"),
        (["render", "fab-menu", "--from", "-0.5"], "--from"),
        (["render", "fab-menu", "--to", "-1"], "--to"),
        (["render", "fab-menu", "--jobs", "-2"], "--jobs"),
        (["render", "fab-menu", "--shard", "-1/2"], "--shard"),
        (["still", "fab-menu", "--at", "-1"], "--at"),
        (["still", "fab-menu", "--at", "0", "--scale", "-2"], "--scale"),
        (["inspect", "fab-menu", "--at", "-0.5"], "--at"),
        (["video", "fab-menu", "o.mp4", "--fps", "-1"], "--fps"),
        (["video", "fab-menu", "o.mp4", "--scale", "-1"], "--scale"),
        (["video", "fab-menu", "o.mp4", "--jobs", "-1"], "--jobs"),
        (["video", "--from-frames", "frames", "o.mp4", "--fps", "-24"], "--fps"),
    ])
    func negativeValuesWhereTheyMakeNoSenseNameTheFlag(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(arguments, in: scratch.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(arguments): the negative number was taken as an option")
        #expect(scratch.files(in: ".") == [], "nothing may be written")
    }
}
