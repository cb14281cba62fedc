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
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,output-to=stderr" }

        let child = try spawn(arguments: arguments, environment: environment, standardError: writeEnd, closing: readEnd)
        close(writeEnd)
        let forwarding = SignalForwarding(target: child)
        let held = relay(from: readEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        close(readEnd)
        forwarding.exitIfSignalled()

        let signal = status & 0x7f
        guard signal != 0 else {
            write(held)
            exit((status >> 8) & 0xff)
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

    /// Starts the executable in this process group with `standardError` as its fd 2 and default signal actions.
    private func spawn(arguments: [String], environment: [String: String], standardError: Int32, closing: Int32) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, standardError)
        posix_spawn_file_actions_addclose(&actions, closing)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Signals zoetrope ignores (SIGPIPE, …) or blocks take their default action again in the child.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([url.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, url.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw UserFilesError.cannotRun(path: url.path, reason: POSIX.errorText(result)) }
        return pid
    }
}
