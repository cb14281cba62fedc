import Foundation
import Testing

/// Issue 26: `zoetrope review SCENE --reference RECORDING[@SECONDS]` places a device's recording beside the render,
/// synced at the offset. The recording here is made by zoetrope itself at another scale (1 pt = 1 px, against the
/// review's 0.5) and shifted by half a second (0.5 s of its first frame held before it), as a phone's recording
/// starts before the first tap. Synced at @0.5 every frame of the converted recording shows the render's frame;
/// at @0 it lags by 30 frames. card-detail is used because its card grows over much of the screen, so a lag shows.
@Suite(.serialized) struct ReviewReferenceTests {
    let binary: ZoetropeBinary
    let scratch: Scratch
    static let scene = "card-detail"

    init() throws {
        binary = try ZoetropeBinary.locate()
        scratch = try Scratch()
    }

    func ffmpeg(_ arguments: [String]) throws {
        let result = DeterminismTests.command("/usr/bin/ffmpeg", ["-v", "error", "-nostdin", "-y"] + arguments)
        try #require(result.status == 0, "ffmpeg \(arguments): \(result.output)")
    }

    /// `shifted.mp4`: the scene's video made by zoetrope at 1 pt = 1 px, its first frame held `seconds` before it.
    func makeShiftedRecording(holding seconds: Double) throws {
        let made = try binary.run(["video", Self.scene, "recording.mp4", "--scale", "1"], in: scratch.url)
        try #require(made.status == 0, "\(made.stderr)")
        try ffmpeg(["-i", scratch.url.appendingPathComponent("recording.mp4").path, "-vf", "tpad=start_duration=\(seconds):start_mode=clone",
                    "-c:v", "libx264", "-crf", "12", scratch.url.appendingPathComponent("shifted.mp4").path])
    }

    /// Every frame of `video` as 8-bit grey bytes.
    func grey(_ video: String) throws -> [UInt8] {
        try ffmpeg(["-i", scratch.url.appendingPathComponent(video).path, "-f", "rawvideo", "-pix_fmt", "gray",
                    scratch.url.appendingPathComponent("grey.raw").path])
        return Array(try scratch.data("grey.raw"))
    }

    /// The largest mean absolute grey difference of a frame between two videos of `count` frames of `size` bytes.
    func largestFrameDifference(_ a: [UInt8], _ b: [UInt8], frameSize size: Int) -> Double {
        let count = min(a.count, b.count) / size
        return (0..<count).map { frame in
            var sum = 0
            for i in frame * size..<(frame + 1) * size { sum += abs(Int(a[i]) - Int(b[i])) }
            return Double(sum) / Double(size)
        }.max() ?? .infinity
    }

    @Test func aRecordingAtAnotherScaleAndShiftedOffsetSyncsFrameByFrame() throws {
        defer { scratch.remove() }
        try makeShiftedRecording(holding: 0.5)

        for (folder, reference) in [("synced", "shifted.mp4@0.5"), ("lagging", "shifted.mp4@0")] {
            let review = try binary.run(["review", Self.scene, "--out", folder, "--scale", "0.5", "--reference", reference],
                                        in: scratch.url)
            try #require(review.status == 0, "\(review.stderr)")
        }
        let folder = "scenes/1-\(Self.scene)"
        let render = try grey("synced/\(folder)/video.mp4")
        let synced = try grey("synced/\(folder)/reference.mp4")
        let lagging = try grey("lagging/\(folder)/reference.mp4")
        // The review's video of the 393 × 852 pt canvas at 0.5: 196 × 426 px (cropped to even sizes), 2 s at 60 fps.
        let frameSize = 196 * 426
        #expect(render.count == 120 * frameSize && synced.count == render.count && lagging.count == render.count,
                "frames: \(render.count / frameSize), \(synced.count / frameSize), \(lagging.count / frameSize)")
        let inStep = largestFrameDifference(render, synced, frameSize: frameSize)
        let behind = largestFrameDifference(render, lagging, frameSize: frameSize)
        // In step, what differs is the scaling (a 1× frame shrunk against one drawn at 0.5×) and the encoder: a few
        // grey levels on average. Half a second behind, the growing card is somewhere else: tens of levels.
        #expect(inStep < 5, "synced at @0.5: a frame differs by \(inStep) grey levels on average")
        #expect(behind > 10 * inStep, "at @0: \(behind) against \(inStep) in step")

