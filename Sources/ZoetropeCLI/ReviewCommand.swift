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
    @Option(help: ArgumentHelp("""
        A screen recording from a device to show beside a scene (repeatable, one a scene): FILE beside the first scene, \
        SCENE=FILE beside that scene. Side by side, as a difference and as an onion skin. @SECONDS: the recording's \
        time that is the scene's 0 s. Without it the offset is found at the first tap: the recording's first frame \
        that differs visibly from its first frame is lined up with the render's first frame that changes after the \
        scene's first Tap, Press or Drag.
        """, valueName: "[scene=]file[@seconds]"))
    var reference: [String] = []
    @Option(help: ArgumentHelp("An earlier review folder: a scene whose frames' traces, spec and settings are unchanged since it is not rendered again, its files are linked from there (what `zoetrope preview` passes with its last render).", valueName: "dir"))
    var reuse: String?
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
        let recordings = try reference.map {
            try ReviewReference(parsing: $0, scenes: scenes,
                                relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let timelines = try scenes.map { try SceneLookup.timeline(id: $0, canvas: canvas.override()) }
        let directory = SceneLookup.url(out)
        try ReviewExport(timelines: timelines, scale: scale, jobs: jobs, chrome: chrome.chrome, progress: style,
                         references: recordings, earlier: try reuse.map(Self.earlierReview))
            .write(to: directory) { ProgressOptions.status("review: \($0)", style: style) }
        print("wrote \(directory.appendingPathComponent("index.html").path)")
    }

    /// The folder `--reuse` names: it must be a folder (an earlier review, or one without reusable scenes).
    static func earlierReview(_ path: String) throws -> URL {
        let url = SceneLookup.url(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw RenderError.invalidValue(flag: "--reuse", value: path, expected: "an earlier review's folder (\(url.path) is not a folder)")
        }
        return url
    }
}
