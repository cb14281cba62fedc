import ArgumentParser
import Zoetrope

/// The scene a command works on, and the canvas to evaluate it on: shared by render, still and inspect
/// (`video` declares its own: with `--from-frames` it takes no scene, but it takes the same `CanvasOptions`).
struct SceneSelection: ParsableArguments {
    @Argument(help: "A scene id (see `zoetrope list`).") var scene: String
    @OptionGroup var canvas: CanvasOptions

    /// The evaluated timeline (see `SceneLookup.timeline`).
    func timeline() throws -> SceneTimeline {
        try SceneLookup.timeline(id: scene, canvas: canvas.override())
    }
}
