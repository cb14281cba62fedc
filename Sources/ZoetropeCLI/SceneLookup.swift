import Foundation
import Zoetrope
import ZoetropeRender

/// Finds scenes and evaluates them on the main actor, where scene code runs.
public enum SceneLookup {
    /// The scenes the command line offers: the built-in catalog for `zoetrope`, a user's files' `scenes` for the
    /// executable built from them. Set before `ZoetropeCommand.main()`.
    nonisolated(unsafe) public static var catalog: @MainActor () -> [MotionScene] = { [] }

    /// Every scene offered.
    static func allScenes() -> [MotionScene] {
        MainActor.assumeIsolated { catalog() }
    }

    /// The evaluated timeline of scene `id` on its canvas changed by `canvas` (applied before evaluation, since
    /// layout depends on the size and safe area). Every issue is reported on stderr, each with its view path or
    /// script step and time; warnings let rendering go on, errors stop it before anything is written.
    static func timeline(id: String, canvas: CanvasOverride = CanvasOverride()) throws -> SceneTimeline {
        let timeline: SceneTimeline? = try MainActor.assumeIsolated {
            guard let scene = catalog().first(where: { $0.id == id }) else { return nil }
            return try canvas.applied(to: scene).renderTimeline()
        }
        guard let timeline else {
            throw CLIError.unknownScene(id: id, known: allScenes().map(\.id))
        }
        for issue in timeline.issues {
            FileHandle.standardError.write(Data("zoetrope: scene \(id): \(issue)\n".utf8))
        }
        if !timeline.errors.isEmpty { throw CLIError.sceneErrors(id: id, count: timeline.errors.count) }
        return timeline
    }

    /// Refuses an empty output name (`--out ''`), which would otherwise mean the current folder.
    static func requireName(_ value: String?, flag: String) throws {
        if let value, value.allSatisfy(\.isWhitespace) {
            throw CLIError.badValue(flag: flag, value: value, column: nil, problem: "the name is empty; give a file or folder name")
        }
    }

    /// `path` made absolute against the current directory, for messages.
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
