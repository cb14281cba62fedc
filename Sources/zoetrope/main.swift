import Foundation
import ZoetropeSystem
import Scenes
import ZoetropeCLI
import ZoetropeUserFiles

// `zoetrope COMMAND [FILE.swift | FOLDER]… ARGS`: with Swift files, the scenes come from those files, built once
// into a cached executable (ZoetropeUserFiles) that takes the remaining arguments; without, from the built-in catalog.
let split = SceneArguments(splitting: CommandLine.arguments)
if split.files.isEmpty {
    SceneLookup.catalog = { Catalog.scenes }
    ZoetropeCommand.main()
} else {
    do {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let host = SceneHost(sources: try SceneSources(paths: split.files, relativeTo: directory))
        let status = EarlyStatus.writer(arguments: split.arguments)
        let executable = try host.prepare { status("zoetrope: \($0)") }
        // The files as the user wrote them, for commands that print a command to run again (`snapshot`'s
        // re-record line), since the scenes' executable is not given them as arguments.
        setenv(SceneArguments.sourcesVariable, split.files.joined(separator: "\n"), 1)
        try executable.run(arguments: Array(split.arguments.dropFirst()))
    } catch {
        ErrorReport.exit(with: error)
    }
}
