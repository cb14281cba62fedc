import Foundation
import ZoetropeSystem

/// One `swift build` of a product of the host package, with its output captured.
public struct SwiftBuild: Hashable, Sendable {
    /// The package folder.
    public var package: URL
    /// The product (and target) to build; nil builds every target of the package.
    public var product: String?
    /// `debug` or `release`.
    public var configuration: String
    public init(package: URL, product: String?, configuration: String) {
        self.package = package
        self.product = product
        self.configuration = configuration
    }

    /// The arguments after `swift`.
    public var arguments: [String] {
        ["build", "-c", configuration, "--package-path", package.path] + (product.map { ["--product", $0] } ?? [])
    }

    /// Where the built executable lands.
    public var executable: URL {
        package.appendingPathComponent(".build").appendingPathComponent(configuration)
            .appendingPathComponent(product ?? "")
    }

    /// The temporary folder of one build, in the package's `.build`: the Swift driver leaves a `TemporaryDirectory.*`
    /// folder behind for each compile, and SwiftPM a lock file, which in the user's `$TMPDIR` would pile up with
    /// every build (six folders for one file). Named after the building process, so that a folder left by a run
    /// that was killed outright is recognised and removed by the next build.
    static let temporaryPrefix = "zoetrope-tmp."

    /// Removes the temporary folders of builds whose process is gone.
    static func removeStaleTemporaryFolders(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(temporaryPrefix) {
            guard let pid = Int32(name.dropFirst(temporaryPrefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    /// Runs the build; returns its exit status and combined output.
    public func run() throws -> (status: Int32, output: CompilerOutput) {
        let build = package.appendingPathComponent(".build")
        Self.removeStaleTemporaryFolders(in: build)
        let temporary = build.appendingPathComponent(Self.temporaryPrefix + String(getpid()))
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: "/usr/bin/env", arguments: ["swift"] + arguments, environment: environment,
                                       standardOutput: .pipe, standardError: .standardOutput, newProcessGroup: true)
        } catch {
            throw UserFilesError.cannotRun(path: "swift", reason: POSIX.errorText(error.code))
        }
        // The build runs in a process group of its own, which a terminal's Ctrl-C does not reach: a signal that
        // stops zoetrope is passed on to that whole group (swift-build and its compilers), and zoetrope exits as
        // that signal would have ended it once they have gone.
        let forwarding = SignalForwarding(target: -process.pid)
        defer { forwarding.cancel() }
        let data = process.standardOutput.map(ChildProcess.readToEnd) ?? []
        let termination = process.wait()
        // Before exitIfSignalled, which does not return when the build was interrupted.
        try? FileManager.default.removeItem(at: temporary)
        forwarding.exitIfSignalled()
        // As Foundation's `Process` reported it: the exit status, or the number of the signal that ended the build.
        let status: Int32
        switch termination {
        case let .exited(code): status = code
        case let .signalled(number): status = number
        case .unknown: status = -1
        }
        return (status, CompilerOutput(String(decoding: data, as: UTF8.self)))
    }
}

/// Passes SIGINT, SIGTERM and SIGHUP on to a child (or, given a negative number, a process group) while it runs.
public final class SignalForwarding: @unchecked Sendable {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var received: Int32?

    /// Forwards to `target`: a process id, or minus a process group's id.
    init(target: Int32) {
        for number in Self.signals {
            signal(number, SIG_IGN)  // delivered to the dispatch source instead of ending the process at once
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.lock.lock()
                if self?.received == nil { self?.received = number }
                self?.lock.unlock()
                POSIX.kill(target, number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Once the child has exited: ends this process as the signal it received would have (status 128 + number).
    func exitIfSignalled() {
        lock.lock()
        let number = received
        lock.unlock()
        guard let number else { return }
        cancel()
        SignalForwarding.end(by: number)
    }

    /// Ends this process by `number` itself (so a shell sees "interrupted", not an error): its default action,
    /// unblocked in this thread (dispatch may have it blocked), raised here; exit(128 + number) only if that returns.
    public static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        exit(128 + number)
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
