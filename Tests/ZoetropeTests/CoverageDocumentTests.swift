import Foundation
import Testing

/// docs/swiftui-coverage.md cannot drift from the code: every name in the API column of a row marked supported or
/// approximated (each identifier inside its code spans: types, methods, argument labels, cases) is declared
/// somewhere in Sources/, and every row has one of the three statuses.
@Suite struct CoverageDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift source of the package, as one text.
    static func sources() -> String {
        let folder = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var text = ""
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift", let file = try? String(contentsOf: url, encoding: .utf8) { text += file + "\n" }
        }
        return text
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
        let sources = Self.sources()
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
                if sources.range(of: "\\b\(name)\\b", options: .regularExpression) == nil { missing.append("\(name) (\(cells[1]))") }
            }
        }
        #expect(rows > 50, "\(rows) rows")
        #expect(missing.isEmpty, "names in docs/swiftui-coverage.md not found in Sources/: \(missing)")
    }
}
