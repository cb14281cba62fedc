import ArgumentParser
import Foundation
import ZoetropeClock
import ZoetropeRender

/// The `zoetrope` command: parsing and orchestration only; the work happens in ZoetropeRender.
public struct ZoetropeCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style motion to PNG frames and video.",
        version: ZoetropeVersion.current,
        subcommands: [
            ListCommand.self,
            RenderCommand.self,
            StillCommand.self,
            VideoCommand.self,
            InspectCommand.self, SpecCommand.self,
            SheetCommand.self, ReviewCommand.self, PreviewCommand.self,
            AuditCommand.self,
            CurveCommand.self,
            SnapshotCommand.self,
            BuildCommand.self,
        ]
    )

    /// Runs the command line, turning every error into text and an exit code in one place (`ErrorReport`).
    /// `arguments` (without the program name) replace the process's own: `zoetrope preview FILE.swift …` parses
    /// what is left once the files are taken out.
    public static func main(arguments: [String]? = nil) {
        // Before anything async: a scene's tasks run on its clock (SceneExecutors).
        SceneExecutors.install()
        // `--version` prints the release with the libraries and ffmpeg in use, which ArgumentParser's
        // fixed version string cannot; the configuration's version makes the flag appear in `--help`.
        if (arguments ?? Array(CommandLine.arguments.dropFirst())) == ["--version"] {
            print(ZoetropeVersion.report(), terminator: "")
            return
        }
        do {
            let ids = SceneLookup.allScenes().map(\.id)
            if let repeated = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
                throw CLIError.duplicateScene(id: repeated)
            }
            var command = try parseAsRoot(arguments)
            SignalHandling.install()
            EvaluationWatch.install()
            try command.run()
        } catch {
            ErrorReport.exit(with: error)
        }
    }
}
