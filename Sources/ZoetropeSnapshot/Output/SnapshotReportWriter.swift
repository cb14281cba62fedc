import Foundation
import ZoetropeCairo
import ZoetropeDisplay

/// Writes the folder a failing run leaves for CI to upload: for each failing scene `SCENE/` with a three-up PNG per
/// failing pixel frame, `strip.png` (the first failing frames), `moved.txt` (the trace lines that moved, `-`
/// baseline, `+` now) and `actual.trace` (the whole trace now, to diff against the baseline's); then `report.html`
/// and `junit.xml` over every scene.
public struct SnapshotReportWriter: Sendable {
    /// The report folder.
    public var directory: URL
    /// The height the strip is scaled down to, in pixels.
    public var stripHeight: Int

    public init(directory: URL, stripHeight: Int = 480) {
        self.directory = directory
        self.stripHeight = stripHeight
    }

    /// The report of `results` (paths relative to `directory`), written there. `notes` go above the table;
    /// `rerecordCommand` is shown for copying when something failed.
    @discardableResult
    public func write(_ results: [SceneSnapshotResult], notes: [String] = [], rerecordCommand: String? = nil) throws -> SnapshotReport {
        try make(directory)
        var scenes: [SnapshotReport.Scene] = []
        for result in results {
            var scene = SnapshotReport.Scene(id: result.scene, status: result.reportStatus, summary: result.summary,
                                             duration: result.duration)
            if result.status == .failed {
                let folder = directory.appendingPathComponent(result.scene, isDirectory: true)
                try make(folder)
                if let trace = result.trace, !trace.matches {
                    scene.movedTraceLines = trace.frames.flatMap(\.differences).prefix(Self.maximumMovedLines).map(\.description)
                    try write(Data(trace.movedLines().utf8), to: folder.appendingPathComponent("moved.txt"))
                }
                if let actual = result.actualTrace {
                    try write(Data(actual.text.utf8), to: folder.appendingPathComponent("actual.trace"))
                }
                for check in result.failingPixels {
                    guard let baseline = check.baseline, let actual = check.actual else { continue }
                    let name = BaselineFolder.frameFileName(index: check.index, time: check.time)
                        .replacingOccurrences(of: ".png", with: ".three-up.png")
                    let image = ThreeUp.image(baseline: baseline, actual: actual, difference: check.comparison?.difference)
                    try writePNG(image, to: folder.appendingPathComponent(name))
                    scene.threeUps.append(.init(path: result.scene + "/" + name, caption: check.description))
                }
                if !result.strip.isEmpty {
                    try writePNG(FrameStrip.image(result.strip, maxHeight: stripHeight), to: folder.appendingPathComponent("strip.png"))
                    scene.stripPath = result.scene + "/strip.png"
                }
            }
            scenes.append(scene)
        }
        let report = SnapshotReport(scenes: scenes, notes: notes, rerecordCommand: rerecordCommand)
        try write(Data(HTMLReport.render(report).utf8), to: directory.appendingPathComponent("report.html"))
        try write(Data(JUnitReport.render(report).utf8), to: directory.appendingPathComponent("junit.xml"))
        return report
    }

    /// Removes an earlier report: only a folder that holds `report.html` or `junit.xml` (or nothing), so that a
    /// mistaken `--report` never deletes anything else.
    public func removeEarlierReport() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        guard names.isEmpty || names.contains("report.html") || names.contains("junit.xml") else { return }
        try? manager.removeItem(at: directory)
    }

    /// Moved lines listed in the report per scene (all of them are in `moved.txt`, up to 30 frames).
    static let maximumMovedLines = 40

    private func make(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.cannotWrite(path: folder.path, reason: SnapshotError.reason(error, writing: folder.path))
        }
    }

    private func write(_ data: Data, to url: URL) throws {
        try BaselineFolder.write(data, to: url)
    }

    private func writePNG(_ image: RasterImage, to url: URL) throws {
        do {
            try write(Data(try PNGEncoder().encode(image)), to: url)
        } catch let error as PNGEncodingError {
            throw SnapshotError.cannotWrite(path: url.path, reason: error.message)
        }
    }
}
