import ArgumentParser
import Foundation
import ZoetropeRender
import ZoetropeMotion

/// `zoetrope curve ANIMATION …`: samples one animation exactly as it would drive a value (architecture.md).
/// Parsing and sampling live in ZoetropeMotion (`CurveRequest`); this command only maps flags and prints. Errors go
/// to `ErrorReport` as `CLIError.badValue`, with the flag, the column and the value.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample an animation written in SwiftUI syntax as t,value,velocity rows.",
        discussion: """
        Examples:
          zoetrope curve '.spring(duration: 0.5, bounce: 0.3)'
          zoetrope curve '.easeInOut(duration: 0.4).delay(0.1)' --from 0 --to 100 --fps 30
          zoetrope curve .snappy --from 300 --to -50
          zoetrope curve .snappy --to 100 --retarget '0.15:200' --retarget '0.4:50:.easeOut' --format json
        """
    )

    @Argument(help: "The animation, e.g. '.spring(response: 0.3, dampingFraction: 0.6).delay(0.1)'.")
    var animation: String

    // `.unconditional`: the next word is the value even when it starts with '-', so `--to -50` works; the values are
    // checked (and negative ones refused where they make no sense) by `CurveRequest`.
    @Option(parsing: .unconditional, help: "Start value (default 0).") var from: String?
    @Option(parsing: .unconditional, help: "Target value (default 1).") var to: String?
    @Option(parsing: .unconditional, help: "Sample every 1/N s (default 60).") var fps: String?
    @Option(parsing: .unconditional, help: "Sample exactly these comma-separated times (seconds).") var times: String?
    @Option(parsing: .unconditional, help: "Last sample time for --fps (default: when the animation finishes).") var until: String?
    @Option(parsing: .unconditionalSingleValue,
            help: "Change the target at time T to VALUE, with ANIMATION if given: T:VALUE[:ANIMATION]. Repeatable.")
    var retarget: [String] = []
    @Option(help: "Output format: csv or json.") var format: String = "csv"
    @Option(help: "Also draw the curve, with axes, labels and event markers, to this PNG file.") var plot: String?

    func run() throws {
        guard format == "csv" || format == "json" else {
            throw CLIError.badValue(flag: "--format", value: format, column: 1, problem: "expected csv or json, got '\(format)'")
        }
        if let plot, !plot.lowercased().hasSuffix(".png") {
            throw CLIError.badValue(flag: "--plot", value: plot, column: nil,
                                    problem: "expected a file name ending in .png, got '\(plot)'")
        }
        let table: CurveTable
        do {
            table = try CurveRequest(animation: animation, from: from, to: to, fps: fps, times: times, until: until,
                                     retargets: retarget).table()
        } catch let error as CurveInputError {
            throw CLIError.badValue(flag: error.flag, value: value(of: error.flag), column: error.column, problem: error.message)
        }
        if let plot {
            do {
                try CurvePlot(table: table).writePNG(to: URL(fileURLWithPath: plot))
            } catch let RenderError.writeFailed(_, reason), let RenderError.outputNotWritable(_, reason) {
                throw CLIError.outputFailed(flag: "--plot", path: plot, reason: reason)
            } catch {
                throw CLIError.outputFailed(flag: "--plot", path: plot, reason: "\(error)")
            }
        }
        print(format == "json" ? try table.json : table.csv, terminator: "")
    }

    /// What was given for `flag`; for `--retarget`, the first value that does not parse on its own.
    private func value(of flag: String) -> String {
        switch flag {
        case "ANIMATION": return animation
        case "--from": return from ?? ""
        case "--to": return to ?? ""
        case "--fps": return fps ?? ""
        case "--times": return times ?? ""
        case "--until": return until ?? ""
        case "--retarget": return retarget.first { (try? CurveRetarget.parse($0)) == nil } ?? retarget.first ?? ""
        default: return ""
        }
    }
}
