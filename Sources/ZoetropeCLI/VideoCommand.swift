import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope video SCENE OUT.(mp4|gif|webm|mov)`: raw frames piped into ffmpeg with BT.709 conversion and tags.
struct VideoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "video",
        abstract: "Encode a scene to MP4 (H.264, BT.709), GIF (50 fps), WebM (VP9 + alpha) or MOV (ProRes 4444 + alpha) with ffmpeg.")

    @OptionGroup var selection: SceneSelection
    @Argument(help: "Output file; the extension picks the format: .mp4, .gif, .webm or .mov.") var output: String
    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's; 50 for GIF).") var fps: Double?
    @Option(parsing: .unconditional, help: "Pixels per point (default: the canvas scale; 1 for GIF).") var scale: Double?
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: one per core).") var jobs: Int?
    @Flag(help: "Draw each finger of the script while it is down (a grey circle with a white ring).") var touches = false

    func run() throws {
        let format = try VideoFormat(path: output)
        let options = RenderOptions(fps: fps, scale: scale, jobs: jobs, touches: touches)
        try options.validate()
        let timeline = try selection.timeline()
        let job = try RenderJob(timeline: timeline, options: options,
                                defaultFPS: format.defaultFPS(sceneFPS: timeline.scene.fps),
                                defaultScale: format.defaultScale(canvasScale: timeline.scene.canvas.scale))
        let file = SceneLookup.url(output)
        try job.renderVideo(to: file, format: format, progress: ProgressReporter(label: selection.scene))
        print("wrote \(file.path)")
    }
}
