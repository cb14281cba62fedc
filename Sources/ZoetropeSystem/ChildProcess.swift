/// A child process started with `posix_spawn`: the one way Zoetrope starts programs (ffmpeg, `swift build`, the
/// executable built from a user's files, the browser of the tests).
///
/// Signal dispositions are set for the child alone, in the spawn itself: `resetSignals` take their default action
/// in it and its signal mask starts empty, whatever this process ignores or blocks (zoetrope ignores SIGXFSZ, so a
/// file-size limit is a write error here, and SIGPIPE; a child that inherited the ignored SIGXFSZ would treat a
/// write past the limit as done and exit 0 with a truncated file). Nothing process-wide is changed, so threads
/// starting children at the same time do not race. Only the descriptors asked for reach the child: 0, 1, 2 and
/// `descriptors`; on Linux everything else is closed in it (elsewhere, what is not close-on-exec is inherited; the
/// pipes made here always are).
///
/// The child is reaped only by `wait()`, and `signal(_:)` sends nothing once it has been reaped, so a signal never
/// reaches a later process that was given the same id.
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// This process's own.
        case inherit
        /// /dev/null.
        case nullDevice
        /// A new pipe; this process's end is in `standardInput`, `standardOutput` or `standardError`.
        case pipe
        /// An open descriptor of this process (left open here).
        case descriptor(Int32)
        /// For standard error only: the same as standard output (one pipe for both when that is `.pipe`).
        case standardOutput
    }

    /// How a child ended.
    public enum Termination: Hashable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)
        /// Someone else reaped it (`waitpid` outside this object), so how it ended is unknown.
        case unknown
    }

    /// Signals whose default action the child gets back: those zoetrope ignores or handles itself.
    public static let resetSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ]

    /// The child's process id.
    public let pid: pid_t
    /// This process's end of the pipes asked for: the write end of the child's stdin, the read ends of its stdout
    /// and stderr; nil for streams that are not `.pipe`. The caller closes them.
    public let standardInput: Int32?
    public let standardOutput: Int32?
    public let standardError: Int32?

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var termination: Termination?

    /// Starts `executable` (a path; no PATH search) with `arguments` (without the program name) and `environment`
    /// (nil: this process's). With `newProcessGroup` the child leads a process group of its own, which a terminal's
    /// Ctrl-C does not reach; otherwise it stays in this one. `descriptors` maps open descriptors of this process
    /// onto further descriptor numbers (3 and up) of the child.
    public init(executable: String, arguments: [String], environment: [String: String]? = nil,
                standardInput: Stream = .inherit, standardOutput: Stream = .inherit, standardError: Stream = .inherit,
                descriptors: [(source: Int32, target: Int32)] = [], newProcessGroup: Bool = false) throws(SpawnError) {
        var opened: [Int32] = []      // pipe ends to close here once the child has its copies
        var ours: [Int32?] = [nil, nil, nil]
        var childEnds: [Int32?] = [nil, nil, nil]
        func fail(_ code: Int32) -> SpawnError {
            for fd in opened + ours.compactMap({ $0 }) { close(fd) }
            return SpawnError(executable: executable, code: code)
        }
        for (index, stream) in [standardInput, standardOutput].enumerated() {
            switch stream {
            case .pipe:
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw fail(errno) }
                for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                // stdin: the child reads, this process writes; stdout: the other way round.
                let (child, parent) = index == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                childEnds[index] = child
                ours[index] = parent
                opened.append(child)
            case let .descriptor(fd):
                childEnds[index] = fd
            case .inherit, .nullDevice, .standardOutput:
                break
            }
        }
        switch standardError {
        case .pipe:
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw fail(errno) }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            childEnds[2] = ends[1]
            ours[2] = ends[0]
            opened.append(ends[1])
        case let .descriptor(fd):
            childEnds[2] = fd
        case .standardOutput:
            childEnds[2] = childEnds[1]
        case .inherit, .nullDevice:
            break
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let streams = [standardInput, standardOutput, standardError]
        for target in 0..<3 {
            if let source = childEnds[target] {
                posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
            } else if case .nullDevice = streams[target] {
                posix_spawn_file_actions_addopen(&actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            } else if target == 2, case .standardOutput = standardError {
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
        }
        for (source, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, source, target) }
        #if !canImport(Darwin)
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, (descriptors.map(\.target).max() ?? 2) + 1) }
        #endif

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in Self.resetSignals { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int16(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, flags)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        var result: Int32 = 0
        // A program written a moment ago can be "busy" for an instant (ETXTBSY): a process another thread forked
        // while the writer still had it open for writing holds that descriptor until its own exec. Tried again
        // for up to 0.2 s; a program that stays busy is reported.
        for attempt in 1...20 {
            result = envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
                ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            guard result == ETXTBSY, attempt < 20 else { break }
            usleep(10_000)
        }
        guard result == 0 else { throw fail(result) }
        for fd in opened { close(fd) }
        self.pid = pid
        self.standardInput = ours[0]
        self.standardOutput = ours[1]
        self.standardError = ours[2]
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    #if !canImport(Darwin)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time: Glibc's module
    /// declares it only under _GNU_SOURCE. Without it, descriptors not marked close-on-exec stay open in the child.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }
    #endif

    /// Whether the child has not exited yet (it is not reaped by asking).
    public var isRunning: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard termination == nil else { return false }
        var info = siginfo_t()
        // WNOWAIT: look without reaping, so the id stays this child's until `wait()`.
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        return Self.childPid(info) != pid
    }

    /// Sends `number` to the child (to its process group when `group`) unless it has been reaped; whether it was
    /// sent.
    @discardableResult
    public func signal(_ number: Int32, group: Bool = false) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard termination == nil else { return false }
        return POSIX.kill(group ? -pid : pid, number) == 0
    }

    /// Waits for the child to exit and reaps it; later calls return the same.
    @discardableResult
    public func wait() -> Termination {
        pthread_mutex_lock(lock)
        if let termination { pthread_mutex_unlock(lock); return termination }
        pthread_mutex_unlock(lock)
        // Wait without reaping, outside the lock (so `signal` is never held up), then reap under it.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let termination { return termination }
        var status: Int32 = 0
        var reaped: pid_t
        repeat { reaped = waitpid(pid, &status, 0) } while reaped < 0 && errno == EINTR
        let ended: Termination
        if reaped != pid {
            ended = .unknown
        } else if status & 0x7f == 0 {
            ended = .exited((status >> 8) & 0xff)
        } else {
            ended = .signalled(status & 0x7f)
        }
        termination = ended
        return ended
    }

    /// Everything `descriptor` gives until it closes (EOF or an error), retrying after interruptions; the
    /// descriptor is closed at the end.
    public static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    private static func childPid(_ info: siginfo_t) -> pid_t {
        #if canImport(Darwin)
        info.si_pid
        #else
        info._sifields._sigchld.si_pid
        #endif
    }
}

/// Why a child could not be started: the executable and the `errno` of the failure.
public struct SpawnError: Error, Hashable, Sendable, CustomStringConvertible {
    public var executable: String
    public var code: Int32

    public init(executable: String, code: Int32) {
        self.executable = executable
        self.code = code
    }

    public var description: String { "cannot start \(executable): \(POSIX.errorText(code))" }
}
