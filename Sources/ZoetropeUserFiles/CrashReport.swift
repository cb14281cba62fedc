import Foundation
import ZoetropeMotion

/// What the Swift runtime printed when a scene program built from a user's files crashed (its fatal-error line and
/// backtrace), read back as one line: the user's file and line, the scene, the time, and what went wrong.
public struct CrashReport: Hashable, Sendable {
    /// The runtime's output from its first crash line on.
    public var text: String

    public init(_ text: String) { self.text = text }

    /// The words the runtime starts a crash with, at the start of a line or after a `FILE:LINE: ` prefix.
    static let markers = ["Fatal error", "Precondition failed", "Assertion failed", "*** Signal ", "Program crashed:"]

    /// Where in `bytes` the runtime's crash output begins: the start of the line holding the first marker.
    public static func start(in bytes: UnsafeRawBufferPointer) -> Int? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else { return nil }  // a multi-byte character cut at the edge: no marker
        guard let marker = markers.compactMap({ text.range(of: $0)?.lowerBound }).min() else { return nil }
        let lineStart = text[..<marker].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return text.utf8.distance(from: text.startIndex, to: lineStart)
    }

    /// `FILE:LINE` of the innermost frame in the user's files (mapped from the cached copies to the originals), or
    /// nil when no frame is in them.
    public func userLocation(_ copies: [SourceCopy]) -> String? {
        for line in text.split(separator: "\n") {
            for copy in copies {
                // A backtrace frame names the copy's full path; a fatal-error line `Scenes_…/Card.swift:LINE`.
                let spellings = [copy.copy.path, copy.copy.deletingLastPathComponent().lastPathComponent + "/" + copy.copy.lastPathComponent]
                for spelling in spellings {
                    guard let range = line.range(of: spelling + ":") else { continue }
                    let digits = line[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
                    if !digits.isEmpty { return "\(copy.original.path):\(digits)" }
                }
            }
        }
        return nil
    }

    /// What went wrong: the runtime's message (`Fatal error: …`), else the kind of crash.
    public var problem: String {
        let lines = text.split(separator: "\n").map(String.init)
        for keyword in ["Fatal error", "Precondition failed", "Assertion failed"] {
            if let line = lines.first(where: { $0.contains(keyword) }), let range = line.range(of: keyword) {
                return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        if let line = lines.first(where: { $0.contains("Program crashed: ") }), let range = line.range(of: "Program crashed: ") {
            var kind = String(line[range.upperBound...])
            if let at = kind.range(of: " at 0x") { kind = String(kind[..<at.lowerBound]) }
            kind = kind.trimmingCharacters(in: CharacterSet(charactersIn: " *"))
            // What an optimized build's failed runtime check looks like, with no message of its own.
            return kind == "Illegal instruction" || kind == "Trace/breakpoint trap"
                ? kind + " (a failed runtime check: an index out of range, an arithmetic overflow, unwrapping nil, …)" : kind
        }
        return "crashed"
    }

    /// One line: `FILE:LINE: scene 'ID' crashed at t = T s: Fatal error: …`.
    public func summary(copies: [SourceCopy], scene: String?, time: Double?, signal: Int32) -> String {
        let place = scene.map { id in "scene '\(id)' crashed" + (time.map { " at t = \(NumberText.thousandths($0)) s" } ?? "") }
            ?? "the scene program crashed (signal \(signal))"
        guard let location = userLocation(copies) else {
            return "\(place), not in your files (in Zoetrope or the Swift runtime): \(problem)"
        }
        return "\(location): \(place): \(problem)"
    }
}
