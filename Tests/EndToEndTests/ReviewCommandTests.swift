import Foundation
import Testing

/// `zoetrope review`: the folder it writes, checked on disk (the browser tests open it).
@Suite struct ReviewCommandTests {
    @Test func everyReferencedFileIsInTheFolder() throws {
        let folder = try ReviewFixture.folder()
        #expect(folder.stdout.contains("wrote \(folder.index.path)"))
        let html = try String(contentsOf: folder.index, encoding: .utf8)
        let references = ReviewFixture.referencedFiles(in: html)
        // Per scene: the video, sheet, still, overlay, one curve (both use `.smooth`), three spec files, and the strip,
        // crop and onion skin of its one chapter (Tap("more")); no audit findings; plus review.css, review-layout.js
        // and review.js.
        #expect(Set(references).count == 2 * 11 + 3, "\(Set(references).sorted())")
        for scene in 1...2 {
            for file in ["strip", "crop", "onion"] {
                #expect(references.contains { $0.hasSuffix("scenes/\(scene)-\(ReviewFixture.scenes[scene - 1])/chapters/1-\(file).png") })
            }
        }
        for reference in Set(references) {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(reference).path), "\(reference) is missing")
        }
        // No network: no absolute URLs anywhere in the page.
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Nothing half-written is left beside the folder.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.url.deletingLastPathComponent().path)
        #expect(siblings.filter { $0.contains("partial") } == [])
    }

    @Test func videosAreH264TaggedBT709WithTheScenesFrames() throws {
        let folder = try ReviewFixture.folder()
        for (index, scene) in ReviewFixture.scenes.enumerated() {
            let video = folder.url.appendingPathComponent("scenes/\(index + 1)-\(scene)/video.mp4")
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                               "stream=codec_name,pix_fmt,color_space,color_primaries,nb_read_frames,width,height",
                               "-of", "default=noprint_wrappers=1", video.path]
            let pipe = Pipe()
            probe.standardOutput = pipe
            try probe.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            probe.waitUntilExit()
            var info: [String: String] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { info[String(parts[0])] = String(parts[1]) }
            }
            #expect(info["codec_name"] == "h264" && info["pix_fmt"] == "yuv420p")
            #expect(info["color_space"] == "bt709" && info["color_primaries"] == "bt709")
            // 2 s at 60 fps; 393 × 852 pt at the review's 2x: 786 × 1704 px.
            #expect(info["nb_read_frames"] == "120" && info["width"] == "786" && info["height"] == "1704", "\(info)")
        }
    }

    @Test func refusesAFolderOfOtherFilesAndReplacesAnEarlierReview() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let notes = scratch.url.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        let refused = try zoetrope.run(["review", "toolbar-menu-incorrect", "--out", "notes", "--scale", "0.5"], in: scratch.url)
        #expect(refused.status == 2 && refused.stderr.contains("--out") && refused.stderr.contains("nothing was written"), "\(refused.stderr)")
        #expect(scratch.files(in: "notes") == ["todo.txt"])
        // A review over an earlier review replaces it whole: nothing of the first scene is left.
        let first = try zoetrope.run(["review", "toolbar-menu-incorrect", "--out", "r", "--scale", "0.5"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try zoetrope.run(["review", "fab-menu", "--out", "r", "--scale", "0.5"], in: scratch.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(scratch.files(in: "r/scenes") == ["1-fab-menu"])
        #expect(scratch.files(in: ".").filter { $0 != "notes" && $0 != "r" } == [])
    }

    @Test func unknownSceneWritesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["review", "fab-menu", "no-such-scene", "--out", "r"], in: scratch.url)
        #expect(result.status == 2 && result.stderr.contains("no-such-scene"))
        #expect(scratch.files(in: ".") == [])
    }
}

/// keyframe-heart's review (issue 26): its three keyframe tracks are spec rows, its chapter counts them, and each has
/// a curve plot of its property as the keyframes ran, captioned with its keyframes.
@Suite struct ReviewKeyframeTests {
    @Test func keyframeTracksArePlottedAndCounted() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["review", "keyframe-heart", "--out", "r", "--scale", "0.25"], in: scratch.url)
        try #require(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: scratch.url.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(html.contains("3 animated changes"), "the chapter's count")
        for caption in ["scale from 1 as its keyframes ran from 0.300 s: spring to 1.6 by 0.2 s (.snappy), spring to 1 by 0.6 s (.bouncy)",
                        "rotation from 0° as its keyframes ran from 0.300 s: linear to -15° by 0.1 s, linear to 15° by 0.3 s, linear to 0° by 0.4 s",
                        "lift from 0 as its keyframes ran from 0.300 s: cubic to -14 by 0.2 s, cubic to 0 by 0.45 s"] {
            #expect(html.contains(caption), "\(caption)")
        }
        #expect(scratch.files(in: "r/scenes/1-keyframe-heart/curves") == ["curve-1.png", "curve-2.png", "curve-3.png"])
    }
}
