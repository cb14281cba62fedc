import Foundation
import Testing
@testable import Scenes
@testable import ZoetropeSnapshot

/// Hygiene: every catalog scene has a committed baseline in Snapshots/ and every baseline there belongs to a scene.
/// (`scripts/test` verifies them: `zoetrope snapshot verify --out Snapshots --record never --exact`.)
@MainActor @Suite struct CatalogBaselineTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test func everySceneHasABaselineAndEveryBaselineAScene() throws {
        let ids = Catalog.scenes.map(\.id)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { $0 != "report" && !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(ids), "record missing ones with `zoetrope snapshot record ID --out Snapshots`; remove stale folders")
        for id in ids {
            let baseline = BaselineFolder(root: Self.root, scene: id)
            #expect(baseline.exists, "\(id) has no \(id).trace")
            let trace = try baseline.readTrace()
            #expect(trace.frames.count == Catalog.scene(id: id)!.frameCount(), "\(id): recorded at another duration")
            #expect(try baseline.readEnvironment()?.scale == 1)
            #expect(!baseline.pixelFrames().isEmpty)
        }
    }
}
