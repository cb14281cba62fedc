import Foundation

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
    ///
    /// An error in the generated `main.swift` (`entryPoint`) can only be about the user's `scenes` (`let scenes =
    /// [1, 2, 3]`): it is reported at `scenes`' declaration, `FILE:LINE`, saying what the list must be.
    public func errorLines(_ copies: [SourceCopy], entryPoint: URL? = nil, scenes: (file: URL, line: Int)? = nil) -> [String] {
        var seen = Set<String>()
        let lines: [String] = CompilerOutput(remapped(copies)).text.split(separator: "\n").map(String.init)
        return lines
            .filter { (line: String) -> Bool in line.contains(": error: ") }
            .map { (line: String) -> String in
                guard let entryPoint, let scenes, line.hasPrefix(entryPoint.path + ":"),
                      let said = line.range(of: ": error: ") else { return line }
                return "\(scenes.file.path):\(scenes.line):1: error: `scenes` must be a list of MotionScene values, "
                    + "e.g. let scenes: [MotionScene] = [MotionScene(\"card\", duration: 2) { Card() }] "
                    + "(the compiler: \(line[said.upperBound...]))"
            }
            .filter { (line: String) -> Bool in seen.insert(line).inserted }
    }
}
