import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope video SCENE OUT.(mp4|gif|webm|mov)`: raw frames piped into ffmpeg with BT.709 conversion and tags;
/// `zoetrope video --from-frames DIR OUT…`: PNG frames already on disk, encoded with the same ffmpeg settings.
struct VideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "video",
        abstract: "Encode a scene to MP4 (H.264, BT.709), GIF (50 fps, 1 px per point, one palette), WebM (VP9 + alpha) or MOV (ProRes 4444 + alpha) with ffmpeg.",
        usage: """
        zoetrope video <scene> <output> [--quality <quality>] [--crf <crf>] [--fps <fps>] [--scale <scale>] [--jobs <jobs>] [--touches] [--chrome] [--device <name>] [--orientation <orientation>] [--color-scheme <color-scheme>] [--progress <mode>] [--quiet]
        zoetrope video --from-frames <folder> <output> [--quality <quality>] [--crf <crf>] [--fps <fps>]
        """,
        discussion: """
        With --from-frames, the PNG frames of an earlier `zoetrope render` (frame_NNNNNN.png, numbered on from the \
        first file's number) are encoded with exactly the settings used for a scene; --fps is the rate they were \
        rendered at (default 60). ffmpeg reads those files itself; the progress shows the frames it has encoded.

        --quality picks how hard the encoder works (MP4 and WebM): draft (x264 ultrafast, CRF 23: quickest, larger \
        files), standard (x264 veryfast, CRF 18, the default) or master (x264 slow, CRF 12). All three convert to \
        BT.709 limited range (a draft MP4 with Zoetrope's own conversion, the same colours within rounding). --crf replaces the preset's rate factor (0-51 for MP4, 0-63 for WebM; lower is better).
        """
    )

    /// The frame rate of `--from-frames` when `--fps` is not given (`zoetrope render`'s usual scene rate).
    static let framesDefaultFPS = 60.0

    @Argument(help: ArgumentHelp("A scene id (see `zoetrope list`); with --from-frames, the output file.", valueName: "scene"))
    var scene: String?
    @Argument(help: "Output file; the extension picks the format: .mp4, .gif, .webm or .mov.") var output: String?
    @Option(help: ArgumentHelp("Encode the frame_NNNNNN.png files in this folder instead of rendering a scene.",
                               valueName: "folder"))
    var fromFrames: String?
    @OptionGroup var canvas: CanvasOptions
    @Option(help: "Encoder effort for .mp4 and .webm: draft, standard or master.") var quality: VideoQuality.Preset = .standard
    @Option(parsing: .unconditional, help: "Constant rate factor, replacing the preset's (0-51 for .mp4, 0-63 for .webm; lower is better and larger).")
    var crf: Int?
    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's; 50 for GIF; 60 for --from-frames).") var fps: Double?
    @Option(parsing: .unconditional, help: "Pixels per point (default: the canvas scale; 1 for GIF).") var scale: Double?
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: one per core).") var jobs: Int?
    @Flag(help: "Draw each finger of the script while it is down (a grey circle with a white ring).") var touches = false
    @OptionGroup var chrome: ChromeOption
    @OptionGroup var background: BackgroundOption
    @OptionGroup var reporting: ProgressOptions

    /// Both positionals are optional to ArgumentParser, since `--from-frames` takes one; which are needed is checked here.
    func validate() throws {
        if fromFrames != nil {
            guard scene != nil else { throw ValidationError("--from-frames needs the output file: zoetrope video --from-frames <folder> <output>") }
            if let scene, let output {
                throw ValidationError("--from-frames takes the output file only, not a scene: got '\(scene)' and '\(output)'")
            }
        } else {
            if scene == nil { throw ValidationError("Missing expected argument '<scene>'") }
            if output == nil { throw ValidationError("Missing expected argument '<output>'") }
        }
    }

    func run() throws {
        guard let scene else { return }  // `validate` ensured it
        try SceneLookup.requireName(fromFrames == nil ? output : scene, flag: "<output>")
        try SceneLookup.requireName(fromFrames, flag: "--from-frames")
        if let fromFrames {
            // Labelled by the folder: ffmpeg's own frame count drives the progress.
            let progress = try reporting.reporter(scene: SceneLookup.url(fromFrames).lastPathComponent)
            try progress.reporting { try encodeFrames(in: fromFrames, to: scene, progress: $0) }
            return
        }
        let progress = try reporting.reporter(scene: scene)
        guard let output else { return }  // `validate` ensured it
        let format = try VideoFormat(path: output)
        let quality = VideoQuality(self.quality, crf: crf)
        try quality.validate(for: format, path: output)
        let frameBackground = try background.parsed()
        if let frameBackground, frameBackground.mayBeTranslucent, !format.keepsAlpha {
            throw RenderError.invalidValue(flag: "--background", value: background.background ?? "",
                                           expected: "an opaque colour for \(output): MP4 and GIF have no alpha (use .webm or .mov for transparency)")
        }
        let options = RenderOptions(fps: fps, scale: scale, jobs: jobs, touches: touches, background: frameBackground,
                                    chrome: chrome.chrome)
        try options.validate()
        let timeline = try SceneLookup.timeline(id: scene, canvas: canvas.override())
        let job = try RenderJob(timeline: timeline, options: options,
                                defaultFPS: format.defaultFPS(sceneFPS: timeline.scene.fps),
                                defaultScale: format.defaultScale(canvasScale: timeline.scene.canvas.scale))
        let file = SceneLookup.url(output)
        try progress.reporting { try job.renderVideo(to: file, format: format, quality: quality, progress: $0) }
        print("wrote \(file.path)")
    }

    /// `--from-frames DIR OUT`: the folder's frames at `--fps` (default 60) into OUT.
    private func encodeFrames(in folder: String, to output: String, progress: ProgressReporter) throws {
        let renderOnly = [("--scale", scale != nil), ("--jobs", jobs != nil), ("--touches", touches),
                          ("--background", background.background != nil)]
            .filter(\.1).map(\.0) + chrome.givenFlags + canvas.givenFlags
        if let flag = renderOnly.first {
            throw CLIError.conflictingFlags(flag: flag, other: "--from-frames",
                                            reason: "the frames are already rendered; give it to `zoetrope render` instead")
        }
        let format = try VideoFormat(path: output)
        let quality = VideoQuality(self.quality, crf: crf)
        try quality.validate(for: format, path: output)
        let rate = fps ?? Self.framesDefaultFPS
        try RenderOptions.requirePositive(rate, flag: "--fps")
        let frames = try FrameFolder(directory: SceneLookup.url(folder))
        let file = SceneLookup.url(output)
        try frames.encodeVideo(to: file, format: format, fps: rate, quality: quality, progress: progress)
        print("wrote \(file.path) (\(frames.frameCount) frames from \(RenderJob.frameFileName(frames.firstFrame)), "
              + "\(frames.pixelWidth)x\(frames.pixelHeight) px at \(rate == rate.rounded() ? String(Int(rate)) : String(rate)) fps)")
    }
}

extension VideoQuality.Preset: ExpressibleByArgument {}
