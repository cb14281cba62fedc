import Foundation
import Testing
@testable import ZoetropeUserFiles

/// After Zoetrope's library changes, a file set's compiled objects are removed before it is built again; the files
/// SwiftPM's plan wrote stay. A plan cached by another file set's build (made after the manifest changed for the new
/// library) names this target's output file map: removing the whole folder made the next build fail with "unable
/// to load output file map" (seen building three files one after the other after a library rebuild).
@Suite struct StaleObjectsTests {
    @Test func objectsBuiltAgainstAnotherLibraryGoThePlansFilesStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("let scenes: [MotionScene] = []\n", to: "Card.swift")
        let sources = try SceneSources(paths: ["Card.swift"], relativeTo: folder.url)
        let host = SceneHost(sources: sources, environment: ["XDG_CACHE_HOME": folder.url.appendingPathComponent("cache").path])
        let build = host.package.appendingPathComponent(".build").appendingPathComponent(host.configuration)
            .appendingPathComponent(host.target + ".build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        for name in ["output-file-map.json", "sources", "main.swift.o", "Card.swift.o", "\(host.target).d"] {
            try Data("x".utf8).write(to: build.appendingPathComponent(name))
        }
        host.forgetObjectsBuiltAgainstAnotherLibrary()
        let left = try FileManager.default.contentsOfDirectory(atPath: build.path).sorted()
        #expect(left == ["output-file-map.json", "sources"])
        // Recorded: a second call for the same library removes nothing more.
        try Data("x".utf8).write(to: build.appendingPathComponent("main.swift.o"))
        host.forgetObjectsBuiltAgainstAnotherLibrary()
        #expect(FileManager.default.fileExists(atPath: build.appendingPathComponent("main.swift.o").path))
    }
}
