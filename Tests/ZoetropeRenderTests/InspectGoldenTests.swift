import Foundation
import Testing
import Zoetrope
import ZoetropeRender
import ZoetropeSnapshot
@testable import Scenes

/// The motion trace (`MotionTrace.text`, one view per line) of every catalog scene at the start, a quarter, half and
/// three quarters of its duration, compared with the files in Tests/Goldens. The goldens are regression snapshots:
/// each was reviewed by hand when written (frames against the layout arithmetic in the scene's tests, colours
/// against fidelity.md §8.4). Set ZOETROPE_UPDATE_GOLDENS=1 to rewrite them after a deliberate change, and review
/// the diff: a moved view shows as one changed line. On CI (`CI` set) the variable is refused, a missing golden fails
/// without stopping the loop, and a golden that no scene produces fails.
@MainActor @Suite struct InspectGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// Whether this run may rewrite the goldens: asked for with ZOETROPE_UPDATE_GOLDENS=1, and never on CI (`CI` set,
    /// as GitHub Actions, GitLab and most services set it), where a rewrite would pass whatever the code does.
    static func updating(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["ZOETROPE_UPDATE_GOLDENS"] == "1" && !SnapshotRecordMode.isCI(environment)
    }

    @Test func inspectionsMatchGoldens() throws {
        var expected = Set<String>()
        for scene in Catalog.scenes {
            let timeline = scene.renderTimeline()
            for fraction in [0, 0.25, 0.5, 0.75] {
                // Times on the 60 fps frame grid, so the goldens show frames that are rendered.
                expected.insert(try compare(timeline, at: (scene.duration * fraction * 60).rounded(.down) / 60))
            }
        }
        // A golden no scene produces any more (a scene renamed or removed) fails too: it checks nothing.
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".trace") }
        for orphan in Set(present).subtracting(expected).sorted() {
            Issue.record("Tests/Goldens/\(orphan) belongs to no catalog scene and time; delete it (or restore its scene)")
        }
    }

    @Test func goldensAreNeverRewrittenOnCI() {
        #expect(Self.updating(["ZOETROPE_UPDATE_GOLDENS": "1"]))
        #expect(!Self.updating(["ZOETROPE_UPDATE_GOLDENS": "1", "CI": "true"]))
        #expect(!Self.updating(["ZOETROPE_UPDATE_GOLDENS": "1", "CI": "1"]))
        #expect(Self.updating(["ZOETROPE_UPDATE_GOLDENS": "1", "CI": "false"]))
        #expect(!Self.updating([:]))
    }

    /// Compares the trace at `time` with its golden (or writes it, when updating); returns the golden's file name.
    /// A missing or different golden is recorded as an issue, and the loop over scenes goes on.
    func compare(_ timeline: SceneTimeline, at time: Double) throws -> String {
        let id = timeline.scene.id
        let text = timeline.trace(at: time).text
        let name = "\(id)@\(String(format: "%.3f", time)).trace"
        let file = Self.directory.appendingPathComponent(name)
        if Self.updating() {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return name
        }
        if ProcessInfo.processInfo.environment["ZOETROPE_UPDATE_GOLDENS"] == "1" {
            Issue.record("ZOETROPE_UPDATE_GOLDENS=1 is ignored on CI: goldens are rewritten only on a developer's machine, and reviewed")
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden \(name); run with ZOETROPE_UPDATE_GOLDENS=1 and review it")
            return name
        }
        if text != golden {
            let lines = zip(text.split(separator: "\n", omittingEmptySubsequences: false),
                            golden.split(separator: "\n", omittingEmptySubsequences: false))
            let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                \(name) differs at line \((first?.offset ?? 0) + 1): \
                got \(first.map { String($0.element.0) } ?? "(length differs)"), \
                golden \(first.map { String($0.element.1) } ?? "")
                """)
        }
        return name
    }
}
