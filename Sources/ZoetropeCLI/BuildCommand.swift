import ArgumentParser
import Foundation

/// `zoetrope build FILE.swift…`: compiles scene files into the cache ahead of time, so that later commands on them
/// start at once (a CI step before a matrix of renders, or a folder of independent scene files with `--each`).
/// The files are handled by `zoetrope` itself before the command line is parsed; this command is reached only
/// without them, and says what it needs.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile Swift scene files ahead of time (each file on its own with --each).",
        discussion: """
            zoetrope build Card.swift Helpers.swift   compiles the files as one set, as `render` would
            zoetrope build --each Screens/            compiles every file of the folder as its own set, in one build
            """)

    @Flag(help: "Compile each file as its own set of scenes (each declares its own `scenes`), all in one build.")
    var each = false

    func run() throws {
        throw ValidationError("name the Swift files or folders to compile, e.g. `zoetrope build Card.swift` or `zoetrope build --each Screens/`")
    }
}
