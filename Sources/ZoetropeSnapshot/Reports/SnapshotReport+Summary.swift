import Foundation
import ZoetropeMotion

extension SnapshotReport {
    /// One line per scene for stderr, ids padded to one column:
    /// "✓ fab-menu  1.23 s", "✗ fab-menu  frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7",
    /// "+ fab-menu  recorded  1.23 s".
    public var summaryLines: [String] {
        let width = scenes.map(\.id.count).max() ?? 0
        return scenes.map { scene in
            let id = scene.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let detail: String
            switch scene.status {
            case .passed: detail = Self.seconds(scene.duration)
            case .failed: detail = scene.summary.isEmpty ? "failed" : scene.summary
            case .missing: detail = scene.summary.isEmpty ? "no baseline" : scene.summary
            case .recorded: detail = (scene.summary.isEmpty ? "recorded" : scene.summary) + "  " + Self.seconds(scene.duration)
            }
            return "\(scene.status.mark) \(id)  \(Self.oneLine(detail))"
        }
    }

    /// The closing line: "1 failed, 3 passed, 1 recorded in 4.56 s" (counts that are zero left out).
    public var totalLine: String {
        let counts = counts
        let parts = [(counts.failed, "failed"), (counts.missing, "missing"), (counts.passed, "passed"), (counts.recorded, "recorded")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return (parts.isEmpty ? "no scenes" : parts.joined(separator: ", ")) + " in " + Self.seconds(duration)
    }

    /// Seconds with two decimals, whatever the locale: "1.23 s".
    static func seconds(_ value: Double) -> String {
        NumberText.fixed(value.isFinite ? value : 0, places: 2) + " s"
    }

    /// `text` with line breaks turned into spaces, for one-line outputs.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

extension SnapshotReport.Status {
    /// The mark in front of a summary line.
    var mark: String {
        switch self {
        case .passed: return "✓"
        case .failed, .missing: return "✗"
        case .recorded: return "+"
        }
    }
}
