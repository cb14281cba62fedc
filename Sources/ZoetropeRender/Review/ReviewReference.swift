import Foundation
import ZoetropeMotion

/// A screen recording from a real device, placed beside the render (`zoetrope review SCENE --reference FILE[@OFFSET]`)
/// so that a designer can hold ours against the phone frame by frame: side by side, as a difference, or as an onion
/// skin. The recording is converted once, into the review folder, to the render's frame rate and pixel size (scaled
/// to fit, centred, black bars where the aspect ratios differ), starting at `offset`: its frame i is then the
/// recording at `offset + i / fps`, which the page's one player shows beside the render's frame i.
public struct ReviewReference: Hashable, Sendable {
    /// The recording (anything ffmpeg reads: .mov, .mp4, …).
    public var file: URL
    /// The recording's time, in seconds, that is the scene's t = 0.
    public var offset: Double

    public init(file: URL, offset: Double = 0) {
        self.file = file
        self.offset = offset
    }

    /// `FILE` or `FILE@SECONDS` (the last `@` followed by a number; a file whose own name ends so is named with an
    /// explicit `@0`). Throws naming `--reference` for a missing file or an offset that is not a time of 0 to 24 h.
    public init(parsing text: String, relativeTo folder: URL) throws {
        var path = text, offset = 0.0
        if let at = text.lastIndex(of: "@") {
            let suffix = String(text[text.index(after: at)...])
            if let value = Double(suffix) {
                guard value.isFinite, value >= 0, value <= RenderOptions.maximumTime else {
                    throw RenderError.invalidValue(flag: "--reference", value: text,
                                                   expected: "FILE@SECONDS with a time of 0 to \(Int(RenderOptions.maximumTime)) seconds")
                }
                path = String(text[..<at])
                offset = value
            }
        }
        guard !path.isEmpty else {
            throw RenderError.invalidValue(flag: "--reference", value: text, expected: "a recording's file, FILE or FILE@SECONDS")
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw RenderError.invalidValue(flag: "--reference", value: text, expected: "a recording's file (\(url.path) does not exist)")
        }
        self.init(file: url.standardizedFileURL, offset: offset)
    }

    /// Converts the recording into `staging` beside `scene`'s video and returns the scene with it.
    func attach(to scene: ReviewScene, in staging: URL) throws -> ReviewScene {
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
        scene.reference = ReviewReferenceVideo(file: relative, source: file.lastPathComponent, offset: offset)
        return scene
    }
}

/// The recording as the page shows it: its converted file (relative to the review folder), the recording's name and
/// the offset it starts at.
public struct ReviewReferenceVideo: Hashable, Sendable {
    public var file: String
    public var source: String
    public var offset: Double
}
