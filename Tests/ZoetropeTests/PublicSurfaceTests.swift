import Foundation
import Testing

/// What `import Zoetrope` gives a user (issue 25): every `public`/`open` declaration of Zoetrope and of the modules it
/// re-exports (ZoetropeMotion, ZoetropeClock, Combine), listed in docs/public-api.txt, one per line as
/// `Module · Scope · declaration` (the declaration's first line, without its body or initial value). A declaration
/// added, changed or removed fails here until the list is updated on purpose — so the surface stays SwiftUI's names
/// plus the documented tooling API, and engine types (which sibling targets reach with `package` access) do not
/// leak into it unnoticed. After a deliberate change: `ZOETROPE_UPDATE_API=1 swift test --filter PublicSurfaceTests`
/// (refused on CI), then review the list's diff.
@Suite struct PublicSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let modules = ["Zoetrope", "ZoetropeMotion", "ZoetropeClock", "Combine"]
    static let listFile = root.appendingPathComponent("docs/public-api.txt")

    @Test func thePublicSurfaceIsTheReviewedOne() throws {
        var lines: [String] = []
        for module in Self.modules {
            lines += try PublicDeclarationScanner.declarations(in: Self.root.appendingPathComponent("Sources/\(module)"))
                .map { "\(module) · \($0)" }
        }
        let current = Array(Set(lines)).sorted()
        let environment = ProcessInfo.processInfo.environment
        // Never on CI (`CI` set, as CI services set it), where a rewrite would pass whatever the code does.
        let onCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        if environment["ZOETROPE_UPDATE_API"] == "1", !onCI {
            try (current.joined(separator: "\n") + "\n").write(to: Self.listFile, atomically: true, encoding: .utf8)
            return
        }
        let listed = try String(contentsOf: Self.listFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let added = Set(current).subtracting(listed).sorted(), removed = Set(listed).subtracting(current).sorted()
        #expect(added.isEmpty && removed.isEmpty, """
            the public surface differs from docs/public-api.txt (review, then ZOETROPE_UPDATE_API=1 swift test \
            --filter PublicSurfaceTests):
            added:
            \(added.prefix(40).joined(separator: "\n"))
            removed:
            \(removed.prefix(40).joined(separator: "\n"))
            """)
    }

    /// The scanner itself, on a made-up file: scopes from type declarations and extensions, bodies and initial
    /// values left out, comments, non-public declarations and the members of non-public types ignored.
    @Test func theScannerReadsScopesAndFirstLines() {
        let source = """
            // public func notThis()
            public struct Card: View {
                public var title = "a { b"
                var hidden = 1
                public init(title: String) {
                    self.title = title
                }
                public enum Style: Hashable { case plain }
            }
            extension View {
                @discardableResult public func card(_ style: Card.Style = .plain) -> some View { self }
            }
            package struct Engine {
                public var frames = 0
            }
            extension Engine {
                public func run() {}
            }
            """
        #expect(PublicDeclarationScanner.hiddenTypes(inSource: source) == ["Engine"])
        #expect(PublicDeclarationScanner.declarations(inSource: source, hiddenTypes: ["Engine"]) == [
            "Card · public enum Style: Hashable",
            "Card · public init(title: String)",
            "Card · public var title",
            "View · @discardableResult public func card(_ style: Card.Style = .plain) -> some View",
            "· public struct Card: View",
        ])
    }
}

/// Reads `public` and `open` declarations out of Swift source, line by line (a declaration's first line is its
/// signature here), tracking the enclosing types and extensions by their braces.
enum PublicDeclarationScanner {
    static func declarations(in folder: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        let sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        // Types the module declares without `public`/`open`: their members (in extensions too) are not public,
        // whatever they say.
        let hidden = Set(sources.flatMap(hiddenTypes(inSource:)))
        return sources.flatMap { declarations(inSource: $0, hiddenTypes: hidden) }
    }

    static let typeDeclaration = try! Regex(#"^(?:@[\w.]+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)\s+)*)(struct|class|enum|protocol|actor|extension)\s+([\w.]+)"#)

    /// The names of the types declared in `source` without `public` or `open`.
    static func hiddenTypes(inSource source: String) -> [String] {
        source.split(separator: "\n").compactMap { raw -> String? in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let match = line.firstMatch(of: typeDeclaration), match.output[2].substring != "extension",
                  let modifiers = match.output[1].substring, let name = match.output[3].substring else { return nil }
            return modifiers.contains("public") || modifiers.contains("open") ? nil : String(name)
        }
    }

    static func declarations(inSource source: String, hiddenTypes: Set<String> = []) -> [String] {
        var result: [String] = []
        var scopes: [(name: String, depth: Int)] = []
        var depth = 0
        var pending: String?
        let publicDeclaration = try! Regex(#"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:nonisolated(?:\(unsafe\))?\s+)?(?:public|open)\s"#)
        var inBlockComment = false
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = stripped(String(raw), inBlockComment: &inBlockComment)
            let line = code.trimmingCharacters(in: .whitespaces)
            if let match = line.firstMatch(of: typeDeclaration), let name = match.output[3].substring {
                pending = String(name)
            }
            let insideHidden = scopes.contains { hiddenTypes.contains($0.name) }
            if line.firstMatch(of: publicDeclaration) != nil, !insideHidden {
                let scope = scopes.map(\.name).joined(separator: ".")
                result.append((scope.isEmpty ? "· " : scope + " · ") + signature(line))
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let name = pending { scopes.append((name, depth)); pending = nil }
                } else if character == "}" {
                    if scopes.last?.depth == depth { scopes.removeLast() }
                    depth -= 1
                }
            }
        }
        return result.sorted()
    }

    /// The line without comments and without the contents of string literals (so braces in them do not count).
    private static func stripped(_ line: String, inBlockComment: inout Bool) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        let iterator = Array(line)
        var index = 0
        while index < iterator.count {
            let character = iterator[index]
            let next: Character = index + 1 < iterator.count ? iterator[index + 1] : " "
            if inBlockComment {
                if character == "*" && next == "/" { inBlockComment = false; index += 1 }
            } else if inString {
                if character == "\"" && previous != "\\" { inString = false; result.append(character) }
            } else if character == "/" && next == "/" {
                break
            } else if character == "/" && next == "*" {
                inBlockComment = true
                index += 1
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            previous = character
            index += 1
        }
        return result
    }

    /// The declaration without its body and, for a stored property, its initial value; spaces collapsed.
    private static func signature(_ line: String) -> String {
        var text = line
        if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        if text.range(of: #"\b(var|let)\b"#, options: .regularExpression) != nil,
           let equals = text.range(of: " = ") {
            text = String(text[..<equals.lowerBound])
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
