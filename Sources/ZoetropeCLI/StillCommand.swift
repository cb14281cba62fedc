import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope still SCENE --at T`: one PNG of the frame at T seconds.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still", abstract: "Render one PNG of a scene at a time in seconds.")

    @OptionGroup var selection: SceneSelection
    @Option(parsing: .unconditional, help: "Time in seconds.") var at: Double
    @Option(help: "Output file (default: out/SCENE@<milliseconds>ms.png).") var out: String?
    @Option(parsing: .unconditional, help: "Pixels per point (default: the canvas scale).") var scale: Double?
    @Flag(help: "Draw each finger of the script while it is down (a grey circle with a white ring).") var touches = false
    @OptionGroup var background: BackgroundOption

    func run() throws {
        try RenderOptions.requireTime(at, flag: "--at")
        let options = RenderOptions(scale: scale, touches: touches, background: try background.parsed())
        try options.validate()
        let job = try RenderJob(timeline: try selection.timeline(), options: options)
        let milliseconds = String(Int((at * 1000).rounded()))
        let padded = String(repeating: "0", count: max(0, 4 - milliseconds.count)) + milliseconds
        let file = SceneLookup.url(out ?? "out/\(selection.scene)@\(padded)ms.png")
        try job.renderStill(at: at, to: file)
        print("wrote \(file.path)")
    }
}
