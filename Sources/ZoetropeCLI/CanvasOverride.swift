import Zoetrope

/// What the command line changes about a scene's canvas before the scene is evaluated (layout depends on it).
struct CanvasOverride: Hashable {
    /// Another device preset (`--device`).
    var device: Device?
    /// The other way up (`--orientation`); nil keeps the scene's.
    var orientation: Orientation?
    /// Light or dark (`--color-scheme`); nil keeps the scene's, whatever the device.
    var colorScheme: ColorScheme?

    /// `scene` on the overridden canvas. `--device` alone keeps the orientation of the scene's preset (portrait
    /// for a custom canvas); `--orientation` alone turns the scene's own preset, and a scene on a custom canvas has
    /// none, which is a `CLIError.badValue` asking for `--device`.
    func applied(to scene: MotionScene) throws -> MotionScene {
        var scene = scene
        if device != nil || orientation != nil {
            guard let device = device ?? scene.canvas.device else {
                let size = "\(NumberText.plain(scene.canvas.size.width))x\(NumberText.plain(scene.canvas.size.height)) pt"
                let turn = orientation?.rawValue ?? Orientation.landscape.rawValue
                throw CLIError.badValue(
                    flag: "--orientation", value: turn, column: nil,
                    problem: "scene '\(scene.id)' is drawn on a custom \(size) canvas, not a device preset, so it "
                        + "cannot be turned; give a device too, e.g. --device iphone-16-pro --orientation \(turn)")
            }
            // Unturned, a preset keeps the way up the scene's own preset was held; a custom canvas has none: portrait.
            let kept = scene.canvas.device == nil ? Orientation.portrait : scene.canvas.orientation
            scene = scene.on(device, orientation: orientation ?? kept)
        }
        if let colorScheme { scene = scene.withCanvas(scene.canvas.colorScheme(colorScheme)) }
        return scene
    }
}
