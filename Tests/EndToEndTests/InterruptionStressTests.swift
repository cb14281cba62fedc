import Foundation
import Testing

/// Issue 27: an interrupted `video` or `review` leaves nothing, every time. Each command is interrupted 50 times
/// (100 in all), at moments spread from its start to its normal duration (the shortest of three runs to completion), each
/// moved by a random part of its step; the signal goes in turn to zoetrope alone or to its whole process group (as
/// Ctrl-C in a terminal does), and is SIGINT, SIGTERM or SIGHUP in turn. After each run no hidden or `.partial` name
/// may be left, nor anything but the complete output (a run that finished, or renamed its output into place, before
/// the signal), and no process of the run may outlive it.
/// The two commands run side by side (each in its own folder), at a quarter of the device's scale: every stage of a
/// run (evaluation, frames, encoding, the review's pages, the final rename) is still there, in less time.
@Suite struct InterruptionStressTests {
    struct Command: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// The output's name in the scratch folder.
        var output: String
        /// Whether the output at `url` is complete.
        var isComplete: @Sendable (URL) -> Bool
        var testDescription: String { name }
    }

    static let commands: [Command] = [
        Command(name: "video", arguments: ["video", FaultCatalogue.scene, "clip.mp4", "--scale", "0.25"], output: "clip.mp4") { url in
            // An MP4 renamed into place is whole: ffmpeg wrote it to the end (its `ftyp` box first, `moov` somewhere).
            let data = (try? Data(contentsOf: url)) ?? Data()
            return data.count > 8 && data.subdata(in: 4..<8) == Data("ftyp".utf8)
        },
        Command(name: "review", arguments: ["review", FaultCatalogue.scene, "--out", "review", "--scale", "0.25"], output: "review") { url in
            FileManager.default.fileExists(atPath: url.appendingPathComponent("index.html").path)
        },
    ]

    static let runsPerCommand = 50
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// SplitMix64: a seeded generator, so that a failing run can be repeated (the seed is in the failure's text).
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: commands)
    func interruptedAtRandomMomentsLeavesNothing(_ command: Command) throws {
        let binary = try ZoetropeBinary.locate()
        let scratch = try Scratch()
        defer { scratch.remove() }
        let logs = try Scratch()
        defer { logs.remove() }
        let root = scratch.url.resolvingSymlinksInPath().path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = FaultCatalogueFiles.cache.path

        // The command's normal duration: the shortest of three runs to completion (which must succeed). The shortest,
        // because the other suites load the machine unevenly: a slow first run would put most moments after the end.
        var duration = Double.infinity
        for _ in 0..<3 {
            let measured = Date()
            let whole = try FaultCatalogueRun.start(binary, command.arguments, shell: nil, in: scratch.url, environment: environment,
                                               stdout: logs.url.appendingPathComponent("out"), stderr: logs.url.appendingPathComponent("err"))
            whole.wait()
            duration = min(duration, Date().timeIntervalSince(measured))
            let stderr = (try? String(contentsOf: logs.url.appendingPathComponent("err"), encoding: .utf8)) ?? ""
            try #require(whole.status == 0, "the uninterrupted \(command.name) failed: exit \(whole.status)\n\(stderr)")
            try clear(scratch.url)
        }

        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(state: seed)
        var failures: [String] = []
        var interrupted = 0
        let step = duration / Double(Self.runsPerCommand)
        for run in 0..<Self.runsPerCommand {
            let delay = step * Double(run) + Double.random(in: 0..<step, using: &random)
            let signal = Self.signals[run % Self.signals.count]
            let toGroup = run % 2 == 1
            let marker = UUID().uuidString
            environment[FaultCatalogueRun.markerVariable] = marker
            let started = Date()
            let child = try FaultCatalogueRun.start(binary, command.arguments, shell: nil, in: scratch.url, environment: environment,
                                               stdout: logs.url.appendingPathComponent("out"), stderr: logs.url.appendingPathComponent("err"))
            while child.isRunning, Date().timeIntervalSince(started) < delay { usleep(1_000) }
            kill(toGroup ? -child.pid : child.pid, signal)
            child.wait()
            if child.status == 128 + signal { interrupted += 1 }
            let what = "run \(run) (seed \(seed)): \(String(cString: strsignal(signal))) to the \(toGroup ? "group" : "process") "
                + "after \(String(format: "%.3f", delay)) s, exit \(child.status)"

            // Processes of the run get the catalogue's grace to go; the ones still there are the finding.
            let graceEnd = Date().addingTimeInterval(FaultCatalogueRun.grace)
            var left = FaultCatalogueRun.processes(marker: marker, root: root)
            while !left.isEmpty, Date() < graceEnd {
                usleep(50_000)
                left = FaultCatalogueRun.processes(marker: marker, root: root)
            }
            if !left.isEmpty {
                failures.append("\(what): processes outlived it: \(left.map { "\($0.pid) \($0.command)" })")
                FaultCatalogueRun.killAll(marker: marker, root: root)
            }
            let names = FaultCatalogueRun.names(in: scratch.url)
            let hidden = names.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } || $0.contains(".partial") }
            if !hidden.isEmpty { failures.append("\(what): left \(hidden)") }
            let others = names.filter { $0 != command.output && !$0.hasPrefix(command.output + "/") && !hidden.contains($0) }
            if !others.isEmpty { failures.append("\(what): left \(others)") }
            if names.contains(command.output), !command.isComplete(scratch.url.appendingPathComponent(command.output)) {
                failures.append("\(what): \(command.output) is there but incomplete")
            }
            try clear(scratch.url)
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.runsPerCommand) runs:\n\(failures.joined(separator: "\n"))")
        // The moments are within the normal duration, so most runs are stopped by their signal, not finished.
        #expect(interrupted >= Self.runsPerCommand / 2, "only \(interrupted) runs were stopped by their signal")
    }

    /// Removes everything in `folder`.
    func clear(_ folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
