import Foundation

/// What `zoetrope audit` reports for one scene: the frames it read and every finding, in frame order.
public struct AuditReport: Hashable, Sendable, Encodable {
    public var scene: String
    /// Frames per second; frame i is at i / fps.
    public var fps: Double
    /// How many frames were audited.
    public var frames: Int
    public var findings: [AuditFinding]

    public init(scene: String, fps: Double, frames: Int, findings: [AuditFinding]) {
        self.scene = scene
        self.fps = fps
        self.frames = frames
        self.findings = findings.sorted { ($0.frame, $0.kind.rawValue, $0.path ?? "") < ($1.frame, $1.kind.rawValue, $1.path ?? "") }
    }

    /// One line per finding (see `AuditFinding.line`), each ending in a newline; empty when there is none.
    public var text: String {
        findings.map { $0.line + "\n" }.joined()
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}

extension AuditFinding {
    /// The finding as one line of tab-separated fields, so that a script can cut it and a path holding spaces
    /// stays one field: time, frame, kind, view path (`-` for a pixel spike), then what changed and by how much.
    ///
    ///     0.717 s	frame 43	jump	TodayStories/…/Text	bounds 72.387,355.549,108.491,82 → 20.07,375.961,213.247,41: …
    public var line: String {
        var what = property
        // A running animation's spelling is in the detail already.
        switch kind == .runningAtEnd ? (nil, nil) : (before, after) {
        case let (before?, after?): what += " \(before) → \(after)"
        case let (before?, nil): what += " \(before) → gone"
        case let (nil, after?): what += " \(after)"
        case (nil, nil): break
        }
        var fields = [String(format: "%.3f s", time), "frame \(frame)", kind.rawValue, path ?? "-", what + ": " + detail]
        if let file { fields[4] += " (\(file))" }
        return fields.joined(separator: "\t")
    }
}
