import Foundation
import Testing
import ZoetropeUserFiles

/// Resolving the user's paths, finding the one `scenes` declaration, and listing a folder's Swift files.
@Suite struct SceneSourcesTests {
    @Test(arguments: [
        "let scenes: [MotionScene] = [",
        "var scenes = [MotionScene]()",
        "public let scenes: [MotionScene] = []",
        "internal var scenes: [MotionScene] = []",
        "@MainActor let scenes: [MotionScene] = []",
        "@MainActor public let scenes: [MotionScene] = []",
        "nonisolated(unsafe) let scenes: [MotionScene] = []",
        "let  scenes = [MotionScene]()",
        "let scenes=[MotionScene]()",
    ])
    func topLevelDeclarationsCount(line: String) {
        #expect(SceneSources.declaresScenes("import Zoetrope\n\n" + line + "\n"), "\(line)")
    }

    @Test(arguments: [
        "    let scenes: [MotionScene] = []",       // indented: a member or a local
        "\tlet scenes = 1",
        "// let scenes: [MotionScene] = []",        // a comment
        "let scenesList: [MotionScene] = []",       // another name
        "let scene = MotionScene(\"a\") { EmptyView() }",
        "let _scenes = 1",
        "private let scenes: [MotionScene] = []",   // not visible to main.swift
        "func scenes() -> [MotionScene] { [] }",
        "letscenes = 1",
    ])
    func otherLinesDoNot(line: String) {
        #expect(!SceneSources.declaresScenes("import Zoetrope\n" + line + "\n"), "\(line)")
    }

    @Test func swiftFilesAreListedByPathSkippingHiddenFoldersAndOtherFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["b.swift", "a.swift", "sub/c.swift", "sub/deeper/a.swift", "notes.txt", "sub/README.md",
                     ".build/checkouts/x.swift", ".hidden.swift", "Z.swift"] {
            try folder.write("// \(name)\n", to: name)
        }
        let names = SceneSources.swiftFiles(in: folder.url).map { String($0.path.dropFirst(folder.url.path.count + 1)) }
        // Byte order of the whole path: "Z" (0x5A) sorts before "a" (0x61); "b.swift" before "sub/…".
        #expect(names == ["Z.swift", "a.swift", "b.swift", "sub/c.swift", "sub/deeper/a.swift"])
        #expect(SceneSources.isFolderOfSwiftFiles(folder.url.path))
        #expect(!SceneSources.isFolderOfSwiftFiles(folder.url.appendingPathComponent("a.swift").path), "a file is not a folder")
        try folder.write("x", to: "docs/readme.txt")
        #expect(!SceneSources.isFolderOfSwiftFiles(folder.url.appendingPathComponent("docs").path))
        #expect(!SceneSources.isFolderOfSwiftFiles(folder.url.appendingPathComponent("nowhere").path))
    }

    @Test func pathsResolveAgainstTheDirectoryWithoutDuplicates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("struct Card {}\n", to: "screens/Card.swift")
        try folder.write("let scenes: [MotionScene] = []\n", to: "screens/Scenes.swift")
        try folder.write("struct Extra {}\n", to: "Extra.swift")
        // The folder, one of its files again, and a file outside it.
        let sources = try SceneSources(paths: ["screens", "screens/Card.swift", "./Extra.swift"], relativeTo: folder.url)
        let root = folder.url.path
        #expect(sources.files.map(\.path) == ["\(root)/Extra.swift", "\(root)/screens/Card.swift", "\(root)/screens/Scenes.swift"])
    }

    @Test func badSetsAreTypedErrorsNamingTheFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("import Zoetrope\n", to: "Empty.swift")
        try folder.write("let scenes: [MotionScene] = []\n", to: "A.swift")
        try folder.write("public let scenes: [MotionScene] = []\n", to: "B.swift")
        try folder.write(Data([0xFF, 0xFE, 0x00]), to: "Binary.swift")
        #expect(throws: UserFilesError.noSuchFile(path: "Missing.swift")) {
            try SceneSources(paths: ["Empty.swift", "Missing.swift"], relativeTo: folder.url)
        }
        #expect(throws: UserFilesError.noScenes(files: ["Empty.swift"])) {
            try SceneSources(paths: ["Empty.swift"], relativeTo: folder.url)
        }
        #expect(throws: UserFilesError.scenesDeclaredMoreThanOnce(files: ["A.swift", "B.swift"])) {
            try SceneSources(paths: ["B.swift", "A.swift"], relativeTo: folder.url)
        }
        #expect(throws: UserFilesError.unreadable(path: folder.url.appendingPathComponent("Binary.swift").path,
                                                  reason: "not a readable UTF-8 text file")) {
            try SceneSources(paths: ["A.swift", "Binary.swift"], relativeTo: folder.url)
        }
    }
}

/// A fresh folder under the temporary directory.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-userfiles-\(UUID().uuidString)")
            .standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    func write(_ data: Data, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
