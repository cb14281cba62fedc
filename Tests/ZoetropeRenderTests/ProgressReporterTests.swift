import Dispatch
import Foundation
import Testing
@testable import ZoetropeRender

/// A clock and an output for `ProgressReporter`, set by the test.
private final class FakeTerminal: @unchecked Sendable {
    private let lock = NSLock()
    private var written = ""
    private var nanoseconds: UInt64 = 0

    var text: String { lock.withLock { written } }
    var now: UInt64 {
        get { lock.withLock { nanoseconds } }
        set { lock.withLock { nanoseconds = newValue } }
    }

    func reporter(_ style: ProgressReporter.Style, scene: String = "fab-menu", stage: String? = nil,
                  columns: Int = 80) -> ProgressReporter {
        ProgressReporter(scene: scene, stage: stage, style: style, clock: { self.now }, columns: { columns },
                         write: { text in self.lock.withLock { self.written += text } })
    }

    /// Starts `reporter` at t = 0 and reports `total` frames, one every `step` milliseconds.
    func run(_ reporter: ProgressReporter, total: Int, step: UInt64, finish: Bool = true) {
        now = 0
        reporter.start(total: total)
        for frame in 1...max(1, total) where total > 0 {
            now = UInt64(frame) * step * 1_000_000
            reporter.advance()
        }
        if finish { reporter.finish() }
    }

    /// The JSON objects written, one a line.
    func jsonObjects() throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "\(line)")
        }
    }
}

@Suite struct ProgressReporterTests {
    // MARK: lines (not a terminal): unchanged

    @Test func linesArePrintedOncePerTenthAsBefore() {
        let terminal = FakeTerminal()
        terminal.run(terminal.reporter(.lines), total: 20, step: 10)
        // 20 frames: a tenth is 2 frames, so 0, 2, 4, … 20; nothing at the end.
        let expected = stride(from: 0, through: 20, by: 2).map { "fab-menu: \($0)/20 frames\n" }.joined()
        #expect(terminal.text == expected)
    }

    @Test func linesWithNothingToDoSayZeroOfZeroOnce() {
        let terminal = FakeTerminal()
        terminal.run(terminal.reporter(.lines, stage: "video"), total: 0, step: 10)
        #expect(terminal.text == "fab-menu: video: 0/0 frames\n")
    }

    // MARK: the bar

