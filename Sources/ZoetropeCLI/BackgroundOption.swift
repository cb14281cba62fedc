import ArgumentParser
import Foundation
import ZoetropeRender

/// `--background transparent|COLOR` on render, still and video.
struct BackgroundOption: ParsableArguments {
    @Option(help: ArgumentHelp("What frames are drawn on: transparent, or a colour as #RRGGBB, #RRGGBBAA, white or black "
                               + "(default: the scene's system background). Transparent frames need PNG, .webm or .mov.",
                               valueName: "background"))
    var background: String?

    /// The parsed value; nil when not given.
    func parsed() throws -> FrameBackground? {
        guard let background else { return nil }
        guard let value = FrameBackground(parsing: background) else {
            throw RenderError.invalidValue(flag: "--background", value: background,
                                           expected: "transparent, #RRGGBB, #RRGGBBAA, white or black")
        }
        return value
    }
}
