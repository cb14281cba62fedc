import ArgumentParser
import Foundation
import ZoetropeRender
import ZoetropeMotion

/// `zoetrope curve ANIMATION …`: samples one animation exactly as it would drive a value (architecture.md).
/// Parsing and sampling live in ZoetropeMotion (`CurveRequest`); this command only maps flags and prints.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample an animation written in SwiftUI syntax as t,value,velocity rows.",
        discussion: """
        Examples:
          zoetrope curve '.spring(duration: 0.5, bounce: 0.3)'
          zoetrope curve '.easeInOut(duration: 0.4).delay(0.1)' --from 0 --to 100 --fps 30
          zoetrope curve .snappy --to 100 --retarget '0.15:200' --retarget '0.4:50:.easeOut' --format json
        """
    )

    @Argument(help: "The animation, e.g. '.spring(response: 0.3, dampingFraction: 0.6).delay(0.1)'.")
    var animation: String

    @Option(help: "Start value (default 0).") var from: String?
    @Option(help: "Target value (default 1).") var to: String?
    @Option(help: "Sample every 1/N s (default 60).") var fps: String?
    @Option(help: "Sample exactly these comma-separated times (seconds).") var times: String?
    @Option(help: "Last sample time for --fps (default: when the animation finishes).") var until: String?
    @Option(help: "Change the target at time T to VALUE, with ANIMATION if given: T:VALUE[:ANIMATION]. Repeatable.")
    var retarget: [String] = []
    @Option(help: "Output format: csv or json.") var format: String = "csv"
    @Option(help: "Also draw the curve, with axes, labels and event markers, to this PNG file.") var plot: String?

    func run() throws {
        guard format == "csv" || format == "json" else {
            fail("--format, column 1: expected csv or json, got '\(format)'")
        }
        if let plot, !plot.lowercased().hasSuffix(".png") {
            fail("--plot: expected a file name ending in .png, got '\(plot)'")
        }
        do {
            let request = try CurveRequest(animation: animation, from: from, to: to, fps: fps, times: times, until: until,
                                           retargets: retarget)
            let table = request.table()
            if let plot {
                do {
                    try CurvePlot(table: table).writePNG(to: URL(fileURLWithPath: plot))
                } catch {
                    fail("--plot: cannot write '\(plot)': \(error)")
                }
            }
            print(format == "json" ? table.json : table.csv, terminator: "")
        } catch let error as CurveInputError {
            var message = "error: \(error)"
            if let source = error.flag == "ANIMATION" ? animation : nil {
                message += "\n  \(source)\n  " + String(repeating: " ", count: max(0, error.column - 1)) + "^"
            }
            fail(message)
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message.hasPrefix("error:") ? message : "error: " + message).utf8 + [10]))
        Foundation.exit(2)
    }
}
