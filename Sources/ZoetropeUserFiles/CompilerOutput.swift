/// What `swift build` printed, read back in terms of the user's files.
public struct CompilerOutput: Hashable, Sendable {
    /// The build's combined stdout and stderr.
    public var text: String

    public init(_ text: String) { self.text = text }

    /// The text with every copy's path replaced by its original's. The copies share one folder, so no copy's path
    /// is part of another's (`/f/Card.swift` is not in `/f/0_Card.swift`).
    public func remapped(_ copies: [SourceCopy]) -> String {
        copies.reduce(text) { text, copy in
            text.replacingOccurrences(of: copy.copy.path, with: copy.original.path)
        }
    }

    /// The `FILE:LINE:COLUMN: error: …` lines, remapped to the user's files, each once, in first-seen order (the
    /// compiler repeats some diagnostics once per build step).
    public func errorLines(_ copies: [SourceCopy]) -> [String] {
        var seen = Set<String>()
        return CompilerOutput(remapped(copies)).text
            .split(separator: "\n").map(String.init)
            .filter { $0.contains(": error: ") && seen.insert($0).inserted }
    }
}
