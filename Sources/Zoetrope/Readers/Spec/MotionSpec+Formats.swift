import Foundation

extension MotionSpec {

    /// The spec as a Markdown table (for tickets and pull requests), the script's interactions first.
    public var markdown: String {
        var lines = ["# Motion spec: \(scene) (\(NumberText.seconds(duration)) s)", ""]
        if !events.isEmpty {
            lines += ["| interaction | at (s) | held (s) |", "| --- | --- | --- |"]
            lines += events.map { "| `\($0.label)` | \(NumberText.seconds($0.time)) | \(NumberText.seconds($0.duration)) |" }
            lines.append("")
        }
        lines += ["| view | property | from | to | animation | start (s) | logically complete (s) | finish (s) |",
                  "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        for row in rows {
            let cells = ["\(row.name) (`\(Self.shortPath(row.view))`)", row.property, row.from, row.to, "`\(row.animation)`",
                         NumberText.seconds(row.start), NumberText.seconds(row.logicalCompletion), NumberText.seconds(row.finish)]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rows as CSV (RFC 4180 quoting), one header line.
    public var csv: String {
        func field(_ s: String) -> String {
            s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        var lines = ["name,view,type,property,from,to,animation,start,logical_completion,finish"]
        for row in rows {
            lines.append([row.name, row.view, row.type, row.property, row.from, row.to, row.animation, NumberText.seconds(row.start),
                          row.logicalCompletion.map { NumberText.seconds($0) } ?? "", row.finish.map { NumberText.seconds($0) } ?? ""]
                .map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The spec as pretty-printed JSON with sorted keys (`JSONEncoder`).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The last three components of a path, after `…/` when there are more.
    static func shortPath(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count <= 3 ? path : "…/" + parts.suffix(3).joined(separator: "/")
    }
}
