import ArgumentParser
import Foundation
import ZoetropeSnapshot

/// `zoetrope snapshot record|verify SCENES… --out DIR`: motion baselines (every frame's trace, pixel frames, the
/// environment) and their comparison, with an HTML and JUnit report of what failed.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record motion baselines of scenes, or verify scenes against them.",
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self])
}

/// `zoetrope snapshot record`: writes baselines (record mode `all` unless `--record` says otherwise).
struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the baselines of scenes: every frame's trace, pixel frames and the environment.")

    @OptionGroup var options: SnapshotRunOptions

    func run() throws {
        try options.execute(mode: options.record ?? .all, recordingSucceeds: true)
    }
}

/// `zoetrope snapshot verify`: compares scenes with their baselines; exit 0 when all match, 1 with a report when not.
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare scenes with their baselines; exit 0 when all match, 1 with a report folder when not.")

    @OptionGroup var options: SnapshotRunOptions

    func run() throws {
        try options.execute(mode: try SnapshotRecordMode.resolve(options.record), recordingSucceeds: false)
    }
}
