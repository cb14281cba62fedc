import Foundation
import Scenes
import Zoetrope
import ZoetropeRender

/// Finds catalog scenes and evaluates them on the main actor, where scene code runs.
enum SceneLookup {
    /// Every scene of the catalog.
    static func allScenes() -> [MotionScene] {
        MainActor.assumeIsolated { Catalog.scenes }
    }

    /// The evaluated timeline of scene `id`. Every issue is reported on stderr, each with its view path or script
    /// step and time; warnings let rendering go on, errors stop it before anything is written.
    static func timeline(id: String, colorScheme: ColorScheme? = nil) throws -> SceneTimeline {
        let timeline: SceneTimeline? = MainActor.assumeIsolated {
            guard var scene = Catalog.scene(id: id) else { return nil }
            if let colorScheme { scene.canvas = scene.canvas.colorScheme(colorScheme) }
            return scene.renderTimeline()
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

    /// `path` made absolute against the current directory, for messages.
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
