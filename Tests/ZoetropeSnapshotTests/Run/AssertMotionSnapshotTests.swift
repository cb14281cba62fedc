import Foundation
import Testing
import XCTest
import Zoetrope
import ZoetropeTesting
@testable import ZoetropeSnapshot

/// `assertMotionSnapshot(of:)` under Swift Testing: a pass is silent, a difference is an issue naming the frame.
@MainActor @Suite struct AssertMotionSnapshotTests {
    @Test func recordsThenPassesThenNamesTheFirstMovedFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try withKnownIssue {
            try assertMotionSnapshot(of: springProbeScene(bounce: 0.2), record: .missing, directory: folder.url.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("spring-probe: no baseline: recorded 60 frames of trace") }
        }
        try assertMotionSnapshot(of: springProbeScene(bounce: 0.2), record: .never, directory: folder.url.path)
        try withKnownIssue {
            try assertMotionSnapshot(of: springProbeScene(bounce: 0.25), record: .never, directory: folder.url.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("spring-probe: frame 14 (0.233 s) SpringProbe/offset bounds.minY")
                && $0.rawValue.contains("\nreport: ") }
        }
    }

    @Test func theDefaultFolderIsNextToTheTestFile() throws {
        let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertMotionSnapshotTests/still-probe")
        defer { try? FileManager.default.removeItem(at: expected.deletingLastPathComponent().deletingLastPathComponent()) }
        try withKnownIssue {
            try assertMotionSnapshot(of: stillProbeScene, record: .all)
        }
        #expect(FileManager.default.fileExists(atPath: expected.appendingPathComponent("still-probe.trace").path))
    }
}

/// The same assertion under XCTest reports through `XCTFail`, caught here by overriding how failures are recorded.
final class AssertMotionSnapshotXCTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.append(description)
    }

    /// Not main-actor isolated (XCTest on Linux cannot call such methods); XCTest runs it on the main thread.
    func testPassesSilentlyAndFailsThroughXCTest() throws {
        let (original, changed) = MainActor.assumeIsolated { (springProbeScene(bounce: 0.2), springProbeScene(bounce: 0.25)) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try assertMotionSnapshot(of: original, record: .missing, directory: folder.url.path)
        XCTAssertEqual(failures.count, 1, "a baseline written under `missing` fails once")
        failures = []
        try assertMotionSnapshot(of: original, record: .never, directory: folder.url.path)
        try assertMotionSnapshot(of: changed, record: .never, directory: folder.url.path)
        let recorded = failures
        failures = []
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("spring-probe: frame 14 (0.233 s) SpringProbe/offset bounds.minY") == true, "\(recorded)")
    }
}

/// Called off the main actor, the assertion evaluates the scene on the main actor and compares on the caller's thread.
@Suite struct AssertMotionSnapshotOffMainTests {
    @Test func worksFromATestThatIsNotOnTheMainActor() async throws {
        let scene = await MainActor.run { springProbeScene(bounce: 0.2) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try withKnownIssue {
            try assertMotionSnapshot(of: scene, record: .missing, directory: folder.url.path)
        }
        try assertMotionSnapshot(of: scene, record: .never, directory: folder.url.path)
    }
}
