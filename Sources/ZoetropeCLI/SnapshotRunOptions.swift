import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender
import ZoetropeSnapshot
import ZoetropeUserFiles

/// What `snapshot record` and `snapshot verify` share: the scenes, the folders, the record mode and the shard.
struct SnapshotRunOptions: ParsableArguments {
    @Argument(help: "Scene ids (default: every scene).") var scenes: [String] = []
    @Option(help: "The baselines folder: one subfolder per scene.") var out: String
    @Option(help: ArgumentHelp("When to write baselines: never, missing, failed or all (default for verify: ZOETROPE_RECORD, else never when CI is set and missing otherwise; for record: all).",
                               valueName: "mode"))
    var record: SnapshotRecordMode?
    @Option(parsing: .unconditional, help: "Only block K of N contiguous blocks of the scenes, e.g. 2/4.") var shard: String?
    @Option(help: "Folder for the report of a failing run (default: OUT/report).") var report: String?
    @Option(parsing: .unconditional, help: "Pixels per point of recorded pixel frames (default 1; verify uses the baseline's).")
    var scale: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("More times to record as pixel frames, seconds, comma-separated.", valueName: "t,..."))
    var at: String?
    @Option(parsing: .unconditional, help: "Frames traced or rendered at once (default: one per core).") var jobs: Int?
    @Flag(help: "No tolerance: every trace field as written (running animations too) and every pixel must match.")
    var exact = false

    /// Runs every selected scene, prints one line per scene and a total on stderr, writes the report when something
    /// failed, and exits 1 if a scene fails the run.
    func execute(mode: SnapshotRecordMode, recordingSucceeds: Bool) throws {
        try SceneLookup.requireName(out, flag: "--out")
        try SceneLookup.requireName(report, flag: "--report")
        let options = try snapshotOptions()
        let ids = try selectedScenes()
        // Relative to the current folder as given, so that messages show the paths the user typed.
        let root = URL(fileURLWithPath: out, isDirectory: true)
        let reportDirectory = report.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? root.appendingPathComponent("report", isDirectory: true)
        let runner = SnapshotRunner(root: root, mode: mode, options: options, recordingSucceeds: recordingSucceeds)
        let width = ids.map(\.count).max() ?? 0
        var results: [SceneSnapshotResult] = []
        for id in ids {
            let result = try run(id, with: runner)
            results.append(result)
            let line = SnapshotReport.Scene(id: id.padding(toLength: width, withPad: " ", startingAt: 0),
                                            status: result.reportStatus, summary: result.summary,
                                            duration: result.duration)
            for text in SnapshotReport(scenes: [line]).summaryLines { Self.standardError(text) }
        }
        let writer = SnapshotReportWriter(directory: reportDirectory)
        let failing = results.filter(\.failsRun)
        let total = SnapshotReport(scenes: results.map {
            SnapshotReport.Scene(id: $0.scene, status: $0.reportStatus, duration: $0.duration)
        }).totalLine
        Self.standardError(total + (shard.map { " (shard \($0))" } ?? ""))
        guard !failing.isEmpty else {
            writer.removeEarlierReport()
            return
        }
        writer.removeEarlierReport()
        try writer.write(results, notes: notes(results, mode: mode), rerecordCommand: rerecordCommand(failing))
        Self.standardError("report: \(reportDirectory.appendingPathComponent("report.html").relativePath)")
        throw ExitCode(1)
    }

    /// One scene's result; a scene whose evaluation has errors fails (they are listed above) and the run goes on.
    private func run(_ id: String, with runner: SnapshotRunner) throws -> SceneSnapshotResult {
        let start = Date(timeIntervalSinceNow: 0)
        do {
            return try runner.run(try SceneLookup.timeline(id: id))
        } catch let CLIError.sceneErrors(_, count) {
            return SceneSnapshotResult(
                scene: id, status: .failed, failsRun: true,
                summary: "the scene has \(count) error\(count == 1 ? "" : "s") (listed above); nothing was compared",
                baseline: BaselineFolder(root: runner.root, scene: id), duration: Date(timeIntervalSinceNow: 0).timeIntervalSince(start))
        }
    }

    /// The scene ids to run: the arguments (each checked, repeats dropped) or every scene, then this shard's block.
    func selectedScenes() throws -> [String] {
        let known = SceneLookup.allScenes().map(\.id)
        for id in scenes where !known.contains(id) { throw CLIError.unknownScene(id: id, known: known) }
        var ids: [String] = []
        for id in scenes.isEmpty ? known : scenes where !ids.contains(id) { ids.append(id) }
        guard let shard else { return ids }
        return Array(try Shard(parsing: shard).block(of: ids))
    }

    func snapshotOptions() throws -> SnapshotOptions {
        var options = SnapshotOptions()
        if exact {
            options.tolerance = .exact
            options.pixels = .exact
        }
        if let scale {
            try RenderOptions.requirePositive(scale, flag: "--scale")
            options.scale = scale
        }
        if let jobs {
            guard jobs >= 1 else { throw RenderError.invalidValue(flag: "--jobs", value: "\(jobs)", expected: "a whole number ≥ 1") }
            options.jobs = jobs
        }
        if let at {
            options.times = try at.split(separator: ",", omittingEmptySubsequences: false).map { part in
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let time = Double(text) else {
                    throw RenderError.invalidValue(flag: "--at", value: at, expected: "times in seconds separated by commas, e.g. 0.5,1.25")
                }
                try RenderOptions.requireTime(time, flag: "--at")
                return time
            }
        }
        return options
    }

    /// Run-wide remarks for the report: the record mode, the shard, environments that differ from the baselines'.
    private func notes(_ results: [SceneSnapshotResult], mode: SnapshotRecordMode) -> [String] {
        var notes = ["record mode: \(mode.rawValue)" + (exact ? "; exact comparison (no tolerance)" : "")]
        if let shard { notes.append("shard \(shard) of the scenes") }
        var seen: Set<String> = []
        for difference in results.flatMap(\.environmentDifferences) where seen.insert(difference).inserted {
            notes.append("environment: " + difference)
        }
        return notes
    }

    /// `zoetrope snapshot record [FILES…] IDS… --out OUT`: the user's scene files first when the scenes came from them.
    private func rerecordCommand(_ failing: [SceneSnapshotResult]) -> String {
        let sources = (ProcessInfo.processInfo.environment[SceneArguments.sourcesVariable] ?? "")
            .split(separator: "\n").map(String.init)
        return (["zoetrope", "snapshot", "record"] + sources + failing.map(\.scene) + ["--out", out])
            .map(Self.quoted).joined(separator: " ")
    }

    /// `text` quoted for a POSIX shell when it needs it.
    static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=@%+:,".contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
