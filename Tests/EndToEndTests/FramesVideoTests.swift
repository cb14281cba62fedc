import Foundation
import Testing

/// `zoetrope video --from-frames DIR OUT`: PNG frames on disk encoded with the settings of `zoetrope video SCENE`,
/// and `scripts/encode`, which wraps it.
///
/// fab-menu's canvas is 393x852 pt; at `--scale 0.25` a frame is 98x213 px (98.25 rounds to 98; 852/4 = 213), and an
/// MP4 crops the odd last row (4:2:0), so it is 98x212.
@Suite struct FramesVideoTests {
    let zoetrope: ZoetropeBinary
    let scratch: Scratch

    init() throws {
        zoetrope = try ZoetropeBinary.locate()
        scratch = try Scratch()
    }

    func run(_ arguments: [String], path: String? = nil) throws -> ZoetropeBinary.Result {
        try zoetrope.run(arguments, in: scratch.url, path: path)
    }

    /// Frames i/30 s for i in 0 ..< 3 (t = 0.1 is excluded): frame_000000 … frame_000002.
    func renderThreeFrames(to folder: String = "frames") throws {
        let result = try run(["render", "fab-menu", "--fps", "30", "--scale", "0.25", "--to", "0.1", "--out", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: folder) == ["frame_000000.png", "frame_000001.png", "frame_000002.png"])
    }

