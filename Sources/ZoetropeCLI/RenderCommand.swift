import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope render SCENE`: PNG frames `DIR/frame_000000.png` …, frame i at t = i / fps.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's frames as PNG files (frame i shows t = i / fps; the scene's end is excluded).")

    @OptionGroup var selection: SceneSelection
    @Option(help: "Output folder (default: out/SCENE).") var out: String?
    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's).") var fps: Double?
    @Option(parsing: .unconditional, help: "Pixels per point (default: the canvas scale).") var scale: Double?
    @Option(parsing: .unconditional, help: "First time to render, seconds (inclusive).") var from: Double?
    @Option(parsing: .unconditional, help: "Time to stop before, seconds (exclusive).") var to: Double?
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: one per core).") var jobs: Int?
    @Option(parsing: .unconditional, help: "Render only block K of N contiguous blocks of the frames, e.g. 2/4.") var shard: String?
    @Flag(help: "Draw each finger of the script while it is down (a grey circle with a white ring).") var touches = false
    @OptionGroup var chrome: ChromeOption
    @OptionGroup var background: BackgroundOption
    @OptionGroup var reporting: ProgressOptions

    func run() throws {
        try SceneLookup.requireName(out, flag: "--out")
        let progress = try reporting.reporter(scene: selection.scene)
        let options = RenderOptions(fps: fps, scale: scale, from: from, to: to, jobs: jobs,
                                    shard: try shard.map(Shard.init(parsing:)), touches: touches,
                                    background: try background.parsed(), chrome: chrome.chrome)
        try options.validate()
        let job = try RenderJob(timeline: try selection.timeline(), options: options)
        let directory = SceneLookup.url(out ?? "out/\(selection.scene)")
        let result = try progress.reporting { try job.renderFrames(to: directory, progress: $0) }
        if let first = result.frames.first, let last = result.frames.last {
            print("wrote \(result.frames.count) frames (\(RenderJob.frameFileName(first)) … \(RenderJob.frameFileName(last)), \(job.pixelSize.width)x\(job.pixelSize.height) px at \(job.fps) fps) to \(directory.path)")
        } else {
            print("wrote no frames (this shard is empty) to \(directory.path)")
        }
    }
}
