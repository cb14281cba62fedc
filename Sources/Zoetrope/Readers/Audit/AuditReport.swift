import Foundation

/// What `zoetrope audit` reports for one scene: the frames it read and every finding, in frame order.
package struct AuditReport: Hashable, Sendable, Encodable {
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