    @Test func barShowsCellsCountsRateAndETA() {
        // 48 of 120 in 0.8 s: 60 fps; 72 left is 1.2 s, shown rounded up. 79 columns usable, the text takes 47:
        // 32 cells, 40 % of them (12.8) filled as 12.
        let line = ProgressText.bar(label: "fab-menu", .init(done: 48, total: 120, seconds: 0.8), columns: 80)
        #expect(line == "fab-menu  [" + String(repeating: "█", count: 12) + String(repeating: "░", count: 20)
                + "]  48/120 frames  60.0 fps  ETA 0:02")
        #expect(line.count == 79)
    }

    @Test func barIsAtMostFortyCellsOnAWideTerminal() {
        let line = ProgressText.bar(label: "x", .init(done: 1, total: 2, seconds: 1), columns: 300)
        #expect(line == "x  [" + String(repeating: "█", count: 20) + String(repeating: "░", count: 20)
                + "]  1/2 frames  1.0 fps  ETA 0:01")
    }

    @Test func narrowTerminalDropsTheBarAndCutsTheLine() {
        let line = ProgressText.bar(label: "fab-menu", .init(done: 48, total: 120, seconds: 0.8), columns: 30)
        #expect(line == "fab-menu  48/120 frames  60.0")
        #expect(line.count == 29)
    }

    @Test func unknownRateAndEmptyWorkShowNoNaNOrInfinity() {
        let first = ProgressText.bar(label: "a", .init(done: 0, total: 120, seconds: 0), columns: 80)
        #expect(first.hasSuffix("]  0/120 frames  -- fps  ETA --:--"), "\(first)")
        #expect(first.contains("[" + String(repeating: "░", count: 40) + "]"))
        let empty = ProgressText.bar(label: "a", .init(done: 0, total: 0, seconds: 0), columns: 80)
        #expect(empty.contains("[" + String(repeating: "█", count: 40) + "]  0/0 frames  -- fps  ETA --:--"), "\(empty)")
        #expect(ProgressText.barSummary(label: "a", .init(done: 0, total: 0, seconds: 0)) == "a  0/0 frames in 0.0 s")
        for text in [first, empty] {
            #expect(!text.lowercased().contains("nan") && !text.lowercased().contains("inf"))
        }
    }

    @Test func barRedrawsAtMostTenTimesASecondAndEndsWithASummary() {
        let terminal = FakeTerminal()
        // 100 frames, one every 10 ms: drawn at the start, then every 100 ms (frames 10, 20, … 100).
        terminal.run(terminal.reporter(.bar), total: 100, step: 10)
        let redraws = terminal.text.components(separatedBy: "\r").dropFirst()
        #expect(redraws.count == 12, "11 bars and the summary")
        let bars = redraws.dropLast()
        #expect(bars.allSatisfy { $0.hasSuffix(ProgressText.eraseToEndOfLine) && !$0.contains("\n") })
        #expect(bars.first?.contains("]  0/100 frames  -- fps  ETA --:--") == true, "\(bars.first ?? "")")
        #expect(bars.last?.contains("]  100/100 frames  100.0 fps  ETA 0:00") == true, "\(bars.last ?? "")")
        #expect(redraws.last == "fab-menu  100/100 frames in 1.0 s, 100.0 fps" + ProgressText.eraseToEndOfLine + "\n")
    }

    @Test func barETAComesFromTheRateSoFar() {
        let terminal = FakeTerminal()
        let reporter = terminal.reporter(.bar)
        // One frame every 50 ms: 20 fps; after 20 of 100 frames, 80 are left: 4 s.
        terminal.run(reporter, total: 100, step: 50, finish: false)
        let twentieth = terminal.text.components(separatedBy: "\r").first { $0.contains("]  20/100 frames") }
        #expect(twentieth?.contains("20/100 frames  20.0 fps  ETA 0:04") == true, "\(twentieth ?? "none")")
    }

    @Test func endLineClosesAnOpenBarOnly() {
        let terminal = FakeTerminal()
        let reporter = terminal.reporter(.bar)
        terminal.run(reporter, total: 3, step: 10, finish: false)
        reporter.endLine()
        #expect(terminal.text.hasSuffix(ProgressText.eraseToEndOfLine + "\n"))
        let before = terminal.text
        reporter.endLine()
        #expect(terminal.text == before, "a second endLine writes nothing")

        let finished = FakeTerminal()
        let done = finished.reporter(.bar)
        finished.run(done, total: 3, step: 10)
        let summary = finished.text
        done.endLine()
        #expect(finished.text == summary)
    }

    // MARK: JSON

    @Test func jsonLinesParseInOrderAndEndWithDone() throws {
        let terminal = FakeTerminal()
        // One frame a second: every frame is past the throttle.
        terminal.run(terminal.reporter(.json), total: 5, step: 1000)
        let objects = try terminal.jsonObjects()
        #expect(objects.count == 7)
        #expect(objects.dropLast().map { $0["event"] as? String } == Array(repeating: "progress", count: 6))
        #expect(objects.dropLast().map { $0["done"] as? Int } == [0, 1, 2, 3, 4, 5])
        #expect(objects.allSatisfy { $0["scene"] as? String == "fab-menu" && $0["total"] as? Int == 5 && $0["stage"] == nil })
        #expect(objects[0]["fps"] is NSNull && objects[0]["eta_seconds"] is NSNull)
        // After 2 frames in 2 s: 1 fps, 3 frames left: 3 s.
        #expect(objects[2]["fps"] as? Double == 1 && objects[2]["eta_seconds"] as? Double == 3)
        let done = try #require(objects.last)
        #expect(done["event"] as? String == "done" && done["done"] as? Int == 5)
        #expect(done["seconds"] as? Double == 5 && done["fps"] as? Double == 1)
    }

    @Test func jsonKeysComeInAStableOrder() {
        let counts = ProgressText.Counts(done: 48, total: 120, seconds: 0.8)
        // Keys sorted (JSONEncoder's .sortedKeys); numbers in their shortest form.
        #expect(ProgressText.jsonProgress(scene: "fab-menu", stage: nil, counts)
                == #"{"done":48,"eta_seconds":1.2,"event":"progress","fps":60,"scene":"fab-menu","total":120}"#)
        #expect(ProgressText.jsonDone(scene: "fab-menu", stage: "video", .init(done: 120, total: 120, seconds: 1.9346))
                == #"{"done":120,"event":"done","fps":62,"scene":"fab-menu","seconds":1.935,"stage":"video","total":120}"#)
        #expect(ProgressText.jsonProgress(scene: "a/b", stage: nil, .init(done: 0, total: 3, seconds: 0))
                == #"{"done":0,"eta_seconds":null,"event":"progress","fps":null,"scene":"a/b","total":3}"#)
    }

    @Test func jsonIsThrottledButKeepsTheFirstAndLastFrame() throws {
        let terminal = FakeTerminal()
        // 100 frames in 1 ms each: all within one throttle interval.
        terminal.run(terminal.reporter(.json), total: 100, step: 1)
        let objects = try terminal.jsonObjects()
        #expect(objects.map { $0["done"] as? Int } == [0, 100, 100])
        #expect(objects.map { $0["event"] as? String } == ["progress", "progress", "done"])
    }

    @Test func jsonEscapesNamesAndStatusLines() throws {
        let terminal = FakeTerminal()
        terminal.run(terminal.reporter(.json, scene: "a \"quoted\"\\scene\u{1}", stage: "video"), total: 1, step: 1000)
        let objects = try terminal.jsonObjects()
        #expect(objects.allSatisfy { $0["scene"] as? String == "a \"quoted\"\\scene\u{1}" && $0["stage"] as? String == "video" })
        let status = try #require(ProgressReporter.statusLine("review: fab-menu: video\tok", style: .json))
        let object = try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any]
        #expect(object?["event"] as? String == "message" && object?["message"] as? String == "review: fab-menu: video\tok")
        #expect(ProgressReporter.statusLine("x", style: .lines) == "x" && ProgressReporter.statusLine("x", style: .bar) == "x")
        #expect(ProgressReporter.statusLine("x", style: .none) == nil)
    }

    @Test func framesFromManyThreadsAreAllCounted() throws {
        let terminal = FakeTerminal()
        let reporter = terminal.reporter(.json)
        reporter.start(total: 8000)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { reporter.advance() }
        }
        reporter.finish()
        let objects = try terminal.jsonObjects()
        #expect(objects.last?["event"] as? String == "done" && objects.last?["done"] as? Int == 8000)
        #expect(objects.map { $0["done"] as? Int } == [0, 8000, 8000], "the clock stood still: first, last, done")
    }

    @Test func noneWritesNothing() {
        let terminal = FakeTerminal()
        let reporter = terminal.reporter(.none)
        terminal.run(reporter, total: 10, step: 1000)
        reporter.endLine()
        #expect(terminal.text == "")
    }

    // MARK: numbers and widths

    @Test func numbersAreWrittenWithAPointWhateverTheLocale() {
        #expect(ProgressText.decimal(62.34, places: 1) == "62.3")
        #expect(ProgressText.decimal(0.05, places: 1) == "0.1")
        #expect(ProgressText.decimal(1.5, places: 3) == "1.500")
        #expect(ProgressText.decimal(0.0004, places: 3) == "0.000")
        #expect(ProgressText.decimal(7, places: 0) == "7")
        #expect(ProgressText.decimal(.nan, places: 1) == "0.0")
        #expect(ProgressText.decimal(.infinity, places: 1) == "0.0")
        #expect(ProgressText.decimal(1e300, places: 1) == "1000000000000.0")
    }

    @Test func clockAndDurationText() {
        #expect(ProgressText.clock(0) == "0:00")
        #expect(ProgressText.clock(1.2) == "0:02")
        #expect(ProgressText.clock(59.5) == "1:00")
        #expect(ProgressText.clock(754) == "12:34")
        #expect(ProgressText.clock(3723) == "1:02:03")
        #expect(ProgressText.clock(.infinity) == "0:00")
        #expect(ProgressText.duration(1.94) == "1.9 s")
        #expect(ProgressText.duration(75) == "1:15")
    }

    @Test func columnsComeFromAWholeNumberInCOLUMNS() {
        #expect(TerminalWidth.columns(fromEnvironment: "120") == 120)
        #expect(TerminalWidth.columns(fromEnvironment: " 72 ") == 72)
        #expect(TerminalWidth.columns(fromEnvironment: "0") == nil)
        #expect(TerminalWidth.columns(fromEnvironment: "wide") == nil)
        #expect(TerminalWidth.columns(fromEnvironment: nil) == nil)
    }
}
