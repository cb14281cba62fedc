import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope review SCENES… --out DIR`: the design review page, one static folder.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a design review page: videos, timing charts, spec tables and stills in one static folder.",
        discussion: """
        Open DIR/index.html in a browser (no server or network needed), or publish the folder on any static host. \
        With two or more scenes the videos play side by side from one set of controls, and a diff of their specs \
        shows which view property has which animation in each.
        """)

    @Argument(help: "Scene ids (see `zoetrope list`).") var scenes: [String]
    @Option(help: "The folder to write (replaced if it holds an earlier review).") var out: String
    @Option(parsing: .unconditional, help: "Pixels per point of videos and stills (default: the canvas scale, at most 2).")
    var scale: Double?
    @Option(parsing: .unconditional, help: "Frames rendered in parallel (default: one per core).") var jobs: Int?
    @Option(help: ArgumentHelp("A screen recording from a device to show beside the first scene, synced so that the recording at SECONDS is the scene's 0 s (default 0): side by side, as a difference and as an onion skin.", valueName: "file[@seconds]"))
    var reference: String?
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var chrome: ChromeOption
    @OptionGroup var reporting: ProgressOptions

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("Missing expected argument '<scenes> ...'") }
    }

    func run() throws {
        try SceneLookup.requireName(out, flag: "--out")
        let style = try reporting.style()
        try RenderOptions(scale: scale, jobs: jobs).validate()
        let recording = try reference.map {
            try ReviewReference(parsing: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let timelines = try scenes.map { try SceneLookup.timeline(id: $0, canvas: canvas.override()) }
        let directory = SceneLookup.url(out)
        try ReviewExport(timelines: timelines, scale: scale, jobs: jobs, chrome: chrome.chrome, progress: style,
                         reference: recording)
            .write(to: directory) { ProgressOptions.status("review: \($0)", style: style) }
        print("wrote \(directory.appendingPathComponent("index.html").path)")
    }
}
