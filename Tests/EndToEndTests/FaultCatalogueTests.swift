import Foundation
import Testing

/// The catalogue of bad inputs and faults (issue 16, item 1): every command, run as a user runs it, with bad flags,
/// animation strings, Swift files and scenes, a missing or failing ffmpeg, unwritable or full output folders and
/// signals mid-compile, mid-render and mid-video. Each case asserts the exit code, the key words and shape of the
/// one-line report, that no partial or unexpected file is left and that no process of the run outlives it.
@Suite struct FaultCatalogueTests {
    @Test(arguments: FaultCatalogue.usageCases + FaultCatalogue.curveCases + FaultCatalogue.outputCases)
    func catalogScenes(_ testCase: FaultCatalogueCase) throws {
        try FaultCatalogue.check(testCase)
    }

    /// A disk that fills up: a 200 KiB tmpfs (needs root and a container that allows mounting).
    @Test(.enabled(if: FaultCatalogueRun.canMountTmpfs, "mounting a tmpfs is not allowed here"), arguments: FaultCatalogue.fullDiskCases)
    func fullDisk(_ testCase: FaultCatalogueCase) throws {
        try FaultCatalogue.check(testCase)
    }

    /// The catalogue is at least 100 cases (issue 16), each with its own name, so that each reports separately.
    @Test func theCatalogueHasAHundredDistinctCases() {
        let names = FaultCatalogue.allCases.map(\.name)
        #expect(names.count >= 100, "\(names.count) cases")
        #expect(Set(names).count == names.count, "repeated: \(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }

    /// Signals while rendering or encoding a catalog scene.
    @Test(arguments: FaultCatalogue.signalCases)
    func signals(_ testCase: FaultCatalogueCase) throws {
        try FaultCatalogue.check(testCase)
    }
}

/// The user-file cases, one after another: they share one build cache (`FaultCatalogueFiles`).
@Suite(.serialized) struct FaultCatalogueUserFileTests {
    @Test(arguments: FaultCatalogue.userFileCases)
    func userFiles(_ testCase: FaultCatalogueCase) throws {
        try FaultCatalogue.check(testCase)
    }
}

/// The table of cases (in `FaultCatalogue+*.swift`) and the checks every case gets.
enum FaultCatalogue {
    static var allCases: [FaultCatalogueCase] {
        usageCases + curveCases + outputCases + fullDiskCases + signalCases + userFileCases
    }

    static func check(_ testCase: FaultCatalogueCase) throws {
        let outcome = try FaultCatalogueRun.run(testCase)
        let context = "\(testCase.name): zoetrope \(testCase.arguments.joined(separator: " "))\n"
            + "exit \(outcome.status) after \(String(format: "%.1f", outcome.seconds)) s\nstderr:\n\(outcome.stderr)"
        #expect(!outcome.timedOut, "still running after \(testCase.timeout) s: stopped. \(context)")
        #expect(!outcome.signalMissed, "the run ended before the signal's moment. \(context)")
        #expect(outcome.status == testCase.status, "exit \(outcome.status), expected \(testCase.status). \(context)")
        for problem in reportProblems(outcome.stderr, testCase) { Issue.record("\(problem). \(context)") }
        if testCase.quietStdout {
            #expect(outcome.stdout.isEmpty, "standard output: \(outcome.stdout.prefix(500)). \(context)")
        }
        let partial = outcome.names.filter { $0.contains(".partial") }
        #expect(partial.isEmpty, "partial files left: \(partial). \(context)")
        let added = outcome.names.filter { !outcome.created.contains($0) }
        switch testCase.leaves {
        case .nothing: #expect(added.isEmpty, "files written: \(added). \(context)")
        case let .only(expected): #expect(added == expected.sorted(), "files written: \(added), expected \(expected). \(context)")
        case .anything: break
        }
        let missing = outcome.created.filter { !outcome.names.contains($0) }
        #expect(missing.isEmpty, "files of the case removed: \(missing). \(context)")
        #expect(outcome.survivors.isEmpty, "processes outlived the run: \(outcome.survivors). \(context)")
    }

