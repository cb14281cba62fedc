import Foundation

/// What one catalogue case's run produced.
struct FaultCatalogueOutcome {
    /// The exit status, or 128 + N when the run was ended by signal N (as a shell reports it).
    var status: Int32
    var stdout: String
    var stderr: String
    /// Every path in the scratch folder after the run, relative, hidden ones included, folders too.
    var names: [String]
    /// What the case created there before the run.
    var created: [String]
    /// Processes of the run still there after the grace period (`PID comm cmdline`); they were then killed.
    var survivors: [String]
    /// The run was still going after the case's time-out and was killed.
    var timedOut: Bool
    /// The case's signal was never sent: its trigger did not hold before the run ended.
    var signalMissed: Bool
    /// Wall-clock seconds of the run.
    var seconds: Double
}

/// Runs catalogue cases: the built `zoetrope` in a fresh scratch folder, with a marker variable in its environment
/// that every process it starts inherits, so that processes outliving the run can be found (`/proc/PID/environ`),
/// whatever became of their parents.
enum FaultCatalogueRun {
    static let markerVariable = "ZOETROPE_CATALOGUE_RUN"
    /// How long processes of the run may take to go after it ends (generous: CI machines are loaded; a process
    /// that is really left behind is still there after it).
    static let grace = 5.0

    static func run(_ testCase: FaultCatalogueCase) throws -> FaultCatalogueOutcome {
        let binary = try ZoetropeBinary.locate()
        let scratch = try Scratch()
        defer { scratch.remove() }
        let logs = try Scratch()
        defer { logs.remove() }
        let root = scratch.url.resolvingSymlinksInPath().path

        if testCase.usesUserFiles { FaultCatalogueFiles.prepare() }
        try create(testCase.files, in: scratch.url)
        var environment = ProcessInfo.processInfo.environment.merging(testCase.environment) { $1 }
        switch testCase.path {
        case .inherited: break
        case .withoutFFmpeg:
            try create(["bin": .folder], in: scratch.url)
            environment["PATH"] = scratch.url.appendingPathComponent("bin").path
        case let .fakeFFmpeg(script):
            try create(["bin/ffmpeg": .script(script)], in: scratch.url)
            environment["PATH"] = scratch.url.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        case let .scratchFolder(folder):
            environment["PATH"] = scratch.url.appendingPathComponent(folder).path
        }
        var mounted: URL?
        if let size = testCase.smallDisk {
            let folder = scratch.url.appendingPathComponent("full")
            try create(["full": .folder], in: scratch.url)
            guard FaultCatalogueRun.mountTmpfs(at: folder, kibibytes: size) else {
                throw FaultCatalogueRunError("could not mount a \(size) KiB tmpfs on \(folder.path)")
            }
            mounted = folder
        }
        defer { if let mounted { FaultCatalogueRun.unmount(mounted) } }
        // Every case, not only those naming a shared file: a case that compiles by mistake must not use ~/.cache.
        if testCase.environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = FaultCatalogueFiles.cache.path }
        environment["ZOETROPE_SCENE_BUILD"] = "debug"
        let marker = UUID().uuidString
        environment[markerVariable] = marker
        let created = names(in: scratch.url)
        let arguments = testCase.arguments.map { $0.hasPrefix("@") ? FaultCatalogueFiles.url(String($0.dropFirst())).path : $0 }

        var companion: Child?
        if let other = testCase.companion {
            let process = try start(binary, other.arguments.map { $0.hasPrefix("@") ? FaultCatalogueFiles.url(String($0.dropFirst())).path : $0 },
                                    shell: nil, in: scratch.url, environment: environment,
                                    stdout: logs.url.appendingPathComponent("companion.out"),
                                    stderr: logs.url.appendingPathComponent("companion.err"))
            companion = process
            let deadline = Date().addingTimeInterval(60)
            var seen: [String: Date] = [:]
            while process.isRunning, Date() < deadline,
                  !holds(other.ready, scratch: scratch.url, stderr: logs.url.appendingPathComponent("companion.err"), marker: marker,
                      started: process.started, firstSeen: &seen) {
                usleep(20_000)
            }
        }

