import Foundation

/// One user file and where the build cache keeps its copy, so that compiler messages about the copy can point at
/// the original.
public struct SourceCopy: Hashable, Sendable {
    /// The user's file.
    public var original: URL
    /// The copy inside the host package.
    public var copy: URL

    public init(original: URL, copy: URL) {
        self.original = original
        self.copy = copy
    }

    /// The copies' file names, in the order of `files`: each file keeps its own name, except that files sharing a
    /// name are prefixed with their position (`0_Card.swift`, `3_Card.swift`) so no copy overwrites another.
    public static func names(for files: [URL]) -> [String] {
        files.enumerated().map { index, file in
            let name = file.lastPathComponent
            return files.filter { $0.lastPathComponent == name }.count > 1 ? "\(index)_\(name)" : name
        }
    }

    /// The copies of `files` in `folder`, named by `names(for:)`.
    public static func copies(of files: [URL], in folder: URL) -> [SourceCopy] {
        zip(files, names(for: files)).map { SourceCopy(original: $0, copy: folder.appendingPathComponent($1)) }
    }
}
