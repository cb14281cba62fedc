import ArgumentParser
import Foundation
import ZoetropePreview
import ZoetropeRender
import ZoetropeUserFiles

/// `zoetrope preview FILE.swift… [SCENE…] [--port N]`: the review page of the files' scenes, served on 127.0.0.1 and
/// rendered again after every save (`PreviewSession`). `zoetrope` runs it itself with the files it was given
/// (`sources`); reached without them, it says what it needs.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live review page of Swift files' scenes on 127.0.0.1, rebuilt and re-rendered on every save.",
        discussion: """
            zoetrope preview Card.swift               every scene of the file, at http://127.0.0.1:8080/
            zoetrope preview Card.swift card --port 9000
            Open the address in a browser: after each save the page shows the new render, at the same time in the \
            player; a compile error appears at the top of the page, at your file and line, over the last good \
            render. The server listens on 127.0.0.1 only and answers only requests addressed to 127.0.0.1 or \
            localhost. Ctrl-C stops it and removes its files.
            """)

    /// The Swift files and folders `zoetrope` was given before the command line was parsed.
    nonisolated(unsafe) static var sources: [String] = []

    @Argument(help: "Scene ids (default: every scene the files declare).") var scenes: [String] = []
    @Option(parsing: .unconditional, help: "The port on 127.0.0.1 to serve on, 1 to 65535; 0 takes any free port.")
    var port: Int = 8080
    /// 1 by default, not the review's 2: a quarter of the pixels, so the page follows a save sooner
    /// (docs/performance.md, "Live preview").
    @Option(parsing: .unconditional, help: "Pixels per point of videos and stills (default: 1, for speed; 2 for a sharp page).")
    var scale: Double = 1
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var chrome: ChromeOption

    func run() throws {
        guard !Self.sources.isEmpty else {
            throw ValidationError("name the Swift files or folders to preview, e.g. `zoetrope preview Card.swift`")
        }
        guard (0...65_535).contains(port) else {
            throw CLIError.badValue(flag: "--port", value: String(port), column: nil,
                                    problem: "\(port) is not a port; give one from 1 to 65535 (or 0 for any free port)")
        }
        try RenderOptions(scale: scale).validate()
        _ = try canvas.override()
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // The files must exist and declare `scenes` before anything is served.
        let files = try SceneSources(paths: Self.sources, relativeTo: directory).files
        let server: LoopbackServer
        do {
            server = try LoopbackServer(port: port)
        } catch {
            throw CLIError.portUnavailable(port: port, reason: error.isInUse ? "another program is listening on it" : error.reason)
        }
        // Passed on to each `zoetrope review`, which applies them as for every command.
        var passed = chrome.givenFlags
        if let device = canvas.device { passed += ["--device", device] }
        if let orientation = canvas.orientation { passed += ["--orientation", orientation.rawValue] }
        if let colorScheme = canvas.colorScheme { passed += ["--color-scheme", colorScheme.rawValue] }
        passed += ["--scale", String(scale)]
        let session = try PreviewSession(paths: Self.sources, scenes: scenes, reviewArguments: passed, directory: directory,
                                         server: server)
        let names = files.map(\.lastPathComponent).joined(separator: ", ")
        FileHandle.standardOutput.write(Data("Previewing \(names) at \(session.address) (Ctrl-C to stop)\n".utf8))
        session.run { FileHandle.standardError.write(Data("zoetrope: \($0)\n".utf8)) }
    }
}

extension ZoetropeCommand {
    /// `zoetrope preview FILE.swift… ARGS`: runs `preview` in this process (which serves and watches while each
    /// build runs as a child), with the files `argv` named and `arguments` (the program name, `preview` and the rest).
    public static func preview(files: [String], arguments: [String]) {
        PreviewCommand.sources = files
        main(arguments: Array(arguments.dropFirst()))
    }
}
