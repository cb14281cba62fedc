import ArgumentParser
import Zoetrope

/// The scene a command works on, and the appearance to evaluate it in: shared by render, still and inspect
/// (`video` declares its own: with `--from-frames` it takes no scene).
struct SceneSelection: ParsableArguments {
    @Argument(help: "A scene id (see `zoetrope list`).") var scene: String
    @Option(help: "Render in light or dark appearance (default: the scene's).") var colorScheme: ColorScheme?

    /// The evaluated timeline (see `SceneLookup.timeline`).
    func timeline() throws -> SceneTimeline {
        try SceneLookup.timeline(id: scene, colorScheme: colorScheme)
    }
}
