import Foundation
import ZoetropeSystem

/// The executable built from a user's files: the same command line as `zoetrope`, with their scenes as the catalog.
public struct SceneExecutable: Hashable, Sendable {
    public let url: URL
    /// The user's files and their copies in the build cache, to point a crash at the user's file and line.
    public let copies: [SourceCopy]
    /// Where the whole crash output of the latest crash is kept.
    public let crashLog: URL?

    public init(url: URL, copies: [SourceCopy] = [], crashLog: URL? = nil) {
        self.url = url
        self.copies = copies
        self.crashLog = crashLog
    }

    /// Runs it with `arguments` (no program name) and ends this process as it ended: its exit status, or the signal
    /// that ended it. It stays in this process group, so a terminal's Ctrl-C reaches it directly; SIGINT, SIGTERM and
    /// SIGHUP sent to `zoetrope` alone (`timeout`, CI) are passed on to it. Its standard error passes through as it
    /// comes, except a crash: the Swift runtime's fatal-error line and backtrace become one line naming the user's
    /// file and line, the scene and the time (`CrashReport`), and the rest is kept in `crashLog`.
    public func run(arguments: [String]) throws -> Never {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw UserFilesError.cannotRun(path: url.path, reason: POSIX.errorText(errno)) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        let shared = EvaluationContext.shareable()
        var environment = ProcessInfo.processInfo.environment
        if let shared { environment[EvaluationContext.variable] = String(shared.descriptor) }
        if POSIX.isTerminal(STDERR_FILENO) { environment[Self.terminalVariable] = "1" }
        // The runtime's backtrace as plain text on standard error, which is read here (unless the user chose).
        // Dates and numbers the user's code formats itself (`Date.formatted()`, `DateFormatter`) read the process's
        // time zone and locale: the scene clock's zone and one locale, so frames are the same on every machine.
        environment["TZ"] = "UTC"
        environment["LC_ALL"] = "en_US.UTF-8"
        environment["LANG"] = "en_US.UTF-8"
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,output-to=stderr" }

        // In this process group, with default signal actions and `writeEnd` as its fd 2 (`ChildProcess`).
        let child: ChildProcess
        do {
            // The shared evaluation context reaches the child under its own number (the variable names it):
            // `ChildProcess` passes on only the descriptors it is given.
            child = try ChildProcess(executable: url.path, arguments: arguments, environment: environment,
                                     standardError: .descriptor(writeEnd),
                                     descriptors: shared.map { [($0.descriptor, $0.descriptor)] } ?? [])
        } catch {
            close(writeEnd)
            close(readEnd)
            throw UserFilesError.cannotRun(path: url.path, reason: POSIX.errorText(error.code))
        }
        close(writeEnd)
        let forwarding = SignalForwarding(target: child.pid)
        let held = relay(from: readEnd)
        let termination = child.wait()
        close(readEnd)
        forwarding.exitIfSignalled()

        guard case let .signalled(signal) = termination else {
            write(held)
            if case let .exited(status) = termination { exit(status) }
            exit(1)
        }
        forwarding.cancel()
        guard Self.crashSignals.contains(signal), let held, !held.isEmpty else {
            write(held)
            SignalForwarding.end(by: signal)
        }
        let report = CrashReport(String(decoding: held, as: UTF8.self))
        let reading = shared?.context.read()
        let scene = reading.flatMap { $0.scene.isEmpty ? nil : $0.scene }
        var lines = "zoetrope: error: " + report.summary(copies: copies, scene: scene, time: scene == nil ? nil : reading?.time, signal: signal) + "\n"
        if let crashLog, (try? Data(held).write(to: crashLog, options: .atomic)) != nil {
            lines += "zoetrope: the crash report with the backtrace: \(crashLog.path)\n"
        }
        FileHandle.standardError.write(Data(lines.utf8))
        // Not raised here: this process's own crash handler would print a backtrace of zoetrope itself.
        exit(128 + signal)
    }

    /// Tells the scene program that standard error, read through a pipe here, is really a terminal.
    public static let terminalVariable = "ZOETROPE_STDERR_IS_TERMINAL"

    /// The signals of a crash (a trap, a bad access, an abort), as opposed to being stopped.
    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS]

    /// Copies the child's standard error to this one until it closes; from the first crash line on, keeps it instead
    /// and returns it (nil when there was none).
    private func relay(from descriptor: Int32) -> [UInt8]? {
        var held: [UInt8]?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return held }
            let chunk = buffer[0..<count]
            if held != nil {
                held! += chunk
                continue
            }
            let start = chunk.withUnsafeBytes { CrashReport.start(in: $0) }
            var shown = start ?? count
            // The blank line the backtracer writes before its first line goes with it.
            if start != nil, shown > 0, chunk[shown - 1] == 10, shown == 1 || chunk[shown - 2] == 10 { shown -= 1 }
            chunk.withUnsafeBytes { _ = POSIX.writeAll(STDERR_FILENO, UnsafeRawBufferPointer(rebasing: $0[0..<shown])) }
            if let start { held = Array(chunk[start...]) }
        }
    }

    private func write(_ bytes: [UInt8]?) {
        guard let bytes else { return }
        bytes.withUnsafeBytes { _ = POSIX.writeAll(STDERR_FILENO, $0) }
    }
}
