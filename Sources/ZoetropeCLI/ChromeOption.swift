import ArgumentParser

/// `--chrome` / `--no-chrome` on render, still, video, sheet and review: the device's status bar, Dynamic Island and
/// home indicator over the frames.
struct ChromeOption: ParsableArguments {
    @Flag(inversion: .prefixedNo,
          help: ArgumentHelp("Draw the device's status bar (9:41, full signal, Wi-Fi and battery), Dynamic Island and home indicator over the frames; --no-chrome leaves them off (default: the scene's chrome:, off unless it says so)."))
    var chrome: Bool?

    /// The flag that was given, for commands that cannot use it (`video --from-frames`).
    var givenFlags: [String] {
        switch chrome {
        case true?: return ["--chrome"]
        case false?: return ["--no-chrome"]
        case nil: return []
        }
    }
}