        let outURL = logs.url.appendingPathComponent("stdout"), errURL = logs.url.appendingPathComponent("stderr")
        let started = Date()
        let process = try start(binary, arguments, shell: testCase.shell, blockSignals: testCase.blockSignals,
                                in: scratch.url, environment: environment, stdout: outURL, stderr: errURL)
        var sent = testCase.interruption == nil
        var timedOut = false
        var firstSeen: [String: Date] = [:]
        while process.isRunning {
            if !sent, let interruption = testCase.interruption,
               holds(interruption.when, scratch: scratch.url, stderr: errURL, marker: marker, started: process.started,
                     firstSeen: &firstSeen) {
                kill(process.pid, interruption.signal)
                sent = true
            }
            if Date().timeIntervalSince(started) > testCase.timeout {
                timedOut = true
                killAll(marker: marker, root: root)
                kill(process.pid, SIGKILL)
                break
            }
            usleep(10_000)
        }
        process.wait()
        let seconds = Date().timeIntervalSince(started)
        if let companion {
            kill(companion.pid, SIGTERM)
            companion.wait()
        }

        // Processes of the run get `grace` seconds to go; the ones still there are the finding, then killed.
        let graceEnd = Date().addingTimeInterval(grace)
        var left = processes(marker: marker, root: root)
        while !left.isEmpty, Date() < graceEnd {
            usleep(50_000)
            left = processes(marker: marker, root: root)
        }
        killAll(marker: marker, root: root)

