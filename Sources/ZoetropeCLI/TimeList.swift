import Foundation
import ZoetropeRender

/// A comma-separated list of times in seconds (`--times 0.4,0.6,0.8`, `--onion 0.4,0.5`).
enum TimeList {
    /// The times in the order given; a value that is not a finite time from 0 s to 24 hours
    /// (`RenderOptions.maximumTime`, as for `--at`) is a `CLIError.badValue` pointing at its column.
    static func parse(_ text: String, flag: String) throws -> [Double] {
        var times: [Double] = []
        var column = 1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), value.isFinite, value >= 0, value <= RenderOptions.maximumTime else {
                throw CLIError.badValue(flag: flag, value: text, column: column,
                                        problem: "expected comma-separated times from 0 to \(Int(RenderOptions.maximumTime)) seconds "
                                            + "(24 hours), got '\(trimmed)'")
            }
            times.append(value)
            column += part.count + 1
        }
        return times
    }
}
