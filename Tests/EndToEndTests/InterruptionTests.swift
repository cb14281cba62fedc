import Foundation
import Testing

/// A signal mid-render or mid-video (issue 16): the command ends as the signal says (status 128 + signal from a
/// shell, `uncaughtSignal` here), its ffmpeg is stopped, and neither the hidden temporary file nor a partial output
/// is left; frames completed before the signal stay.
@Suite(.serialized) struct InterruptionTests {
    /// Starts `zoetrope arguments` in `scratch`, waits until `ready` holds (at most 20 s), sends `signal`, and
    /// returns how it ended.
    func interrupt(_ arguments: [String], in scratch: Scratch, signal: Int32,
                   when ready: (_ pid: Int32) -> Bool) throws -> (reason: Process.TerminationReason, status: Int32, pid: Int32) {
        let process = Process()
        process.executableURL = try ZoetropeBinary.locate().url
        process.arguments = arguments
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !ready(process.processIdentifier), process.isRunning, Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, process.processIdentifier)
    }

    /// Every name in the folder, hidden ones included.
    func allNames(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Whether any process still running has `pid` as its parent.
    func hasChildren(_ pid: Int32) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aVideoInterruptedLeavesNothingAndNoEncoder(signal: Int32) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // Interrupted once its ffmpeg runs (and a little later, with frames on their way to it).
        var since: Date?
        let ended = try interrupt(["video", "fab-menu", "clip.mp4", "--scale", "3"], in: scratch, signal: signal) { pid in
            if since == nil, hasChildren(pid) { since = Date() }
            return since.map { Date().timeIntervalSince($0) > 0.3 } ?? false
        }
        #expect(ended.reason == .uncaughtSignal && ended.status == signal, "ended \(ended.reason) \(ended.status)")
        #expect(allNames(scratch.url).filter { !$0.hasPrefix(".std") } == [], "left: \(allNames(scratch.url))")
        #expect(!hasChildren(ended.pid), "a child of the interrupted zoetrope is still running")
    }

    @Test func aPNGRenderInterruptedKeepsCompleteFramesOnly() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let frames = scratch.url.appendingPathComponent("frames")
        let ended = try interrupt(["render", "fab-menu", "--scale", "2", "--jobs", "2", "--out", "frames"], in: scratch,
                                  signal: SIGTERM) { _ in allNames(frames).count >= 10 }
        #expect(ended.reason == .uncaughtSignal && ended.status == SIGTERM)
        let names = allNames(frames)
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }, "left: \(names.filter { !$0.hasPrefix("frame_") })")
        // Each frame left is a whole PNG: it ends with the IEND chunk.
        for name in names {
            let data = try Data(contentsOf: frames.appendingPathComponent(name))
            #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) is cut short")
        }
    }

    /// Interrupted as soon as its output folder (two levels it makes: `out/frames`) exists, before the first frame of
    /// a 3x render is drawn and encoded: the folders it made are removed, as a render that fails there removes them.
    @Test(arguments: [SIGINT, SIGTERM])
    func aPNGRenderInterruptedBeforeItsFirstFrameLeavesNoFolder(signal: Int32) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let frames = scratch.url.appendingPathComponent("out/frames")
        var frameCame = false
        let ended = try interrupt(["render", "fab-menu", "--scale", "3", "--jobs", "1", "--out", "out/frames"], in: scratch,
                                  signal: signal) { _ in
            guard FileManager.default.fileExists(atPath: frames.path) else { return false }
            frameCame = allNames(frames).contains { $0.hasPrefix("frame_") }
            return true
        }
        #expect(ended.reason == .uncaughtSignal && ended.status == signal, "ended \(ended.reason) \(ended.status)")
        try #require(!frameCame, "a frame was written before the signal: the case did not happen")
        #expect(allNames(scratch.url).filter { !$0.hasPrefix(".std") } == [], "left: \(allNames(scratch.url)) \(allNames(frames))")
    }
}

/// An ffmpeg that never reads its input (issue 16): the render notices after the stall time, stops it, reports it
/// naming the output, and leaves no file and no process.
@Suite struct StalledEncoderTests {
    @Test func anEncoderThatNeverReadsIsStoppedAndReported() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\nexec /bin/sleep 600\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let started = Date()
        let result = try ZoetropeBinary.locate().run(["video", "fab-menu", "clip.mp4", "--scale", "1"], in: scratch.url,
                                                     path: bin.path, environment: ["ZOETROPE_ENCODER_STALL_SECONDS": "1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("stalled") && result.stderr.contains("clip.mp4"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 60, "the stall was not noticed")
        #expect(scratch.files(in: ".").filter { $0 != "bin" } == [], "left: \(scratch.files(in: "."))")
        let hidden = ((try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? []).filter { $0.hasPrefix(".clip") }
        #expect(hidden == [], "left: \(hidden)")
    }
}