    @Test func framesBecomeAnMP4TaggedBT709() throws {
        defer { scratch.remove() }
        try renderThreeFrames()
        let result = try run(["video", "--from-frames", "frames", "clips/fab.mp4", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 frames from frame_000000.png, 98x213 px at 30 fps"), "\(result.stdout)")
        #expect(scratch.files(in: "clips") == ["fab.mp4"])
        let info = try VideoProbe.fields(of: scratch.url.appendingPathComponent("clips/fab.mp4"))
        #expect(info["codec_name"] == "h264" && info["profile"] == "High" && info["pix_fmt"] == "yuv420p")
        #expect(info["color_space"] == "bt709" && info["color_primaries"] == "bt709")
        #expect(info["color_transfer"] == "iec61966-2-1" && info["color_range"] == "tv")
        #expect(info["width"] == "98" && info["height"] == "212")
        #expect(info["nb_read_frames"] == "3" && info["r_frame_rate"] == "30/1")
    }

    @Test func framesBecomeAGIFAt50FPS() throws {
        defer { scratch.remove() }
        try renderThreeFrames()
        let result = try run(["video", "--from-frames", "frames", "fab.gif", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try VideoProbe.fields(of: scratch.url.appendingPathComponent("fab.gif"))
        // 3 frames at 30 fps last 0.1 s: 5 frames at GIF's 50 fps. GIFs keep odd sizes.
        #expect(info["codec_name"] == "gif" && info["width"] == "98" && info["height"] == "213")
        #expect(info["nb_read_frames"] == "5" && info["r_frame_rate"] == "50/1")
    }

    @Test func numberingStartsAtTheFirstFrameFound() throws {
        defer { scratch.remove() }
        // Frames 3, 4 and 5 at 30 fps (t = 0.1 … 0.1667; 0.2 excluded).
        let render = try run(["render", "fab-menu", "--fps", "30", "--scale", "0.25", "--from", "0.1", "--to", "0.2", "--out", "late"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(scratch.files(in: "late") == ["frame_000003.png", "frame_000004.png", "frame_000005.png"])
        let result = try run(["video", "--from-frames", "late", "late.mp4", "--fps", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try VideoProbe.fields(of: scratch.url.appendingPathComponent("late.mp4"))["nb_read_frames"] == "3")
    }

    /// One source of truth for ffmpeg's arguments: the frames on disk make the same video as the scene piped
    /// (fab-menu is opaque, so PNG's straight alpha changes nothing). GIF bytes match; MP4 frames decode the same.
    @Test func theVideoOfTheFramesIsTheVideoOfTheScene() throws {
        defer { scratch.remove() }
        let render = try run(["render", "fab-menu", "--fps", "10", "--scale", "0.25", "--out", "all"])
        #expect(render.status == 0, "\(render.stderr)")
        for ext in ["gif", "mp4"] {
            let piped = try run(["video", "fab-menu", "piped.\(ext)", "--fps", "10", "--scale", "0.25"])
            let fromFiles = try run(["video", "--from-frames", "all", "files.\(ext)", "--fps", "10"])
            #expect(piped.status == 0 && fromFiles.status == 0, "\(piped.stderr) \(fromFiles.stderr)")
        }
        #expect(try scratch.data("piped.gif") == scratch.data("files.gif"))
        let pipedFrames = try VideoProbe.decodedFrames(of: scratch.url.appendingPathComponent("piped.mp4"))
        #expect(!pipedFrames.isEmpty)
        #expect(try pipedFrames == VideoProbe.decodedFrames(of: scratch.url.appendingPathComponent("files.mp4")))
    }

    /// Piped frames are premultiplied, so a format without alpha shows a half-transparent colour over black. PNG
    /// stores straight alpha; the frames path premultiplies to match: orange (255, 128, 0) at alpha 0.5 must come
    /// out near (128, 64, 0), not (255, 128, 0).
    @Test func halfTransparentFramesGoToBlackAsWhenPiped() throws {
        defer { scratch.remove() }
        let folder = scratch.url.appendingPathComponent("alpha")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<2 {
            _ = try VideoProbe.output(of: ["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "color=c=0xFF8000@0.5:s=4x2,format=rgba",
                                           "-frames:v", "1", folder.appendingPathComponent("frame_00000\(index).png").path])
        }
        let result = try run(["video", "--from-frames", "alpha", "alpha.mp4", "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = [UInt8](try VideoProbe.output(of: ["ffmpeg", "-v", "error", "-i", scratch.url.appendingPathComponent("alpha.mp4").path,
                                                        "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        #expect(pixels.count == 4 * 2 * 3)
        // Within the YUV round trip's few levels.
        #expect(pixels.count >= 3 && abs(Int(pixels[0]) - 128) <= 8 && abs(Int(pixels[1]) - 64) <= 8 && pixels[2] <= 8, "\(pixels.prefix(3))")
    }

    @Test(arguments: [
        (["video", "--from-frames", "nowhere", "o.mp4"], "--from-frames"),
        (["video", "--from-frames", "empty", "o.mp4"], "no frame_NNNNNN.png files"),
        (["video", "--from-frames", "gap", "o.mp4"], "frame_000001.png is missing"),
        (["video", "--from-frames", "notpng", "o.mp4"], "frame_000000.png is not a PNG"),
        (["video", "--from-frames", "frames", "o.avi"], "o.avi: unsupported video format"),
        (["video", "--from-frames", "frames", "o.mp4", "--fps", "0"], "--fps"),
        (["video", "--from-frames", "frames", "o.mp4", "--fps", "-30"], "--fps"),
        (["video", "--from-frames", "frames", "o.mp4", "--fps", "nan"], "--fps"),
        (["video", "--from-frames", "frames", "o.mp4", "--scale", "2"], "--scale cannot be used with --from-frames"),
        (["video", "--from-frames", "frames", "o.mp4", "--jobs", "2"], "--jobs cannot be used with --from-frames"),
        (["video", "--from-frames", "frames", "fab-menu", "o.mp4"], "--from-frames takes the output file only"),
        (["video", "--from-frames", "frames"], "--from-frames needs the output file"),
    ])
    func badInputNamesTheFlagOrFolderAndWritesNothing(arguments: [String], message: String) throws {
        defer { scratch.remove() }
        try renderThreeFrames()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("gap"), withIntermediateDirectories: true)
        for name in ["frame_000000.png", "frame_000002.png"] {
            try FileManager.default.copyItem(at: scratch.url.appendingPathComponent("frames/\(name)"),
                                             to: scratch.url.appendingPathComponent("gap/\(name)"))
        }
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("notpng"), withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: scratch.url.appendingPathComponent("notpng/frame_000000.png"))
        let before = scratch.files(in: ".")
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(scratch.files(in: ".") == before, "nothing may be written")
    }

    @Test func failingFFmpegLeavesNoFile() throws {
        defer { scratch.remove() }
        try renderThreeFrames()
        // A stand-in ffmpeg that starts writing its output file, complains and fails.
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\nfor last; do :; done\necho partial > \"$last\"\necho 'simulated encoder failure' >&2\nexit 3\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("clips"), withIntermediateDirectories: true)
        let result = try run(["video", "--from-frames", "frames", "clips/fab.mp4", "--fps", "30"], path: bin.path + ":/usr/bin:/bin")
        #expect(result.status == 1)
        #expect(result.stderr.contains("simulated encoder failure") && result.stderr.contains("exit status 3"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("clips").path)
        #expect(left == [], "neither the requested file nor the partial one remains")
    }

    @Test func scriptsEncodeRunsTheCommand() throws {
        defer { scratch.remove() }
        try renderThreeFrames()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/encode")
        let encode = ZoetropeBinary(url: script)
        let environment = ["ZOETROPE": zoetrope.url.path]
        let result = try encode.run(["frames", "fab.mp4", "30"], in: scratch.url, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try VideoProbe.fields(of: scratch.url.appendingPathComponent("fab.mp4"))["nb_read_frames"] == "3")

        let usage = try encode.run(["frames"], in: scratch.url, environment: environment)
        #expect(usage.status == 2 && usage.stderr.contains("usage: scripts/encode FRAMES_DIR OUT.(mp4|gif) [FPS]"))
        let badRate = try encode.run(["frames", "x.gif", "-5"], in: scratch.url, environment: environment)
        #expect(badRate.status == 2 && badRate.stderr.contains("--fps"), "\(badRate.stderr)")
        #expect(!scratch.files(in: ".").contains("x.gif"))
    }
}

/// ffprobe and ffmpeg as the tests' independent readers of video files.
enum VideoProbe {
    /// The first video stream's fields, with every frame counted.
    static func fields(of file: URL) throws -> [String: String] {
        let text = String(decoding: try output(of: ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                                                    "stream=codec_name,pix_fmt,profile,width,height,r_frame_rate,color_space,color_primaries,color_transfer,color_range,nb_read_frames",
                                                    "-of", "default=noprint_wrappers=1", file.path]), as: UTF8.self)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// Every frame decoded to raw 4:2:0 bytes.
    static func decodedFrames(of file: URL) throws -> Data {
        try output(of: ["ffmpeg", "-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
    }

    /// What the command printed on stdout.
    static func output(of arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
