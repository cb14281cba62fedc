import Foundation

/// The user's Swift files, resolved from the paths given on the command line: absolute, without duplicates, sorted
/// by path, with exactly one of them declaring the top-level `scenes` list.
public struct SceneSources: Hashable, Sendable {
    /// The files, absolute and sorted by path.
    public let files: [URL]

    /// Resolves `paths` (files or folders, relative to `directory`) and checks that one file declares `scenes`.
    public init(paths: [String], relativeTo directory: URL) throws {
        // As a folder whatever its spelling: a base without a trailing slash would resolve against its parent.
        let base = URL(fileURLWithPath: directory.path, isDirectory: true)
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw UserFilesError.noSuchFile(path: path)
            }
            files += isFolder.boolValue ? Self.swiftFiles(in: url) : [url]
        }
        files = Array(Set(files)).sorted { $0.path < $1.path }
        let declaring = try files.filter { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw UserFilesError.unreadable(path: file.path, reason: "not a readable UTF-8 text file")
            }
            return Self.declaresScenes(text)
        }
        if declaring.isEmpty { throw UserFilesError.noScenes(files: files.map(\.lastPathComponent)) }
        if declaring.count > 1 { throw UserFilesError.scenesDeclaredMoreThanOnce(files: declaring.map(\.lastPathComponent)) }
        self.files = files
    }

    /// The modules whose `import` lines import Zoetrope instead in the copies that are compiled. Zoetrope re-exports
    /// Foundation and Dispatch with its scene-clock versions of `Date`, `Timer`, `DispatchQueue` in front, which a
    /// direct import would make ambiguous (`ambiguous use of 'scheduledTimer(withTimeInterval:repeats:block:)'`);
    /// Observation's own `@Observable` would not tell the scene of a change (Zoetrope has its own); the few UIKit names
    /// SwiftUI code uses (`UIColor`, `UIScreen`, `UIBezierPath`…) are Zoetrope's, and UIKit is not a module, so that
    /// `#if canImport(UIKit)` keeps meaning iOS. A file whose only import is one of these (a model file:
    /// `import Foundation`) still gets `UUID`, `Date`….
    static let replacedModules: Set<String> = ["Foundation", "Dispatch", "Observation", "UIKit"]

    /// `text` as it is compiled: each plain `import Foundation` / `Dispatch` / `Observation` / `UIKit` line becomes an
    /// import of Zoetrope, so the lines keep their numbers (errors are reported at the user's lines).
    public static func compilable(_ text: String) -> String {
        guard text.contains("import") else { return text }
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard words.count == 2, words[0] == "import", replacedModules.contains(String(words[1])) else { continue }
            lines[index] = "import Zoetrope // \(words[0]) \(words[1]): provided by Zoetrope"
        }
        return lines.joined(separator: "\n")
    }

    /// The `.swift` files in `folder` and its subfolders, sorted by path; hidden files and folders (`.build`, …) are
    /// skipped.
    public static func swiftFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
    }

    /// Whether `path` is an existing folder with at least one Swift file in it or below it.
    public static func isFolderOfSwiftFiles(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return !swiftFiles(in: URL(fileURLWithPath: path)).isEmpty
    }

    /// Declaration modifiers allowed before a top-level `let scenes`, in any order.
    static let modifiers = ["public ", "internal ", "@MainActor ", "nonisolated(unsafe) "]

    /// Whether `source` has a top-level `let`/`var scenes`: at the start of a line (not indented, so not a member),
    /// after any of `modifiers`. A line comment starts with `//`, so it never matches.
    public static func declaresScenes(_ source: String) -> Bool {
        scenesDeclarationLine(source) != nil
    }

    /// The 1-based line of the top-level `scenes` declaration in `source`, if it has one (see `declaresScenes`).
    public static func scenesDeclarationLine(_ source: String) -> Int? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { line in
            var rest = Substring(line)
            while let modifier = modifiers.first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(modifier.count).drop { $0 == " " }
            }
            guard rest.hasPrefix("let ") || rest.hasPrefix("var ") else { return false }
            let name = rest.dropFirst(4).drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name == "scenes"
        }.map { $0 + 1 }
    }
}
