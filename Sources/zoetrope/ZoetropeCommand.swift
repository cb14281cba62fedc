import ArgumentParser
import Foundation

/// The `zoetrope` command: parsing and orchestration only; the work happens in ZoetropeRender.
@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style motion to PNG frames and video.",
        subcommands: [
            ListCommand.self,
            RenderCommand.self,
            StillCommand.self,
            VideoCommand.self,
            InspectCommand.self,
            CurveCommand.self,
        ]
    )

    /// Runs the command line, turning every error into text and an exit code in one place (`ErrorReport`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            ErrorReport.exit(with: error)
        }
    }
}
