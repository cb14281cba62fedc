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
            // Its frames counted by their "@ frame" lines; reading the whole trace (done by `snapshot verify` and
            // TraceModelRoundTripTests) took 9 s of the main actor here.
            let text = try String(contentsOf: Self.root.appendingPathComponent(id).appendingPathComponent("\(id).trace"), encoding: .utf8)
            let frames = text.utf8.split(separator: UInt8(ascii: "\n")).count { $0.starts(with: "@ frame ".utf8) }
            #expect(frames == Catalog.scene(id: id)!.frameCount(), "\(id): recorded at another duration")
            #expect(try baseline.readEnvironment()?.scale == 1)
            #expect(!baseline.pixelFrames().isEmpty)
        }
    }
}
