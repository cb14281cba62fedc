import Foundation
import Zoetrope

/// One view in one frame of a recorded trace: a line of `MotionTrace.text`, the view's path, a tab, then its type
/// and fields (`frame=…`, `bounds=…`, `opacity=…`, style, running animations).
public struct TraceLine: Hashable, Sendable {
    /// The structural identity path.
    public var path: String
    /// Everything after the tab: the type, then space-separated fields.
    public var fields: String

    public init(path: String, fields: String) {
        self.path = path
        self.fields = fields
    }

    /// The line as it is written: `path⇥fields`.
    public var text: String { path + "\t" + fields }

    /// Splits a written line at its last tab (paths may hold tabs through ForEach ids; fields never do, since
    /// style text escapes them). nil when the line has no tab.
    public init?(parsing line: Substring) {
        guard let tab = line.lastIndex(of: "\t") else { return nil }
        self.init(path: String(line[..<tab]), fields: String(line[line.index(after: tab)...]))
    }

    /// The lines of `trace.text` without its comment line, in drawing order.
    static func lines(of trace: MotionTrace) -> [TraceLine] {
        trace.text.split(separator: "\n").compactMap { $0.hasPrefix("#") ? nil : TraceLine(parsing: $0) }
    }
}
