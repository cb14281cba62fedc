import Foundation
import Testing

/// docs/swiftui-coverage.md cannot drift from the code: every name in the API column of a row marked supported or
/// approximated (each identifier inside its code spans: types, methods, argument labels, cases) is declared
/// somewhere in Sources/, and every row has one of the three statuses.
@Suite struct CoverageDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every word of the package's Swift sources: each run of letters, digits and underscores, so a name is in the
    /// set exactly when it occurs with a word boundary on both sides (what a `\bname\b` search would find), read
    /// once instead of one search of the whole text per name.
    static func sourceWords() -> Set<String> {
        let folder = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var words: Set<String> = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let file = try? Data(contentsOf: url) else { continue }
            var start: Int?
            file.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                for index in 0...bytes.count {
                    let byte = index < bytes.count ? bytes[index] : 0x20
                    // ASCII letters, digits, underscore, and any byte of a multi-byte UTF-8 character (as `\w` would
                    // take letters beyond ASCII).
                    let inWord = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == 0x5F || byte >= 0x80
                    if inWord {
                        if start == nil { start = index }
                    } else if let first = start {
                        words.insert(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
                        start = nil
                    }
                }
            }
        }
        return words
    }

    /// The identifiers inside the code spans of `cell`.
    static func identifiers(in cell: String) -> [String] {
        let spans = cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        var names: [String] = []
        for span in spans {
            // String literals ("AssetName") are examples, not names.
            let code = span.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            var current = ""
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else {
                    if let first = current.first, first.isLetter || first == "_" { names.append(current) }
                    current = ""
                }
            }
        }
        return names
    }

    @Test func everySupportedNameIsDeclaredInTheSources() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
        let words = Self.sourceWords()
        // Words every Swift file has or that name Swift itself, not Zoetrope's API.
        let ignored: Set<String> = ["init", "some", "View", "self", "Self", "true", "false", "nil", "let", "var", "in", "e", "g"]
        var missing: [String] = []
        var rows = 0
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let status = cells[2]
            #expect(["supported", "approximated", "not yet"].contains(status), "\(line)")
            rows += 1
            guard status != "not yet" else { continue }
            for name in Self.identifiers(in: cells[1]) where !ignored.contains(name) {
                // Declared or used as a name: a word boundary on both sides.
                if !words.contains(name) { missing.append("\(name) (\(cells[1]))") }
            }
        }
        #expect(rows > 50, "\(rows) rows")
        #expect(missing.isEmpty, "names in docs/swiftui-coverage.md not found in Sources/: \(missing)")
    }
}
