import Foundation
import Zoetrope
import ZoetropeMotion

/// A screen recording from a real device, placed beside a scene's render (`zoetrope review SCENE --reference
/// [SCENE=]FILE[@OFFSET]`) so that a designer can hold ours against the phone frame by frame: side by side, as a
/// difference, or as an onion skin. The recording is converted once, into the review folder, to the render's frame
/// rate and pixel size (scaled to fit, centred, black bars where the aspect ratios differ), starting at `offset`: its
/// frame i is then the recording at `offset + i / fps`, which the page's one player shows beside the render's frame i.
public struct ReviewReference: Hashable, Sendable {
    /// The recording (anything ffmpeg reads: .mov, .mp4, …).
    public var file: URL
    /// The recording's time, in seconds, that is the scene's t = 0; nil: found at the first tap
    /// (`ReferenceAlignment`).
    public var offset: Double?
    /// The id of the scene it goes beside; nil: the review's first scene.
    public var scene: String?

    public init(file: URL, offset: Double? = nil, scene: String? = nil) {
        self.file = file
        self.offset = offset
        self.scene = scene
    }

    /// `[SCENE=]FILE[@SECONDS]`: `SCENE=` when the text before the first `=` is one of `scenes` (else the whole
    /// text is the file, for the first scene); `@SECONDS` when the text after the last `@` is a number (a file whose
    /// own name ends so is named with an explicit offset). Throws naming `--reference` for a scene that is not in
    /// the review, a missing file or an offset that is not a time of 0 to 24 h.
    public init(parsing text: String, scenes: [String] = [], relativeTo folder: URL) throws {
        var rest = Substring(text), scene: String?
        if let equals = text.firstIndex(of: "="), scenes.contains(String(text[..<equals])) {
            scene = String(text[..<equals])
            rest = text[text.index(after: equals)...]
        }
        var path = String(rest), offset: Double?
        if let at = rest.lastIndex(of: "@") {
            let suffix = String(rest[rest.index(after: at)...])
            if let value = Double(suffix) {
                guard value.isFinite, value >= 0, value <= RenderOptions.maximumTime else {
                    throw RenderError.invalidValue(flag: "--reference", value: text,
                                                   expected: "FILE@SECONDS with a time of 0 to \(Int(RenderOptions.maximumTime)) seconds")
                }
                path = String(rest[..<at])
                offset = value
            }
        }
        guard !path.isEmpty else {
            throw RenderError.invalidValue(flag: "--reference", value: text,
                                           expected: "a recording's file: FILE, FILE@SECONDS or SCENE=FILE[@SECONDS]")
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            var expected = "a recording's file (\(url.path) does not exist)"
            if scene == nil, let equals = text.firstIndex(of: "=") {
                expected = "SCENE=FILE with one of this review's scenes (\(scenes.joined(separator: ", "))): "
                    + "\(text[..<equals]) is not one, and \(url.path) is not a file"
            }
            throw RenderError.invalidValue(flag: "--reference", value: text, expected: expected)
        }
        self.init(file: url.standardizedFileURL, offset: offset, scene: scene)
    }

    /// Each recording with the index of the scene it goes beside (the first scene for one with no `scene`).
    /// Throws naming `--reference` when two recordings go beside the same scene.
    static func placed(_ references: [ReviewReference], sceneIDs: [String]) throws -> [(index: Int, reference: ReviewReference)] {
        var placed: [(index: Int, reference: ReviewReference)] = []
        for reference in references {
            let index = reference.scene.flatMap { sceneIDs.firstIndex(of: $0) } ?? 0
            if let earlier = placed.first(where: { $0.index == index }) {
                throw RenderError.invalidValue(
                    flag: "--reference", value: reference.file.lastPathComponent,
                    expected: "one recording per scene (\(sceneIDs[index]) already has \(earlier.reference.file.lastPathComponent); "
                        + "give SCENE=FILE for another scene)")
            }
            placed.append((index, reference))
        }
        return placed
    }

    /// Converts the recording into `staging` beside `scene`'s video and returns the scene with it. Without an
    /// offset, it is found first (`ReferenceAlignment`) from the scene's first tap, press or drag at `firstTouch`.
    func attach(to scene: ReviewScene, firstTouch: Double?, in staging: URL) throws -> ReviewScene {
        var found = false
        let offset: Double
        if let given = self.offset {
            offset = given
        } else {
            offset = try ReferenceAlignment(scene: scene, recording: file, firstTouch: firstTouch, staging: staging).offset()
            found = true
        }
        let relative = scene.folder + "/reference.mp4"
        let output = staging.appendingPathComponent(relative)
        let (w, h) = (scene.videoWidth, scene.videoHeight)
        let filters = "fps=\(NumberText.plain(scene.fps)),scale=\(w):\(h):force_original_aspect_ratio=decrease:flags=bicubic,"
            + "pad=\(w):\(h):(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,format=yuv420p"
        do {
            try FFmpegProcess.encode(to: output, arguments: { temporary in
                ["-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                 "-ss", NumberText.plain(offset), "-i", file.path, "-t", NumberText.plain(scene.duration),
                 "-vf", filters, "-an", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                 "-movflags", "+faststart", "-f", "mp4", temporary]
            }, feed: { _ in })
        } catch let RenderError.ffmpegFailed(_, status, tail) {
            // Name the user's recording, not the file made from it.
            throw RenderError.ffmpegFailed(output: "--reference \(file.path)", status: status, stderrTail: tail)
        }
        var scene = scene
        scene.reference = ReviewReferenceVideo(file: relative, source: file.lastPathComponent, offset: offset, found: found)
        return scene
    }
}

/// The recording as the page shows it: its converted file (relative to the review folder), the recording's name and
/// the offset it starts at, and whether that offset was found at the first tap rather than given.
public struct ReviewReferenceVideo: Hashable, Sendable, Codable {
    public var file: String
    public var source: String
    public var offset: Double
    public var found: Bool = false
}
