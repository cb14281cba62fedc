import ArgumentParser
import Zoetrope

/// `--device`, `--orientation` and `--color-scheme`: the canvas a scene is evaluated on. Every command that
/// evaluates a scene takes this group (render, still and inspect through `SceneSelection`, video directly), so the
/// flags mean the same everywhere.
struct CanvasOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Evaluate on this device preset: its size, scale and safe area (see `zoetrope list --devices`).",
                               valueName: "name"))
    var device: String?
    @Option(help: "portrait or landscape (default: the scene's device's; portrait for a custom canvas).")
    var orientation: Orientation?
    @Option(help: "Render in light or dark appearance (default: the scene's).") var colorScheme: ColorScheme?

    /// The flags as a value; an unknown `--device` name is a `CLIError.unknownDevice`.
    func override() throws -> CanvasOverride {
        var device: Device?
        if let name = self.device {
            guard let preset = Device.named(name) else {
                throw CLIError.unknownDevice(name: name, known: Device.allCases.map(\.cliName))
            }
            device = preset
        }
        return CanvasOverride(device: device, orientation: orientation, colorScheme: colorScheme)
    }

    /// The flags that were given, for commands that cannot use them (`video --from-frames`).
    var givenFlags: [String] {
        [("--device", device != nil), ("--orientation", orientation != nil), ("--color-scheme", colorScheme != nil)]
            .filter(\.1).map(\.0)
    }
}
