import Foundation
import Testing

/// Runs the built `zoetrope` on the catalog: listing and bad input.
@Suite struct CommandLineTests {
    @Test func listShowsEachSceneWithCanvasFPSAndDuration() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["list"], in: scratch.url)
        #expect(result.status == 0)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("fab-menu\t") }
        let fields = line.map { $0.split(separator: "\t").map(String.init) } ?? []
        #expect(fields.count == 4, "\(result.stdout)")
        #expect(fields.dropFirst().first?.contains("393x852pt@3x") == true)
        #expect(fields.dropFirst(2).first?.hasSuffix(" fps") == true)
        #expect(fields.last?.hasSuffix(" s") == true)
    }

    @Test func unknownSceneListsTheKnownIdsAndExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for command in [["render", "no-such-scene"], ["still", "no-such-scene", "--at", "0"], ["video", "no-such-scene", "x.mp4"]] {
            let result = try ZoetropeBinary.locate().run(command, in: scratch.url)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("no-such-scene") && result.stderr.contains("fab-menu"), "\(result.stderr)")
        }
        #expect(scratch.files(in: ".") == [])
    }

    @Test(arguments: [
        (["render", "fab-menu", "--fps", "0"], "--fps"),
        (["render", "fab-menu", "--fps", "-1"], "--fps"),
        (["render", "fab-menu", "--fps", "nan"], "--fps"),
        (["render", "fab-menu", "--scale", "0"], "--scale"),
        (["render", "fab-menu", "--scale", "nan"], "--scale"),
        (["render", "fab-menu", "--from", "-1"], "--from"),
        (["render", "fab-menu", "--jobs", "0"], "--jobs"),
        (["render", "fab-menu", "--shard", "3/2"], "--shard"),
        (["still", "fab-menu", "--at", "-0.5"], "--at"),
        (["still", "fab-menu", "--at", "nan"], "--at"),
        (["video", "fab-menu", "out.mp4", "--fps", "-1"], "--fps"),
        // Finite but absurd: each is refused with its bound instead of trapping or filling memory (issue 16).
        (["render", "fab-menu", "--fps", "1e9"], "--fps"),
        (["render", "fab-menu", "--jobs", "9223372036854775807"], "--jobs"),
        (["render", "fab-menu", "--jobs", "10000"], "--jobs"),
        (["render", "fab-menu", "--from", "1e300"], "--from"),
        (["render", "fab-menu", "--to", "1e300"], "--to"),
        (["still", "fab-menu", "--at", "1e300"], "--at"),
        (["still", "fab-menu", "--at", "0", "--scale", "38"], "--scale"),
        (["video", "fab-menu", "out.mp4", "--crf", "99"], "--crf"),
        (["video", "fab-menu", "out.gif", "--quality", "draft"], "--quality"),
    ])
    func badNumbersNameTheFlagAndExit2(arguments: [String], flag: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(arguments, in: scratch.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(flag), "\(result.stderr)")
        #expect(scratch.files(in: ".") == [], "nothing may be written")
    }

    @Test func unwritableOutputFailsBeforeAnyFrame() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A regular file where a folder should be: fails even for root, unlike permission bits.
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("blocker"))
        let result = try ZoetropeBinary.locate().run(["render", "fab-menu", "--fps", "10", "--scale", "0.25", "--out", "blocker/frames"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("blocker"), "\(result.stderr)")
        #expect(!result.stderr.contains("fab-menu: 0/"), "no progress line: nothing was rendered")
        #expect(scratch.files(in: ".") == ["blocker"])
    }
}
