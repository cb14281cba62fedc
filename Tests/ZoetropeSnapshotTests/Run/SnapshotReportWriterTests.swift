import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeRender
@testable import ZoetropeSnapshot

/// The report folder of a failing run: what is in it, that the JUnit file parses, that the page refers only to files
/// that exist.
@MainActor @Suite struct SnapshotReportWriterTests {
    let folder: TemporaryFolder
    var baselines: URL { folder.url.appendingPathComponent("Snapshots") }
    var reportFolder: URL { folder.url.appendingPathComponent("report") }

    init() throws { folder = try TemporaryFolder() }

    /// spring-probe with a changed bounce and one pixel frame damaged, still-probe with no baseline.
    func failingRun() throws -> [SceneSnapshotResult] {
        let record = SnapshotRunner(root: baselines, mode: .all, options: SnapshotOptions(jobs: 2))
        _ = try record.run(springProbeScene(bounce: 0.2).renderTimeline())
        let (_, url) = try #require(BaselineFolder(root: baselines, scene: "spring-probe").pixelFrames().first)
        var image = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        for y in 70..<76 { for x in 60..<66 { for c in 0..<4 { image.pixels[y * image.bytesPerRow + x * 4 + c] = 255 } } }
        try Data(try PNGEncoderProbe.encode(image)).write(to: url)
        let verify = SnapshotRunner(root: baselines, mode: .never, options: SnapshotOptions(jobs: 2))
        return [try verify.run(springProbeScene(bounce: 0.25).renderTimeline()), try verify.run(stillProbeScene.renderTimeline())]
    }

    @Test func aFailingSceneGetsThreeUpsStripMovedLinesAndItsTrace() throws {
        defer { folder.remove() }
        let report = try SnapshotReportWriter(directory: reportFolder).write(try failingRun(), notes: ["record mode: never"],
                                                                          rerecordCommand: "zoetrope snapshot record spring-probe still-probe --out Snapshots")
        #expect(folder.names(in: "report") == ["junit.xml", "report.html", "spring-probe"])
        let files = folder.names(in: "report/spring-probe")
        #expect(files.contains("strip.png") && files.contains("moved.txt") && files.contains("actual.trace"))
        #expect(files.filter { $0.hasSuffix(".three-up.png") } == ["frame_0000@0.000s.three-up.png"])
        let moved = try String(contentsOf: reportFolder.appendingPathComponent("spring-probe/moved.txt"), encoding: .utf8)
        #expect(moved.contains("@ frame 14 0.233s\n# frame 14 (0.233 s) SpringProbe/offset bounds.minY"))
        #expect(moved.contains("\n- SpringProbe/offset\toffset frame=40,60,80,40 bounds=40,"))
        let actual = try String(contentsOf: reportFolder.appendingPathComponent("spring-probe/actual.trace"), encoding: .utf8)
        #expect(try TraceRecording(parsing: actual).frames.count == 60)
        #expect(report.scenes.map(\.status) == [.failed, .missing])
        #expect(report.scenes[0].movedTraceLines.first?.hasPrefix("frame 14 (0.233 s) SpringProbe/offset bounds.minY") == true)
        // The strip holds the first five frames that moved, side by side, at most 480 px high (frames are 160 px).
        let strip = try PNGDecoder().decode([UInt8](try Data(contentsOf: reportFolder.appendingPathComponent("spring-probe/strip.png"))))
        #expect(strip.height == 160 && strip.width > 5 * 160)
    }

    @Test func theJUnitFileParsesWithOneCasePerScene() throws {
        defer { folder.remove() }
        try SnapshotReportWriter(directory: reportFolder).write(try failingRun())
        let xml = try String(contentsOf: reportFolder.appendingPathComponent("junit.xml"), encoding: .utf8)
        let tree = XMLTree(xml)
        #expect(tree.error == nil)
        let cases = try #require(tree.root).all("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["spring-probe", "still-probe"])
        let failures = cases.map { $0.all("failure").first?.attributes["message"] ?? "" }
        #expect(failures[0].hasPrefix("frame 14 (0.233 s) SpringProbe/offset bounds.minY"))
        #expect(failures[0].contains("pixels frame 0 (0.000 s)"))
        #expect(failures[1].hasPrefix("no baseline at "))
        #expect(tree.root?.all("testsuite").first?.attributes["failures"] == "2")
    }

    @Test func thePageRefersOnlyToFilesThatExist() throws {
        defer { folder.remove() }
        try SnapshotReportWriter(directory: reportFolder).write(try failingRun())
        let html = try String(contentsOf: reportFolder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(XMLTree(html).error == nil)
        var references: [String] = []
        for attribute in ["src=\"", "href=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                references.append(String(rest[..<end]))
            }
        }
        let files = references.filter { !$0.hasPrefix("#") }
        #expect(files.count >= 2, "the three-up and the strip")
        for reference in files {
            let path = try #require(reference.removingPercentEncoding)
            #expect(!path.hasPrefix("/") && !path.contains("://"), "\(reference) is relative")
            #expect(FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent(path).path), "\(reference) exists")
        }
    }

    @Test func anEarlierReportIsRemovedButNothingElse() throws {
        defer { folder.remove() }
        let writer = SnapshotReportWriter(directory: reportFolder)
        try writer.write(try failingRun())
        writer.removeEarlierReport()
        #expect(!FileManager.default.fileExists(atPath: reportFolder.path))
        // A folder that is not a report (no report.html, no junit.xml) is left alone.
        SnapshotReportWriter(directory: baselines).removeEarlierReport()
        #expect(folder.names(in: "Snapshots") == ["spring-probe"])
    }
}
