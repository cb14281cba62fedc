import Foundation

/// The head of one HTTP/1.x request, as the preview server reads it: the request line and the header fields.
struct HTTPRequest: Sendable {
    var method: String
    /// The request target as sent (`/scenes/1-card/video.mp4?x=1`).
    var target: String
    var headers: [(name: String, value: String)]

    /// The first field named `name` (names compare without case), trimmed.
    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Reads a head (up to its blank line) from `bytes`; nil when it is not a well-formed HTTP/1.x request head.
    init?(head bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty,
              !requestLine[1].isEmpty else { return nil }
        method = String(requestLine[0])
        target = String(requestLine[1])
        headers = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
    }

    /// The path's segments, percent-decoded, with the query and fragment dropped; nil for a target that is not an
    /// absolute path, does not decode, or names `.` or `..` or a hidden file anywhere in it (nothing outside the
    /// served folder, nor its hidden staging folders, can be named).
    var pathSegments: [String]? {
        guard target.hasPrefix("/") else { return nil }
        let path = target.prefix { $0 != "?" && $0 != "#" }
        var segments: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(raw).removingPercentEncoding, !segment.isEmpty,
                  !segment.hasPrefix("."), !segment.contains("/"), !segment.contains("\\"),
                  !segment.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// Whether the `Host` field names this server as a browser on this machine reaches it: `127.0.0.1` or
    /// `localhost`, with this port or none. Anything else (another name that resolves here, as in DNS rebinding, or
    /// no `Host` at all) is refused.
    func isAddressedToLoopback(port: UInt16) -> Bool {
        guard let host = header("Host")?.lowercased() else { return false }
        return ["127.0.0.1", "localhost"].contains { host == $0 || host == "\($0):\(port)" }
    }

    /// The byte range a `Range: bytes=…` field asks for within a file of `size` bytes: nil when there is no such
    /// field (the whole file), `.some(nil)` when it cannot be satisfied, else the closed range.
    func byteRange(size: Int) -> ClosedRange<Int>?? {
        guard let field = header("Range") else { return nil }
        guard field.hasPrefix("bytes="), !field.contains(","), size > 0 else { return .some(nil) }
        let spec = field.dropFirst("bytes=".count).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard spec.count == 2 else { return .some(nil) }
        let first = spec[0].trimmingCharacters(in: .whitespaces), last = spec[1].trimmingCharacters(in: .whitespaces)
        if first.isEmpty {
            // The last N bytes.
            guard let count = Int(last), count > 0 else { return .some(nil) }
            return .some(max(0, size - count)...(size - 1))
        }
        guard let start = Int(first), start >= 0, start < size else { return .some(nil) }
        if last.isEmpty { return .some(start...(size - 1)) }
        guard let end = Int(last), end >= start else { return .some(nil) }
        return .some(start...min(end, size - 1))
    }
}
