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

    /// The evaluated timeline of scene `id`; scene issues are reported on stderr and rendering goes on.
    static func timeline(id: String) throws -> SceneTimeline {
        let timeline: SceneTimeline? = MainActor.assumeIsolated {
            Catalog.scene(id: id)?.timeline()
        }
        guard let timeline else {
            throw CLIError.unknownScene(id: id, known: allScenes().map(\.id))
        }
        for issue in timeline.issues {
            FileHandle.standardError.write(Data("zoetrope: scene \(id): \(issue)\n".utf8))
        }
        return timeline
    }

    /// `path` made absolute against the current directory, for messages.
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
