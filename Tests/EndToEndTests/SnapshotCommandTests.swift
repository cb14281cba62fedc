import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `zoetrope snapshot record|verify` run as a user runs it: exit codes, the lines on stderr, the files written.
/// `CI` and `ZOETROPE_RECORD` are set by each test (empty means unset), whatever the machine running the tests has.
@Suite struct SnapshotCommandTests {
    let binary: ZoetropeBinary
    let scratch: Scratch

    init() throws {
        binary = try ZoetropeBinary.locate()
        scratch = try Scratch()
    }

    func run(_ arguments: [String], ci: Bool = false, record: String = "") throws -> ZoetropeBinary.Result {
        try binary.run(["snapshot"] + arguments, in: scratch.url, environment: ["CI": ci ? "true" : "", "ZOETROPE_RECORD": record])
    }

    @Test func recordThenVerifyPassesWithOneLinePerScene() throws {
        defer { scratch.remove() }
        let recorded = try run(["record", "gallery-shapes", "--out", "Snap"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.hasPrefix("+ gallery-shapes  recorded 90 frames of trace and "), "\(recorded.stderr)")
        #expect(recorded.stderr.contains("\n1 recorded in "))
        let files = scratch.files(in: "Snap/gallery-shapes")
        #expect(files.contains("gallery-shapes.trace") && files.contains("environment.json") && files.contains("frame_0000@0.000s.png"))

        let verified = try run(["verify", "gallery-shapes", "--out", "Snap"], ci: true)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stderr.hasPrefix("✓ gallery-shapes  "))
        #expect(verified.stderr.contains("\n1 passed in "))
        #expect(verified.stdout.isEmpty)
        #expect(!scratch.files(in: "Snap").contains("report"))
    }

    @Test func aMissingBaselineFailsOnCIAndIsWrittenLocallyOnce() throws {
        defer { scratch.remove() }
        let onCI = try run(["verify", "gallery-shapes", "--out", "Snap"], ci: true)
        #expect(onCI.status == 1)
        #expect(onCI.stderr.hasPrefix("✗ gallery-shapes  no baseline at Snap/gallery-shapes (record mode never; "), "\(onCI.stderr)")
        #expect(onCI.stderr.contains("\nreport: Snap/report/report.html\n"))
        #expect(scratch.files(in: "Snap") == ["report"])
        #expect(scratch.files(in: "Snap/report") == ["junit.xml", "report.html"])

        let local = try run(["verify", "gallery-shapes", "--out", "Snap"])
        #expect(local.status == 1, "missing: written, and the run fails once")
        #expect(local.stderr.hasPrefix("+ gallery-shapes  no baseline: recorded 90 frames of trace"))
        let again = try run(["verify", "gallery-shapes", "--out", "Snap"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(scratch.files(in: "Snap") == ["gallery-shapes"], "the report of the failing run is removed")
    }

    /// The baseline's first view is moved down 1 pt by hand: verify names frame 0, the view and frame.minY, baseline
    /// value first.
    @Test func aMovedViewFailsWithItsFrameViewAndPropertyAndAReport() throws {
        defer { scratch.remove() }
        #expect(try run(["record", "gallery-shapes", "--out", "Snap"]).status == 0)
        let trace = scratch.url.appendingPathComponent("Snap/gallery-shapes/gallery-shapes.trace")
        var lines = try String(contentsOf: trace, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("@ frame 0 ") }) + 1
        let fields = lines[index].split(separator: "\t")[1].split(separator: " ")
        let frame = try #require(fields.first { $0.hasPrefix("frame=") }).dropFirst(6).split(separator: ",")
        let minY = try #require(Double(frame[1]))
        let moved = [frame[0], Substring(String(minY + 1).replacingOccurrences(of: ".0", with: "")), frame[2], frame[3]].joined(separator: ",")
        lines[index] = lines[index].replacingOccurrences(of: "frame=" + frame.joined(separator: ","), with: "frame=" + moved)
        try lines.joined(separator: "\n").write(to: trace, atomically: true, encoding: .utf8)

        let result = try run(["verify", "gallery-shapes", "--out", "Snap", "--report", "out/report"], ci: true)
        #expect(result.status == 1)
        let expected = "frame.minY \(String(minY + 1).replacingOccurrences(of: ".0", with: "")) → \(frame[1])"
        #expect(result.stderr.hasPrefix("✗ gallery-shapes  frame 0 (0.000 s) "), "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.contains("\nreport: out/report/report.html\n"))
        #expect(scratch.files(in: "out/report") == ["gallery-shapes", "junit.xml", "report.html"])
        #expect(scratch.files(in: "out/report/gallery-shapes").contains("moved.txt"))
        let junit = try scratch.data("out/report/junit.xml")
        let parser = XMLParser(data: junit)
        #expect(parser.parse(), "junit.xml is well-formed")
        let html = try String(decoding: scratch.data("out/report/report.html"), as: UTF8.self)
        #expect(html.contains("zoetrope snapshot record gallery-shapes --out Snap"))
    }

    @Test func shardsSplitTheScenesIntoBlocks() throws {
        defer { scratch.remove() }
        let result = try run(["record", "gallery-shapes", "gallery-text", "gallery-layout", "--out", "Snap", "--shard", "2/3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: "Snap") == ["gallery-text"])
        #expect(result.stderr.contains("1 recorded in ") && result.stderr.contains(" (shard 2/3)"))
    }

    @Test(arguments: [
        (["verify", "no-such-scene", "--out", "Snap"], "", "unknown scene 'no-such-scene'"),
        (["verify", "gallery-shapes", "--out", "Snap", "--record", "sometimes"], "", "--record"),
        (["verify", "gallery-shapes", "--out", "Snap"], "sometimes", "ZOETROPE_RECORD: unknown record mode 'sometimes'; use never, missing, failed or all"),
        (["verify", "gallery-shapes", "--out", "Snap", "--shard", "3/2"], "", "--shard"),
        (["verify", "gallery-shapes", "--out", "Snap", "--at", "0.5,x"], "", "--at"),
        (["verify", "gallery-shapes"], "", "--out"),
    ])
    func usageErrorsExit2AndWriteNothing(_ arguments: [String], _ record: String, _ message: String) throws {
        defer { scratch.remove() }
        let result = try run(arguments, record: record)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(scratch.files(in: ".").isEmpty)
    }
}
