import Foundation
import Testing

/// Runs `zoetrope video` with the real ffmpeg, a failing one, and none.
@Suite struct VideoOutputTests {
    func probe(_ file: URL) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                             "stream=codec_name,pix_fmt,profile,color_space,color_primaries,color_transfer,color_range,nb_read_frames",
                             "-of", "default=noprint_wrappers=1", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    @Test func mp4IsH264HighWithBT709Tags() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "clips/fab.mp4", "--fps", "10", "--scale", "0.5"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: "clips") == ["fab.mp4"])
        let info = try probe(scratch.url.appendingPathComponent("clips/fab.mp4"))
        #expect(info["codec_name"] == "h264" && info["profile"] == "High" && info["pix_fmt"] == "yuv420p")
        #expect(info["color_space"] == "bt709" && info["color_primaries"] == "bt709")
        #expect(info["color_transfer"] == "iec61966-2-1" && info["color_range"] == "tv")
        let frames = Int(info["nb_read_frames"] ?? "") ?? 0
        let rendered = try ZoetropeBinary.locate().run(["render", "fab-menu", "--fps", "10", "--scale", "0.25", "--out", "f"], in: scratch.url)
        #expect(rendered.status == 0)
        #expect(frames == scratch.files(in: "f").count)
    }

    @Test func gifIsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "fab.gif", "--scale", "0.25"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try probe(scratch.url.appendingPathComponent("fab.gif"))["codec_name"] == "gif")
    }

    @Test func failingFFmpegLeavesNoFileAndShowsItsError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A stand-in ffmpeg that starts writing its output file, complains and fails.
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\nfor last; do :; done\necho partial > \"$last\"\necho 'simulated encoder failure' >&2\nexit 3\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("clips"), withIntermediateDirectories: true)
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "clips/fab.mp4", "--fps", "10", "--scale", "0.5"],
                                                     in: scratch.url, path: bin.path + ":/usr/bin:/bin")
        #expect(result.status == 1)
        #expect(result.stderr.contains("simulated encoder failure") && result.stderr.contains("exit status 3"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("clips").path)
        #expect(left == [], "neither the requested file nor the partial one remains")
    }

    @Test func missingFFmpegSaysHowToInstallIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "fab.mp4", "--fps", "10"], in: scratch.url,
                                                     path: scratch.url.appendingPathComponent("empty").path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("ffmpeg") && result.stderr.contains("install"), "\(result.stderr)")
        #expect(scratch.files(in: ".") == [])
    }
}
