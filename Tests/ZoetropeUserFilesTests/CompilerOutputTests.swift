import Foundation
import Testing
import ZoetropeUserFiles

/// Compiler messages about the cached copies, read back as messages about the user's own files and lines.
@Suite struct CompilerOutputTests {
    static let cacheFolder = URL(fileURLWithPath: "/home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef")
    static let copies = [
        SourceCopy(original: URL(fileURLWithPath: "/home/me/app/Broken.swift"), copy: cacheFolder.appendingPathComponent("Broken.swift")),
        SourceCopy(original: URL(fileURLWithPath: "/home/me/app/a/Card.swift"), copy: cacheFolder.appendingPathComponent("0_Card.swift")),
        SourceCopy(original: URL(fileURLWithPath: "/home/me/app/b/Card.swift"), copy: cacheFolder.appendingPathComponent("1_Card.swift")),
    ]

    /// Shaped like `swift build` output: progress, an error printed twice, a warning, a note and the code excerpt.
    static let output = """
        Building for debugging...
        [3/7] Compiling Scenes_0123456789abcdef Broken.swift
        /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/Broken.swift:8:14: error: value of type 'some View' has no member 'frmae'
         6 |             RoundedRectangle(cornerRadius: 12)
         7 |                 .fill(.blue)
         8 |                 .frmae(width: 120, height: 120)
           |              `- error: value of type 'some View' has no member 'frmae'
        /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/1_Card.swift:3:9: warning: variable 'y' was never used
        /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/0_Card.swift:12:5: error: cannot find 'Tapp' in scope
        /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/0_Card.swift:12:5: note: did you mean 'Tap'?
        /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/Broken.swift:8:14: error: value of type 'some View' has no member 'frmae'
        error: fatalError

        """

    @Test func errorLinesPointAtTheUsersFilesOnceEach() {
        #expect(CompilerOutput(Self.output).errorLines(Self.copies) == [
            "/home/me/app/Broken.swift:8:14: error: value of type 'some View' has no member 'frmae'",
            "/home/me/app/a/Card.swift:12:5: error: cannot find 'Tapp' in scope",
        ])
    }

    @Test func theWholeOutputIsRemappedTooWhenThereAreNoErrorLines() {
        let text = "ld: undefined symbol in /home/me/.cache/zoetrope/host/Sources/Scenes_0123456789abcdef/1_Card.swift:3:9\n"
        #expect(CompilerOutput(text).errorLines(Self.copies) == [])
        #expect(CompilerOutput(text).remapped(Self.copies) == "ld: undefined symbol in /home/me/app/b/Card.swift:3:9\n")
    }

    @Test func copiesKeepTheirNamesUnlessTwoFilesShareOne() {
        let files = ["/app/a/Card.swift", "/app/b/Card.swift", "/app/b/Main.swift", "/app/c/Card.swift"].map { URL(fileURLWithPath: $0) }
        #expect(SourceCopy.names(for: files) == ["0_Card.swift", "1_Card.swift", "Main.swift", "3_Card.swift"])
        #expect(SourceCopy.copies(of: Array(files[1...2]), in: URL(fileURLWithPath: "/cache/S")).map(\.copy.path)
                == ["/cache/S/Card.swift", "/cache/S/Main.swift"])
    }
}
