import Foundation
import Testing

/// `--progress auto|bar|lines|json|none` and `-q/--quiet` on the commands that render frames (issue 16), run on
/// the built binary with stderr in a file (not a terminal, so `auto` is `lines`).
@Suite struct ProgressOptionsTests {
    /// fab-menu lasts 2.4 s: 24 frames at 10 fps.
    static let render = ["render", "fab-menu", "--fps", "10", "--scale", "0.25", "--out", "frames"]

    func run(_ arguments: [String]) throws -> (ZoetropeBinary.Result, Scratch) {
        let scratch = try Scratch()
        return (try ZoetropeBinary.locate().run(arguments, in: scratch.url), scratch)
    }

    /// Every stderr line parsed as a JSON object.
    func jsonLines(_ stderr: String) throws -> [[String: Any]] {
        try stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func withoutATerminalProgressIsOneLinePerTenthAsBefore() throws {
        let (result, scratch) = try run(Self.render)
        defer { scratch.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        // 24 frames: the tenths change at 3, 5, 8, 10, 12, 15, 17, 20, 22 and 24.
        let expected = [0, 3, 5, 8, 10, 12, 15, 17, 20, 22, 24].map { "fab-menu: \($0)/24 frames\n" }.joined()
        #expect(result.stderr == expected)
        let auto = try run(Self.render + ["--progress", "auto"])
        defer { auto.1.remove() }
        #expect(auto.0.stderr == expected)
    }

    @Test func progressJSONIsOneObjectALineEndingWithDone() throws {
        let (result, scratch) = try run(Self.render + ["--progress", "json"])
        defer { scratch.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n"))
        let objects = try jsonLines(result.stderr)
        #expect(objects.count >= 3, "the first frame, the last and done: \(result.stderr)")
        #expect(objects.dropLast().allSatisfy { $0["event"] as? String == "progress" && $0["scene"] as? String == "fab-menu" })
        #expect(objects.first?["done"] as? Int == 0)
        let done = try #require(objects.last)
        #expect(done["event"] as? String == "done" && done["done"] as? Int == 24 && done["total"] as? Int == 24, "\(done)")
        #expect((done["seconds"] as? Double).map { $0 >= 0 && $0.isFinite } == true, "\(done)")
        let counts = objects.compactMap { $0["done"] as? Int }
        #expect(counts == counts.sorted(), "done only grows")
        #expect(scratch.files(in: "frames").count == 24)
        #expect(result.stdout.hasPrefix("wrote 24 frames"), "stdout is unchanged")
    }

    @Test func progressJSONKeepsAuditsSummaryAsAMessage() throws {
        let (result, scratch) = try run(["audit", "fab-menu", "--fps", "10", "--progress", "json"])
        defer { scratch.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try jsonLines(result.stderr)
        #expect(objects.filter { $0["event"] as? String == "done" }.count == 1)
        let message = try #require(objects.last)
        #expect(message["event"] as? String == "message", "\(message)")
        #expect((message["message"] as? String)?.hasPrefix("zoetrope: audit fab-menu: 24 frames") == true, "\(message)")
    }

    /// Every command that renders frames, small and quick.
    static let commands = [
        render,
        ["video", "fab-menu", "fab.mp4", "--fps", "10", "--scale", "0.25"],
        ["audit", "fab-menu", "--fps", "10"],
        ["review", "fab-menu", "--out", "review", "--scale", "0.25"],
    ]

    @Test(arguments: commands)
    func quietLeavesStderrEmptyOnSuccess(command: [String]) throws {
        for flags in [["--quiet"], ["-q", "--progress", "none"], ["--progress", "none"]] {
            let (result, scratch) = try run(command + flags)
            defer { scratch.remove() }
            #expect(result.status == 0, "\(command + flags): \(result.stderr)")
            #expect(result.stderr == "", "\(command + flags)")
            if command[0] != "audit" { #expect(result.stdout.hasPrefix("wrote "), "the result on stdout stays") }
        }
    }

    @Test(arguments: commands)
    func progressJSONIsAllThereIsOnStderr(command: [String]) throws {
        let (result, scratch) = try run(command + ["--progress", "json"])
        defer { scratch.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try jsonLines(result.stderr)
        let done = objects.filter { $0["event"] as? String == "done" }
        #expect(done.count == 1 && done.first?["done"] as? Int == done.first?["total"] as? Int, "\(result.stderr)")
        #expect(Set(objects.compactMap { $0["event"] as? String }).isSubset(of: ["progress", "done", "message"]))
        if command[0] == "review" {
            #expect(done.first?["stage"] as? String == "video" && done.first?["total"] as? Int == 144, "2.4 s at 60 fps")
            #expect(objects.first?["message"] as? String == "review: fab-menu: video")
        }
    }

    @Test func quietStillShowsErrors() throws {
        let (result, scratch) = try run(Self.render + ["--quiet", "--fps", "-1"])
        defer { scratch.remove() }
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("zoetrope: error: --fps"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(scratch.files(in: ".") == [])
    }

    @Test(arguments: [
        (["--progress", "fancy"], ["--progress", "fancy", "auto, bar, lines, json or none"]),
        (["--progress", "JSON"], ["--progress", "JSON"]),
        (["--quiet", "--progress", "json"], ["--quiet", "--progress json"]),
        (["-q", "--progress", "bar"], ["--quiet", "--progress bar"]),
    ])
    func badProgressFlagsAreOneLineNamingTheFlag(extra: [String], named: [String]) throws {
        for command in [Self.render, ["video", "fab-menu", "out.mp4"], ["audit", "fab-menu"],
                        ["review", "fab-menu", "--out", "review"]] {
            let (result, scratch) = try run(command + extra)
            defer { scratch.remove() }
            #expect(result.status == 2, "\(command + extra): \(result.stderr)")
            #expect(result.stderr.hasPrefix("zoetrope: error: ") && result.stderr.split(separator: "\n").count == 1,
                    "\(result.stderr)")
            #expect(named.allSatisfy { result.stderr.contains($0) }, "\(result.stderr)")
            #expect(scratch.files(in: ".") == [], "nothing may be written")
        }
    }

    @Test func aForcedBarRedrawsOneLineAndEndsWithTheTotals() throws {
        let (result, scratch) = try run(Self.render + ["--progress", "bar"])
        defer { scratch.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\rfab-menu  ["), "\(result.stderr.debugDescription)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line, redrawn")
        let last = result.stderr.components(separatedBy: "\r").last ?? ""
        #expect(last.hasPrefix("fab-menu  24/24 frames in ") && last.hasSuffix("\u{1B}[K\n"), "\(last.debugDescription)")
        #expect(!result.stderr.lowercased().contains("nan") && !result.stderr.contains("inf"))
    }

    @Test func aFailedRenderEndsTheBarBeforeTheError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A stand-in ffmpeg that fails at once: the bar is drawn when the frames start, then the write fails.
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\necho 'simulated encoder failure' >&2\nexit 3\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "fab.mp4", "--fps", "10", "--scale", "0.25",
                                                      "--progress", "bar"], in: scratch.url, path: bin.path + ":/usr/bin:/bin")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\rfab-menu  ["), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("\u{1B}[K\nzoetrope: error: "), "the error starts a line: \(result.stderr.debugDescription)")
        #expect(scratch.files(in: ".") == ["bin"])
    }
}
