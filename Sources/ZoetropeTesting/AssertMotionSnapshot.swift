import Dispatch
import Foundation
import Zoetrope
import ZoetropeRender
import ZoetropeSnapshot
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Verifies `scene` against its motion baseline — every frame's trace within tolerances, the pixel frames, the
/// environment — and records a test failure naming the first difference, as `zoetrope snapshot verify` does.
///
/// ```swift
/// import ZoetropeTesting
/// @Test func fabMenu() throws { try assertMotionSnapshot(of: fabMenuScene) }
/// ```
///
/// The baseline lives in `directory/SCENE/` (default: `__Snapshots__/<test file name>/` next to the calling test file).
/// `record` overrides the record mode, which otherwise comes from `ZOETROPE_RECORD`, else is `never` when `CI` is set
/// and `missing` locally (a missing baseline is written and the test fails once). On failure a report (three-ups,
/// strip, moved trace lines, HTML, JUnit) is written to `ZOETROPE_SNAPSHOT_ARTIFACTS/SCENE`, or to a folder under the
/// temporary directory, and its path is in the failure message.
///
/// The failure goes to Swift Testing (`Issue.record`) when a Swift Testing test is running, to XCTest (`XCTFail`)
/// otherwise. Throws for what is not a difference: an invalid `ZOETROPE_RECORD`, a scene with errors, a baseline
/// folder that cannot be written. The scene is evaluated on the main actor: called from another thread, this waits
/// for the main thread (which must not be waiting for it).
public func assertMotionSnapshot(of scene: MotionScene, record: SnapshotRecordMode? = nil, directory: String? = nil,
                                 fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
                                 column: UInt = #column) throws {
    let mode = try SnapshotRecordMode.resolve(record)
    let testFile = URL(fileURLWithPath: "\(file)")
    let root = directory.map { URL(fileURLWithPath: $0) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
    let timeline = MainThread.run { scene.renderTimeline() }
    let result = try SnapshotRunner(root: root, mode: mode).run(timeline)
    guard result.failsRun else { return }

    var message = "\(scene.id): \(result.summary)"
    if result.status == .failed {
        let artifacts = ProcessInfo.processInfo.environment["ZOETROPE_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-snapshots", isDirectory: true)
        let writer = SnapshotReportWriter(directory: artifacts.appendingPathComponent(scene.id, isDirectory: true))
        writer.removeEarlierReport()
        try writer.write([result])
        message += "\nreport: " + writer.directory.appendingPathComponent("report.html").path
    }
    TestFailure.record(message, fileID: fileID, file: file, line: line, column: column)
}

/// Runs scene code on the main actor from any thread.
enum MainThread {
    /// Marks the main queue, which Swift Testing on Linux drains from a worker thread after `dispatchMain()`, so
    /// that `Thread.isMainThread` alone cannot tell that the caller is on the main actor.
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)

    static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
        _ = marked
        if Thread.isMainThread || Dispatch.DispatchQueue.getSpecific(key: key) == true { return MainActor.assumeIsolated(body) }
        return withoutActuallyEscaping(body) { body in
            let box = UncheckedBox(body)
            return Dispatch.DispatchQueue.main.sync { MainActor.assumeIsolated { box.value() } }
        }
    }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Reports a failure through whichever test framework is running the caller.
enum TestFailure {
    static func record(_ message: String, fileID: String, file: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: file, line: line)
        #else
        FileHandle.standardError.write(Data("\(file):\(line): error: \(message)\n".utf8))
        #endif
    }
}
