import Foundation
import Testing
import ZoetropeSystem

/// `ChildProcess`: pipes, exit status and signals, process groups, the descriptors a child gets, and the signal
/// dispositions set for the child alone.
@Suite(.serialized) struct ChildProcessTests {
    static func text(_ descriptor: Int32?) -> String {
        String(decoding: descriptor.map(ChildProcess.readToEnd) ?? [], as: UTF8.self)
    }

    /// Bit `number − 1` of a `/proc/PID/status` signal mask line (`SigIgn:\t0000000001001000`).
    static func maskContains(_ line: Substring, _ number: Int32) -> Bool {
        let hex = line.split(separator: "\t").last.map(String.init) ?? ""
        return (UInt64(hex.trimmingCharacters(in: .whitespaces), radix: 16) ?? 0) >> UInt64(number - 1) & 1 == 1
    }

    /// A program still open for writing somewhere cannot be executed (ETXTBSY): what a fork elsewhere in a busy
    /// process makes of a program written an instant ago (seen once in the fault catalogue's fake ffmpeg). Here the
    /// writer keeps it open for 50 ms on purpose; the start waits it out instead of failing.
    @Test func aProgramBusyForAnInstantIsStartedOnceFree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("program").path
        let writer = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
        try #require(writer >= 0)
        let script = Array("#!/bin/sh\nexit 5\n".utf8)
        #expect(write(writer, script, script.count) == script.count)
        let closer = Thread {
            usleep(50_000)
            close(writer)
        }
        closer.start()
        let child = try ChildProcess(executable: path, arguments: [])
        #expect(child.wait() == .exited(5))
    }

    @Test func theChildGetsSIGXFSZsDefaultWhileThisProcessIgnoresIt() throws {
        let previous = signal(SIGXFSZ, SIG_IGN)
        defer { signal(SIGXFSZ, previous) }
        // This process ignores it (the test would prove nothing otherwise) …
        let own = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let ownIgnored = own.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
        #expect(ownIgnored.map { Self.maskContains($0, SIGXFSZ) } == true)
        // … a shell sending itself SIGXFSZ is ended by it: the default action, not the inherited "ignore".
        let shell = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "kill -XFSZ $$; exit 7"])
        #expect(shell.wait() == .signalled(SIGXFSZ))
        // and the child's own view of its dispositions: nothing of `resetSignals` ignored, nothing blocked.
        let cat = try ChildProcess(executable: "/bin/cat", arguments: ["/proc/self/status"], standardOutput: .pipe)
        let status = Self.text(cat.standardOutput)
        #expect(cat.wait() == .exited(0))
        let lines = status.split(separator: "\n")
        let ignored = try #require(lines.first { $0.hasPrefix("SigIgn:") })
        let blocked = try #require(lines.first { $0.hasPrefix("SigBlk:") })
        for number in ChildProcess.resetSignals {
            #expect(!Self.maskContains(ignored, number), "signal \(number) ignored in the child")
            #expect(!Self.maskContains(blocked, number), "signal \(number) blocked in the child")
        }
    }

    @Test func pipesCarryInputOutputAndErrorApartWithTheExitStatus() throws {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "cat; echo err >&2; exit 3"],
                                     standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        let input = try #require(child.standardInput)
        let written = Array("<frame bytes>\n".utf8).withUnsafeBytes { POSIX.writeAll(input, $0) }
        #expect(written == 0)
        close(input)
        #expect(Self.text(child.standardOutput) == "<frame bytes>\n")
        #expect(Self.text(child.standardError) == "err\n")
        #expect(child.wait() == .exited(3))
        #expect(child.wait() == .exited(3)) // asked again: the same, without waiting
    }

    @Test func standardErrorCanShareStandardOutputsPipe() throws {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo one; echo two >&2; echo three"],
                                     standardOutput: .pipe, standardError: .standardOutput)
        #expect(child.standardError == nil)
        #expect(Self.text(child.standardOutput) == "one\ntwo\nthree\n")
        #expect(child.wait() == .exited(0))
    }

    @Test func aSignalEndsTheChildAndNothingIsSentOnceItIsReaped() throws {
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], standardInput: .nullDevice)
        #expect(child.isRunning)
        #expect(child.signal(SIGTERM))
        #expect(child.wait() == .signalled(SIGTERM))
        #expect(!child.isRunning)
        #expect(!child.signal(SIGKILL))
    }

    @Test func aNewProcessGroupOnlyWhenAskedFor() throws {
        let own = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], newProcessGroup: true)
        let shared = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        defer {
            own.signal(SIGKILL); own.wait()
            shared.signal(SIGKILL); shared.wait()
        }
        #expect(getpgid(own.pid) == own.pid)
        #expect(getpgid(shared.pid) == getpgrp())
    }

    @Test func onlyTheDescriptorsAskedForReachTheChild() throws {
        // A pipe left inheritable here, as Foundation's `Pipe` makes them: the child must not hold its ends.
        var stray: [Int32] = [0, 0]
        try #require(pipe(&stray) == 0)
        defer { close(stray[0]); close(stray[1]) }
        var mapped: [Int32] = [0, 0]
        try #require(pipe(&mapped) == 0)
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "ls /proc/$$/fd; echo mapped >&3"],
                                     standardOutput: .pipe, descriptors: [(mapped[1], 3)])
        close(mapped[1])
        let listed = Set(Self.text(child.standardOutput).split(separator: "\n").map(String.init))
        #expect(Self.text(mapped[0]) == "mapped\n")
        #expect(child.wait() == .exited(0))
        #expect(listed.isSuperset(of: ["0", "1", "2", "3"]))
        #expect(!listed.contains(String(stray[0])) && !listed.contains(String(stray[1])), "\(listed)")
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let child = try ChildProcess(executable: "/usr/bin/env", arguments: [], environment: ["ZOETROPE_PROBE": "a b=c"],
                                     standardOutput: .pipe)
        #expect(Self.text(child.standardOutput) == "ZOETROPE_PROBE=a b=c\n")
        #expect(child.wait() == .exited(0))
    }

    @Test func aMissingExecutableIsASpawnError() {
        #expect(throws: SpawnError(executable: "/nonexistent/zoetrope-probe", code: ENOENT)) {
            try ChildProcess(executable: "/nonexistent/zoetrope-probe", arguments: [], standardOutput: .pipe)
        }
    }
}
