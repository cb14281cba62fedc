import ArgumentParser

@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style motion to PNG frames and video.",
        subcommands: [CurveCommand.self]
    )
}
