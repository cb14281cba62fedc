import Foundation
import Scenes
import ZoetropeCLI

// `zoetrope COMMAND [FILE.swift | FOLDER]… ARGS`: with Swift files, the scenes come from those files, built once
// into a cached executable that takes the remaining arguments; without, from the built-in catalog.
let split = UserSceneFiles.split(CommandLine.arguments)
if split.files.isEmpty {
    SceneLookup.catalog = { Catalog.scenes }
    ZoetropeCommand.main()
} else {
    UserSceneFiles.run(files: split.files, arguments: split.arguments)
}
