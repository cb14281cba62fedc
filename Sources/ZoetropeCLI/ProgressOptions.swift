import ArgumentParser
import Foundation
import ZoetropeRender

/// `--progress auto|bar|lines|json|none` and `-q/--quiet`, shared by the commands that render frames (render,
/// video, audit, review). Everything they write on stderr goes through here, except errors (`ErrorReport`), which
/// no flag silences.
///
/// `--quiet` is `--progress none` and also drops status lines (an audit's summary, review's steps); standard output
/// is the command's result and is never silenced. `--quiet` with `--progress bar|lines|json` is refused, naming
/// both flags: the two ask for opposite things.
struct ProgressOptions: ParsableArguments {
    /// The values of `--progress`: `auto` and the styles.
    static let modes = ["auto"] + ProgressReporter.Style.allCases.map(\.rawValue)

    /// Parsed as text, so that a wrong value is one line naming the flag (`style()`) rather than ArgumentParser's
    /// usage block.
    @Option(help: ArgumentHelp(
        "Progress on stderr: auto (a bar on a terminal, otherwise a line per tenth of the frames), bar, lines, json (one JSON object a line) or none.",
        valueName: "mode"),
            completion: .list(modes))
    var progress: String?

    @Flag(name: [.short, .long], help: "No progress or status lines on stderr (errors are still shown; stdout is unchanged).")
    var quiet = false

    /// The style the flags ask for: `--quiet` is `none`; `auto` (the default) is a bar on a terminal, lines otherwise.
    func style() throws -> ProgressReporter.Style {
        let requested: ProgressReporter.Style?
        switch progress {
        case nil, "auto"?:
            requested = nil
        case let value?:
            guard let style = ProgressReporter.Style(rawValue: value) else {
                throw CLIError.badValue(flag: "--progress", value: value, column: nil,
                                        problem: "expected auto, bar, lines, json or none, got '\(value)'")
            }
            requested = style
        }
        if quiet {
            if let requested, requested != ProgressReporter.Style.none {
                throw CLIError.conflictingFlags(flag: "--quiet", other: "--progress \(requested.rawValue)",
                                                reason: "--quiet shows no progress; give one of the two")
            }
            return .none
        }
        return requested ?? .automatic
    }

    /// A reporter for `scene` in the style the flags ask for.
    func reporter(scene: String) throws -> ProgressReporter {
        ProgressReporter(scene: scene, style: try style())
    }

    /// Writes `text` on stderr as a status line in `style` (as JSON for `json`, nothing for `none`).
    static func status(_ text: String, style: ProgressReporter.Style) {
        guard let line = ProgressReporter.statusLine(text, style: style) else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Status lines written before the command line is parsed: `zoetrope FILE.swift …` says it is building the files
/// (`zoetrope: compiled Card.swift in 2.6 s`) before the command runs. They follow `--quiet` and `--progress` as
/// the command will, read from the raw arguments.
public enum EarlyStatus {
    /// Writes one status line on stderr in the style `arguments` ask for (nothing with `-q`, `--quiet` or
    /// `--progress none`; a JSON `message` event with `--progress json`).
    public static func writer(arguments: [String]) -> (String) -> Void {
        let style = style(arguments: arguments)
        return { ProgressOptions.status($0, style: style) }
    }

    /// The style of status lines for `arguments` (words after `--` are not options).
    static func style(arguments: [String]) -> ProgressReporter.Style {
        var progress: String?
        var quiet = false
        var words = arguments[...]
        while let word = words.popFirst(), word != "--" {
            if word == "-q" || word == "--quiet" {
                quiet = true
            } else if word == "--progress" {
                progress = words.popFirst()
            } else if word.hasPrefix("--progress=") {
                progress = String(word.dropFirst("--progress=".count))
            }
        }
        if quiet || progress == "none" { return .none }
        return progress == "json" ? .json : .lines
    }
}