    /// What is wrong with stderr for this case; [] when it has the case's shape and words.
    static func reportProblems(_ stderr: String, _ testCase: FaultCatalogueCase) -> [String] {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty()
        var problems: [String] = []
        func requireWords(_ text: String, _ words: [String], _ where: String) {
            for word in words where !text.lowercased().contains(word.lowercased()) {
                problems.append("\(`where`) does not contain '\(word)'")
            }
        }
        requireWords(stderr, testCase.stderrWords, "stderr")
        for word in testCase.absentWords where stderr.lowercased().contains(word.lowercased()) {
            problems.append("stderr mentions '\(word)'")
        }
        for word in testCase.onceWords {
            let count = stderr.lowercased().components(separatedBy: word.lowercased()).count - 1
            if count != 1 { problems.append("stderr mentions '\(word)' \(count) times, not once") }
        }
        let errorLines = lines.filter { $0.hasPrefix("zoetrope: error:") }
        let start = lines.firstIndex { $0.hasPrefix("zoetrope: error:") || $0.hasPrefix("Error: ") }
        let block = start.map { Array(lines[$0...]) } ?? []
        let preamble = Array(lines[..<(start ?? lines.endIndex)])
        if testCase.report != .crash, testCase.report != .snapshotRun {
            for line in preamble where !isProgress(line) { problems.append("unexpected line before the report: '\(line)'") }
        }
        switch testCase.report {
        case .snapshotRun:
            if !errorLines.isEmpty { problems.append("an error line besides the run's report: \(errorLines)") }
            return problems
        case .signalled:
            if !errorLines.isEmpty { problems.append("an error was reported for a signal: \(errorLines)") }
            return problems
        case .warned:
            if !errorLines.isEmpty { problems.append("an error was reported: \(errorLines)") }
            if !lines.contains(where: { $0.hasPrefix("zoetrope: scene ") && $0.contains("warning") }) {
                problems.append("no scene warning")
            }
            return problems
        case .crash:
            let report = lines.filter { !isBuildLine($0) }
            if let first = report.first { requireWords(first, testCase.words, "the first line") } else { problems.append("no report") }
            if report.count >= 6 { problems.append("the report has \(report.count) lines (a backtrace?)") }
            return problems
        case .usage:
            guard let first = block.first, first.hasPrefix("Error: ") else { return problems + ["no `Error: …` usage report"] }
            requireWords(first, testCase.words, "the error line")
            if !block.contains(where: { $0.hasPrefix("Usage: ") }) { problems.append("no usage line") }
            return problems
        default: break
        }
        guard errorLines.count == 1, let first = block.first, first.hasPrefix("zoetrope: error:") else {
            return problems + ["expected one `zoetrope: error:` line, found \(errorLines.count)"]
        }
        switch testCase.report {
        case .line:
            requireWords(first, testCase.words, "the error line")
            if block.count != 1 { problems.append("the report is \(block.count) lines, not one") }
        case .caret:
            requireWords(first, testCase.words, "the error line")
            if block.count != 3 || block.last?.trimmingCharacters(in: .whitespaces) != "^" {
                problems.append("expected the error line, the value and a caret line")
            }
        case .compileErrors:
            requireWords(block.joined(separator: "\n"), testCase.words, "the report")
            if first != "zoetrope: error: compile error:" { problems.append("the first line is not `compile error:`") }
            let listed = block.dropFirst()
            if listed.isEmpty || !listed.allSatisfy({ $0.contains(": error: ") }) {
                problems.append("the lines after `compile error:` are not all compiler errors")
            }
        case .block:
            requireWords(block.joined(separator: "\n"), testCase.words, "the report")
        case .ffmpegSaid:
            requireWords(first, testCase.words, "the error line")
            if block.count < 3 || block[1] != "ffmpeg said:" { problems.append("no `ffmpeg said:` with its output") }
        case .usage, .signalled, .crash, .snapshotRun, .warned: break
        }
        return problems
    }

    /// Lines a run may print before its report: progress, the user files' build, scene issues, summaries.
    static func isProgress(_ line: String) -> Bool {
        if isBuildLine(line) || line.hasPrefix("zoetrope: scene ") || line.hasPrefix("review: ") { return true }
        // `fab-menu: 3/30 frames`
        if line.hasSuffix(" frames"), let colon = line.lastIndex(of: ":"),
           line[line.index(after: colon)...].dropLast(" frames".count).split(separator: "/").count == 2 { return true }
        return false
    }

    /// `zoetrope: compiling X.swift (debug)…`, `zoetrope: compiled X.swift in 3.1 s`, `zoetrope: X.swift unchanged: …`.
    static func isBuildLine(_ line: String) -> Bool {
        line.hasPrefix("zoetrope: compiling ") || line.hasPrefix("zoetrope: compiled ")
            || (line.hasPrefix("zoetrope: ") && line.contains(" unchanged: using the cached build"))
    }
}

private extension Array where Element == String {
    /// Without the empty string after the last newline.
    func dropLastEmpty() -> [String] { last == "" ? Array(dropLast()) : self }
}

extension FaultCatalogueCase.ReportShape: Equatable {}