        return FaultCatalogueOutcome(status: process.status,
                                stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                                stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                                names: names(in: scratch.url), created: created,
                                survivors: left.map { "\($0.pid) \($0.command) \($0.arguments)" },
                                timedOut: timedOut, signalMissed: !sent, seconds: seconds)
    }

    // MARK: Processes

    /// A started run: its pid, and its status once `poll` or `wait` has seen it end.
    final class Child {
        let pid: pid_t
        /// When it was started.
        let started = Date()
        private(set) var rawStatus: Int32?

        init(pid: pid_t) { self.pid = pid }

        var isRunning: Bool { poll() == nil }

        /// The raw wait status if the child has ended (reaped now or earlier), else nil.
        @discardableResult
        func poll() -> Int32? {
            if let rawStatus { return rawStatus }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { rawStatus = status }
            return rawStatus
        }

        func wait() {
            while poll() == nil { usleep(5_000) }
        }

        /// The exit status, or 128 + N when ended by signal N (as a shell reports it).
        var status: Int32 {
            let raw = rawStatus ?? 0
            return raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        }
    }

    /// Starts `binary arguments` in `directory` as a shell would: in a process group of its own, with no signal
    /// blocked and every signal at its default action (unless `blockSignals`: then with every signal blocked, as a
    /// thread of a dispatch queue starts it), standard input from /dev/null. `shell` runs first (`ulimit -f 20`); the
    /// shell then becomes zoetrope, so the pid and the exit status are zoetrope's.
    static func start(_ binary: ZoetropeBinary, _ arguments: [String], shell: String?, blockSignals: Bool = false,
                      in directory: URL, environment: [String: String], stdout: URL, stderr: URL) throws -> Child {
        let script = "cd \"$0\" || exit 127; \(shell ?? ":"); exec \"$@\""
        let argv = ["/bin/sh", "-c", script, directory.path, binary.url.path] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        if blockSignals { sigfillset(&mask) } else { sigemptyset(&mask) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var pid: pid_t = 0
        let result = withCStrings(argv) { cArguments in
            withCStrings(envp) { cEnvironment in
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, cEnvironment)
            }
        }
        guard result == 0 else { throw FaultCatalogueRunError("posix_spawn failed: \(String(cString: strerror(result)))") }
        return Child(pid: pid)
    }

    /// `strings` as a NULL-terminated array of C strings, for the duration of `body`.
    static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }

    /// Whether `trigger` holds now; `firstSeen` remembers when each process was first seen, for `.process`.
    static func holds(_ trigger: FaultCatalogueCase.Trigger, scratch: URL, stderr: URL, marker: String, started: Date,
                      firstSeen: inout [String: Date]) -> Bool {
        switch trigger {
        case let .after(seconds):
            return Date().timeIntervalSince(started) >= seconds
        case let .stderr(text):
            return String(decoding: (try? Data(contentsOf: stderr)) ?? Data(), as: UTF8.self).contains(text)
        case let .files(folder, count):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent(folder).path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.count >= count
        case let .process(command):
            guard processes(marker: marker, root: nil).contains(where: { $0.command == command }) else { return false }
            let first = firstSeen[command] ?? Date()
            firstSeen[command] = first
            return Date().timeIntervalSince(first) >= 0.3
        }
    }

    /// Live processes (not zombies) whose environment holds the marker, or whose working folder or command line is
    /// inside `root`.
    static func processes(marker: String, root: String?) -> [(pid: Int32, command: String, arguments: String)] {
        let needle = Data("\(markerVariable)=\(marker)".utf8)
        let own = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), pid != own else { return nil }
            let base = "/proc/\(entry)"
            guard let stat = try? String(contentsOfFile: base + "/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let state = stat[stat.index(after: close)...].split(separator: " ").first
            if state == "Z" || state == "X" { return nil }
            let environment = (try? Data(contentsOf: URL(fileURLWithPath: base + "/environ"))) ?? Data()
            let commandLine = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: base + "/cmdline"))) ?? Data(), as: UTF8.self)
                .replacingOccurrences(of: "\0", with: " ")
            var inside = environment.range(of: needle) != nil
            if !inside, let root {
                let cwd = (try? FileManager.default.destinationOfSymbolicLink(atPath: base + "/cwd")) ?? ""
                inside = cwd == root || cwd.hasPrefix(root + "/") || commandLine.contains(root)
            }
            guard inside else { return nil }
            let command = ((try? String(contentsOfFile: base + "/comm", encoding: .utf8)) ?? "?")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return (pid, command, commandLine)
        }
    }

    /// Sends SIGKILL to every process of the run, so a failing case leaves nothing running for the next ones.
    static func killAll(marker: String, root: String) {
        for _ in 0..<3 {
            let left = processes(marker: marker, root: root)
            if left.isEmpty { return }
            for process in left { kill(process.pid, SIGKILL) }
            usleep(100_000)
        }
    }

    // MARK: Files

    /// Creates `files` under `folder`, parents first.
    static func create(_ files: [String: FaultCatalogueCase.Content], in folder: URL) throws {
        for (path, content) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            let manager = FileManager.default
            if case .folder = content {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch content {
            case let .text(text): try Data(text.utf8).write(to: url)
            case let .bytes(bytes): try Data(bytes).write(to: url)
            case let .script(text):
                try Data(text.utf8).write(to: url)
                try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            case .folder: break
            }
        }
    }

    /// Every path under `folder`, relative, sorted; hidden names included, symbolic links not followed.
    static func names(in folder: URL) -> [String] {
        var result: [String] = []
        func walk(_ url: URL, _ prefix: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                let path = prefix.isEmpty ? name : prefix + "/" + name
                result.append(path)
                let child = url.appendingPathComponent(name)
                var info = stat()
                if lstat(child.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { walk(child, path) }
            }
        }
        walk(folder, "")
        return result.sorted()
    }

    // MARK: A small disk

    static func mountTmpfs(at folder: URL, kibibytes: Int) -> Bool {
        command("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.path]) == 0
    }

    static func unmount(_ folder: URL) {
        _ = command("/bin/umount", [folder.path])
    }

    /// Whether this machine lets the tests mount a tmpfs (root in a container that allows it).
    static let canMountTmpfs: Bool = {
        guard let scratch = try? Scratch() else { return false }
        defer { scratch.remove() }
        guard mountTmpfs(at: scratch.url, kibibytes: 64) else { return false }
        unmount(scratch.url)
        return true
    }()

    static func command(_ path: String, _ arguments: [String]) -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: path) else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct FaultCatalogueRunError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
