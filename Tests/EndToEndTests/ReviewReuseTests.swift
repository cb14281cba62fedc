import Foundation
import Testing

/// `zoetrope review --reuse DIR` (issue 26, what the live preview passes with its last render): a scene whose frames'
/// traces, spec and settings are unchanged is not rendered again; its files are hard links to the earlier review's.
/// A file of two scenes is reviewed, then one scene's colour is edited (and a comment added): only that scene is
/// rendered again. The file lives at one path for the suite and the cache is UserSceneFileTests' (debug builds).
@Suite(.serialized) struct ReviewReuseTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-reuse-tests-\(UUID().uuidString)")

    static func file(square: String, comment: String = "") -> String {
        """
        import Zoetrope
        \(comment)
        struct Bar: View {
            let color: Color
            @State private var open = false
            var body: some View {
                Rectangle().fill(color)
                    .frame(width: open ? 300 : 120, height: 60)
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { open.toggle() } }
                    .accessibilityIdentifier("bar")
            }
        }

        let scenes: [MotionScene] = [
            MotionScene("left", duration: 1) { Bar(color: .blue) } script: { Tap("bar", at: 0.2) },
            MotionScene("right", duration: 1) { Bar(color: \(square)) } script: { Tap("bar", at: 0.2) },
        ]

        """
    }

    func review(_ out: String, reuse: String? = nil) throws -> ZoetropeBinary.Result {
        let result = try ZoetropeBinary.locate().run(
            ["review", "Bars.swift", "--out", out, "--scale", "0.25"] + (reuse.map { ["--reuse", $0] } ?? []) + ["--", "left", "right"],
            in: Self.folder, environment: ["XDG_CACHE_HOME": UserSceneFileTests.cache.path, "ZOETROPE_SCENE_BUILD": "debug"])
        try #require(result.status == 0, "\(result.stderr)")
        return result
    }

    /// The inode of a file of a review (the same for two names when one is a hard link to the other).
    func inode(_ path: String) throws -> UInt64 {
        var info = stat()
        try #require(stat(Self.folder.appendingPathComponent(path).path, &info) == 0, "\(path) is missing")
        return UInt64(info.st_ino)
    }

    @Test func onlyTheSceneAnEditChangesIsRenderedAgain() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: Self.folder) }
        let bars = Self.folder.appendingPathComponent("Bars.swift")
        try Self.file(square: ".green").write(to: bars, atomically: true, encoding: .utf8)
        _ = try review("first")

        // A comment only: every frame traces the same, so both scenes are reused and the page is the same bytes.
        try Self.file(square: ".green", comment: "// a note").write(to: bars, atomically: true, encoding: .utf8)
        _ = try review("same", reuse: "first")
        for scene in ["1-left", "2-right"] {
            for name in ["video.mp4", "sheet.png", "still.png", "spec.json"] {
                #expect(try inode("same/scenes/\(scene)/\(name)") == inode("first/scenes/\(scene)/\(name)"), "\(scene)/\(name)")
            }
        }
        let first = try Data(contentsOf: Self.folder.appendingPathComponent("first/index.html"))
        #expect(try Data(contentsOf: Self.folder.appendingPathComponent("same/index.html")) == first)

        // The right bar turns orange: its frames trace another fill, so it alone is rendered again.
        try Self.file(square: ".orange").write(to: bars, atomically: true, encoding: .utf8)
        _ = try review("edited", reuse: "same")
        #expect(try inode("edited/scenes/1-left/video.mp4") == inode("first/scenes/1-left/video.mp4"))
        #expect(try inode("edited/scenes/2-right/video.mp4") != inode("first/scenes/2-right/video.mp4"))
        #expect(try Data(contentsOf: Self.folder.appendingPathComponent("edited/scenes/2-right/video.mp4"))
                != Data(contentsOf: Self.folder.appendingPathComponent("first/scenes/2-right/video.mp4")))

        // Another scale is another render: nothing is reused.
        let other = try ZoetropeBinary.locate().run(
            ["review", "Bars.swift", "--out", "bigger", "--scale", "0.5", "--reuse", "edited", "--", "left", "right"], in: Self.folder,
            environment: ["XDG_CACHE_HOME": UserSceneFileTests.cache.path, "ZOETROPE_SCENE_BUILD": "debug"])
        try #require(other.status == 0, "\(other.stderr)")
        #expect(try inode("bigger/scenes/1-left/video.mp4") != inode("edited/scenes/1-left/video.mp4"))
    }

    @Test func reuseOfAFolderThatIsNotThereNamesTheFlag() throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: Self.folder) }
        let result = try ZoetropeBinary.locate().run(["review", "tab-indicator", "--out", "r", "--reuse", "nowhere"], in: Self.folder)
        #expect(result.status == 2 && result.stderr.contains("--reuse") && result.stderr.contains("nowhere"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("r").path))
    }
}
