import Foundation
import Zoetrope
import ZoetropeMotion

/// Finds a device recording's offset by itself, at the first tap it can detect (`--reference FILE` without
/// `@SECONDS`). The rule: the recording's first frame that differs visibly from its first frame is the response to
/// the first touch, and it lines up with the render's first frame, from the scene's first Tap, Press or Drag on,
/// that differs visibly from the frame just before that touch. Both videos are compared the same way, as grey frames
/// at the render's frame rate scaled to fit `GreyFrames.analysisWidth` pixels across (`GreyFrames.differsVisibly`).
/// The offset is then the recording's time of its change less the scene's time of its own.
struct ReferenceAlignment {
    let scene: ReviewScene
    let recording: URL
    /// The scene's first Tap, Press or Drag, in scene seconds; nil when its script has none.
    let firstTouch: Double?
    /// Where the grey frames are decoded (and removed again).
    let staging: URL

    /// How much of the recording is searched for its first change: its first minute.
    static let searchedSeconds = 60.0

    /// The scene's first Tap, Press, Drag, Pinch or Rotate (a scroll or typing is not a touch a recording shows the same way).
    static func firstTouch(in script: [ScriptEvent]) -> Double? {
        script.filter { event in
            switch event.action {
            case .tap, .tapPoint, .press, .drag, .pinch, .rotate: return true
            case .scroll, .type: return false
            }
        }.map(\.time).min()
    }

    func offset() throws -> Double {
        let name = recording.lastPathComponent
        func refuse(_ why: String) -> RenderError {
            RenderError.invalidValue(flag: "--reference", value: name,
                                     expected: "a recording whose offset can be found at the first tap (\(why)); give it as \(name)@SECONDS")
        }
        guard let touch = firstTouch else {
            throw refuse("\(scene.id)'s script has no Tap, Press or Drag to align on")
        }
        let size = GreyFrames.analysisSize(videoWidth: scene.videoWidth, videoHeight: scene.videoHeight)
        let render = try GreyFrames.decode(staging.appendingPathComponent(scene.video), fps: scene.fps, size: size,
                                           seconds: nil, named: "--reference (the render of \(scene.id))", in: staging)
        // The frame just before the touch: the first frame at or after it is the earliest that can answer it.
        let before = max(Int((touch * scene.fps - 1e-9).rounded(.up)) - 1, 0)
        guard let answer = render.firstChange(from: before) else {
            throw refuse("\(scene.id) shows no visible change after its first touch at \(NumberText.seconds(touch)) s")
        }
        let frames = try GreyFrames.decode(recording, fps: scene.fps, size: size, seconds: Self.searchedSeconds,
                                           named: "--reference \(recording.path)", in: staging)
        guard let change = frames.firstChange(from: 0) else {
            throw refuse("no frame of its first \(Int(Self.searchedSeconds)) s differs visibly from its first frame")
        }
        guard change >= answer else {
            throw refuse("its first change, at \(NumberText.seconds(Double(change) / scene.fps)) s, comes before the scene's "
                         + "answer to its first touch at \(NumberText.seconds(Double(answer) / scene.fps)) s")
        }
        return Double(change - answer) / scene.fps
    }
}

/// A video's frames as 8-bit grey, one byte a pixel, each scaled to fit `width` × `height` and centred on black.
struct GreyFrames {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// Frames are compared 160 pixels across (a tap's answer on a 44-point button is still some 18 pixels wide on a
    /// 393-point screen), and the grey of the whole recording stays small.
    static let analysisWidth = 160
    /// A pixel differs when its grey differs by more than this many levels of 255: more than a video encoder's
    /// noise, less than any edge that moves.
    static let pixelLevels = 24
    /// A frame differs visibly when more than one pixel in 2,000 differs (27 of a 160 × 348 frame), and at least 4.
    static let pixelsPerChange = 2000

    var count: Int { width * height == 0 ? 0 : bytes.count / (width * height) }

    /// The analysis size for a video of `videoWidth` × `videoHeight` pixels: `analysisWidth` across (or the video's
    /// own width when smaller), the height in proportion, both even.
    static func analysisSize(videoWidth: Int, videoHeight: Int) -> (width: Int, height: Int) {
        let width = min(analysisWidth, max(videoWidth, 2)) / 2 * 2
        let height = max(Int((Double(width) * Double(videoHeight) / Double(max(videoWidth, 1))).rounded()) / 2 * 2, 2)
        return (width, height)
    }

    /// Whether frame `a` differs visibly from frame `b` (see `pixelLevels`, `pixelsPerChange`).
    func differsVisibly(_ a: Int, from b: Int) -> Bool {
        let size = width * height
        let needed = max(size / Self.pixelsPerChange + 1, 4)
        var differing = 0
        for i in 0..<size where abs(Int(bytes[a * size + i]) - Int(bytes[b * size + i])) > Self.pixelLevels {
            differing += 1
            if differing >= needed { return true }
        }
        return false
    }

    /// The first frame after `start` that differs visibly from frame `start`, or nil.
    func firstChange(from start: Int) -> Int? {
        guard start < count else { return nil }
        return (start + 1..<max(count, start + 1)).first { differsVisibly($0, from: start) }
    }

    /// Decodes `video` at `fps` (its first `seconds`, or all of it) into grey frames of `size`, through a file in
    /// `folder` that is removed again; ffmpeg's failures name the video as `named`.
    static func decode(_ video: URL, fps: Double, size: (width: Int, height: Int), seconds: Double?, named: String,
                       in folder: URL) throws -> GreyFrames {
        let raw = folder.appendingPathComponent(".alignment-\(getpid()).gray")
        defer { try? FileManager.default.removeItem(at: raw) }
        let (w, h) = size
        let filters = "fps=\(NumberText.plain(fps)),scale=\(w):\(h):force_original_aspect_ratio=decrease:flags=area,"
            + "pad=\(w):\(h):(ow-iw)/2:(oh-ih)/2:color=black,format=gray"
        do {
            try FFmpegProcess.encode(to: raw, arguments: { temporary in
                ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-i", video.path]
                    + (seconds.map { ["-t", NumberText.plain($0)] } ?? [])
                    + ["-vf", filters, "-an", "-f", "rawvideo", "-pix_fmt", "gray", temporary]
            }, feed: { _ in })
        } catch let RenderError.ffmpegFailed(_, status, tail) {
            throw RenderError.ffmpegFailed(output: named, status: status, stderrTail: tail)
        }
        let data = try Data(contentsOf: raw)
        return GreyFrames(width: w, height: h, bytes: Array(data))
    }
}
