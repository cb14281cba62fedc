import Foundation
import Testing
import Zoetrope
import ZoetropeRender
@testable import Scenes

/// The motion trace (`MotionTrace.text`, one view per line) of every catalog scene at the start, a quarter, half and
/// three quarters of its duration, compared with the files in Tests/Goldens. The goldens are regression snapshots:
/// each was reviewed by hand when written (frames against the layout arithmetic in the scene's tests, colours
/// against fidelity.md §8.4). Set ZOETROPE_UPDATE_GOLDENS=1 to rewrite them after a deliberate change, and review
/// the diff: a moved view shows as one changed line.
@MainActor @Suite struct InspectGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    @Test func inspectionsMatchGoldens() throws {
        for scene in Catalog.scenes {
            let timeline = scene.renderTimeline()
            for fraction in [0, 0.25, 0.5, 0.75] {
                // Times on the 60 fps frame grid, so the goldens show frames that are rendered.
                try compare(timeline, at: (scene.duration * fraction * 60).rounded(.down) / 60)
            }
        }
    }

    func compare(_ timeline: SceneTimeline, at time: Double) throws {
        let id = timeline.scene.id
        let text = timeline.trace(at: time).text
        let file = Self.directory.appendingPathComponent("\(id)@\(String(format: "%.3f", time)).trace")
        if ProcessInfo.processInfo.environment["ZOETROPE_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let golden = try #require(try? String(contentsOf: file, encoding: .utf8),
                                  "missing golden \(file.lastPathComponent); run with ZOETROPE_UPDATE_GOLDENS=1 and review it")
        if text != golden {
            let lines = zip(text.split(separator: "\n", omittingEmptySubsequences: false),
                            golden.split(separator: "\n", omittingEmptySubsequences: false))
            let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                \(file.lastPathComponent) differs at line \((first?.offset ?? 0) + 1): \
                got \(first.map { String($0.element.0) } ?? "(length differs)"), \
                golden \(first.map { String($0.element.1) } ?? "")
                """)
        }
    }
}