        // The page shows the recording beside the render, and the two over each other as a difference.
        let page = try String(contentsOf: scratch.url.appendingPathComponent("synced/index.html"), encoding: .utf8)
        #expect(page.contains("src=\"\(folder)/reference.mp4\""))
        #expect(page.contains("data-compare=\"difference\"") && page.contains("data-compare-mode=\"onion\""))
        #expect(page.contains("shifted.mp4 from 0.5 s"))
    }

    /// The recording's time of the scene's 0 s as the page prints it (`shifted.mp4 from 0.75 s (found at the first tap)`).
    func printedOffset(in folder: String, of recording: String) throws -> Double? {
        let page = try String(contentsOf: scratch.url.appendingPathComponent("\(folder)/index.html"), encoding: .utf8)
        guard let range = page.range(of: "\(recording) from ") else { return nil }
        let number = page[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return page[range.upperBound...].dropFirst(number.count).hasPrefix(" s (found at the first tap)") ? Double(number) : nil
    }

    /// Without `@SECONDS` the offset is found at the first tap, here beside the second scene of two (`SCENE=FILE`).
    /// The recording is the scene's own video held 0.75 s on its first frame, so by construction its 0.75 s is the
    /// scene's 0 s: the found offset must be within one frame (1/60 s) of it, and the converted recording in step.
    @Test func withoutAnOffsetItIsFoundAtTheFirstTapBesideALaterScene() throws {
        defer { scratch.remove() }
        try makeShiftedRecording(holding: 0.75)
        let review = try binary.run(["review", "tab-indicator", Self.scene, "--out", "found", "--scale", "0.5",
                                     "--reference", "\(Self.scene)=shifted.mp4"], in: scratch.url)
        try #require(review.status == 0, "\(review.stderr)")
        let offset = try #require(try printedOffset(in: "found", of: "shifted.mp4"))
        #expect(abs(offset - 0.75) <= 1.0 / 60 + 1e-9, "found \(offset) s, made 0.75 s")

        let folder = "found/scenes/2-\(Self.scene)"
        let render = try grey("\(folder)/video.mp4")
        let recording = try grey("\(folder)/reference.mp4")
        #expect(largestFrameDifference(render, recording, frameSize: 196 * 426) < 5)
        // Only the scene named has the recording.
        #expect(!scratch.files(in: "found/scenes/1-tab-indicator").contains("reference.mp4"))
        let page = try String(contentsOf: scratch.url.appendingPathComponent("found/index.html"), encoding: .utf8)
        #expect(page.contains("data-reference=\"\(Self.scene)\"") && !page.contains("data-reference=\"tab-indicator\""))
    }

    /// A recording in which nothing changes has no first tap to find: the review names the flag and the recording,
    /// says how to give the offset, exits 2 and leaves nothing.
    @Test func aRecordingWithNoVisibleChangeAsksForTheOffset() throws {
        defer { scratch.remove() }
        try ffmpeg(["-f", "lavfi", "-i", "color=c=white:s=200x400:d=2:r=30", "-c:v", "libx264",
                    scratch.url.appendingPathComponent("still.mp4").path])
        let result = try binary.run(["review", Self.scene, "--out", "out", "--scale", "0.25", "--reference", "still.mp4"],
                                    in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--reference") && result.stderr.contains("differs visibly")
                && result.stderr.contains("still.mp4@SECONDS"), "\(result.stderr)")
        #expect(scratch.files(in: ".") == ["still.mp4"])
    }

    @Test func aMissingRecordingOrABadOffsetNamesTheFlagAndWritesNothing() throws {
        defer { scratch.remove() }
        for argument in ["missing.mov", "missing.mov@0.5", "@2", "clip.mp4@-1", "clip.mp4@1e300"] {
            FileManager.default.createFile(atPath: scratch.url.appendingPathComponent("clip.mp4").path, contents: Data())
            let result = try binary.run(["review", Self.scene, "--out", "out", "--reference", argument], in: scratch.url)
            #expect(result.status != 0, "\(argument): exit 0")
            #expect(result.stderr.contains("--reference"), "\(argument): \(result.stderr)")
            #expect(!scratch.files(in: ".").contains("out"), "\(argument): wrote out/")
        }
        // A file ffmpeg cannot read fails the review, names the recording, and leaves no folder.
        let result = try binary.run(["review", Self.scene, "--out", "out", "--scale", "0.25", "--reference", "clip.mp4"], in: scratch.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--reference") && result.stderr.contains("clip.mp4"), "\(result.stderr)")
        #expect(scratch.files(in: ".") == ["clip.mp4"])
    }
}
