import Foundation
import ZoetropeMotion
import ZoetropeRender
import ZoetropeSystem
import ZoetropeUserFiles

/// `zoetrope preview FILE.swift… [SCENE…]`: watches the files, and after every save rebuilds them and renders the
/// review page of their scenes into a new folder, which the server then serves (`PreviewRoutes`); the open page
/// follows (`PreviewPage.script`).
///
/// Each step runs this same `zoetrope` as a child (`list`, then `review --out`), exactly as a user would: the cached
/// build of the files (an edit recompiles only them), their compile errors at the user's lines, a crash report. Only
/// a finished review is served, so a failed build or render leaves the last good one in place. Everything lives in a
/// temporary folder that a signal removes, after stopping the child (`Interruption`).
public final class PreviewSession: @unchecked Sendable {
    /// The files and folders as the user wrote them.
    let paths: [String]
    /// The scenes to show; empty: every scene the files declare, listed again at each save.
    let scenes: [String]
    /// Options passed on to `zoetrope review` (`--scale`, `--chrome`).
    let reviewArguments: [String]
    let directory: URL
    let server: LoopbackServer
    let state = PreviewState()
    /// The render served last (the loop's thread alone reads and writes it).
    private var served: URL?
    /// The temporary folder holding the renders (`render-N`) and the children's output.
    let folder: URL
    let binary = POSIX.executablePath()
    /// How often the files' modification times are read.
    static let pollInterval: useconds_t = 150_000

    public init(paths: [String], scenes: [String], reviewArguments: [String], directory: URL, server: LoopbackServer) throws {
        self.paths = paths
        self.scenes = scenes
        self.reviewArguments = reviewArguments
        self.directory = directory
        self.server = server
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-preview-\(getpid())-\(UUID().uuidString.prefix(8))")
        try Interruption.makeFolder(folder.path) {
            guard mkdir(folder.path, 0o700) == 0 else {
                throw RenderError.outputNotWritable(path: folder.path, reason: POSIX.errorText(errno))
            }
        }
        self.folder = folder
    }

    /// `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(server.port)/" }

    /// Serves, renders, and renders again after every change, until a signal ends the process. `log` gets one line
    /// per step; the children's own messages go to standard error as they wrote them.
    public func run(log: @escaping (String) -> Void) -> Never {
        let routes = PreviewRoutes(state: state)
        state.update { $0.files = self.expandedFiles().map(\.path) }
        server.serve { routes.respond(to: $0, on: $1) }
        var attempt = 0
        while true {
            let seen = stamps()
            attempt += 1
            render(attempt: attempt, seen: seen, log: log)
            while stamps() == seen { usleep(Self.pollInterval) }
            log("preview: \(changedNames(since: seen)) changed")
        }
    }

    // MARK: - Watching

    /// A file's state as `stat` gives it: a save changes its modification time or size (or makes it appear or go).
    struct Stamp: Hashable {
        var path: String
        var modified: TimeInterval
        var size: Int64
    }

    /// The Swift files the paths name now (a folder's files are listed again each time, so new files count).
    func expandedFiles() -> [URL] {
        let base = URL(fileURLWithPath: directory.path, isDirectory: true)
        return paths.flatMap { path -> [URL] in
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                return SceneSources.swiftFiles(in: url)
            }
            return [url]
        }
    }

    func stamps() -> [Stamp] {
        expandedFiles().map { url in
            var info = stat()
            guard stat(url.path, &info) == 0 else { return Stamp(path: url.path, modified: -1, size: -1) }
            let modified = TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9
            return Stamp(path: url.path, modified: modified, size: Int64(info.st_size))
        }
    }

    private func changedNames(since seen: [Stamp]) -> String {
        let now = stamps()
        let changed = Set(now).symmetricDifference(seen).map { URL(fileURLWithPath: $0.path).lastPathComponent }
        return Set(changed).sorted().joined(separator: ", ")
    }

    // MARK: - Rendering

    /// Lists the scenes (when none were named) and writes their review to `render-ATTEMPT`; on success serves it and
    /// removes the renders before the previous one (a page may still be loading that one's files).
    /// A save during the build or render (the files no longer as `seen`) stops it: the loop starts again at once
    /// with the new files, rather than finishing a render no one will look at.
    func render(attempt: Int, seen: [Stamp], log: (String) -> Void) {
        state.update { $0.state = .rendering; $0.files = self.expandedFiles().map(\.path) }
        let start = Date()
        let savedAt = seen.map(\.modified).max()
        var ids = scenes
        if ids.isEmpty {
            let listed = runZoetrope(["list"] + paths, seen: seen)
            if listed.superseded { return log("preview: the files changed again; starting over") }
            guard listed.succeeded else { return fail(listed.errors, log: log) }
            ids = listed.output.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }
            guard !ids.isEmpty else { return fail("the files' `scenes` list is empty: add a MotionScene to preview", log: log) }
        }
        let out = folder.appendingPathComponent("render-\(attempt)")
        // Options before `--`, scene ids after it (an id may look like a folder or an option).
        // The last render served lends its files to every scene whose output is unchanged (`review --reuse`): a save
        // re-renders only the scenes it changes.
        let reuse = served.map { ["--reuse", $0.path] } ?? []
        let reviewed = runZoetrope(["review"] + paths + ["--out", out.path, "--progress", "none"] + reuse + reviewArguments
                                   + ["--"] + ids, seen: seen)
        if reviewed.superseded { return log("preview: the files changed again; starting over") }
        guard reviewed.succeeded else { return fail(reviewed.errors, log: log) }
        let sinceSave = savedAt.map { Date().timeIntervalSince1970 - $0 }
        served = out
        state.update(folder: out) {
            $0.state = .ready
            $0.render = attempt
            $0.scenes = ids
            $0.errors = []
            $0.message = ""
            $0.secondsSinceSave = sinceSave
        }
        let afterSave = attempt > 1 ? sinceSave.map { ", \(NumberText.fixed($0, places: 2)) s after the save" } ?? "" : ""
        log("preview: rendered \(ids.joined(separator: ", ")) in \(NumberText.fixed(Date().timeIntervalSince(start), places: 2)) s"
            + "\(afterSave); \(address) shows it")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            guard name.hasPrefix("render-"), let number = Int(name.dropFirst("render-".count)), number < attempt - 1 else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func fail(_ message: String, log: (String) -> Void) {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        state.update {
            $0.state = .failed
            $0.errors = PreviewStatus.Diagnostic.errors(in: text)
            $0.message = text
        }
        log("preview: the build or render failed; \(address) keeps the last good render")
    }

    /// What one run of `zoetrope` left: whether it exited 0, its standard output, and its standard error without
    /// the build's progress lines.
    struct Run {
        var succeeded: Bool
        var output: String
        var errors: String
        /// Stopped because the files changed meanwhile.
        var superseded = false
    }

    /// Runs this `zoetrope` with `arguments`, its output kept in files of the preview folder; its standard error is
    /// passed on to this one's as it was written once it has ended. If the files stop being as `seen` meanwhile, it
    /// is sent SIGTERM (as `timeout` would: it stops its build or render and removes what it was writing) and the run
    /// is `superseded`.
    func runZoetrope(_ arguments: [String], seen: [Stamp]) -> Run {
        let outPath = folder.appendingPathComponent(".out").path, errPath = folder.appendingPathComponent(".err").path
        let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            if out >= 0 { close(out) }
            if err >= 0 { close(err) }
        }
        guard out >= 0, err >= 0 else {
            return Run(succeeded: false, output: "", errors: "zoetrope: error: cannot write in \(folder.path): \(POSIX.errorText(errno))")
        }
        var child: ChildProcess?
        do {
            try Interruption.spawn {
                let started = try ChildProcess(executable: binary, arguments: arguments, standardInput: .nullDevice,
                                               standardOutput: .descriptor(out), standardError: .descriptor(err))
                child = started
                return started.pid
            }
        } catch {
            return Run(succeeded: false, output: "", errors: "zoetrope: error: \(error)")
        }
        guard let child else { return Run(succeeded: false, output: "", errors: "") }
        // The watch goes on beside the wait, which returns as soon as the child ends.
        let watch = SupersedeWatch()
        Thread.detachNewThread { [self] in
            while !watch.isDone {
                usleep(Self.pollInterval)
                if !watch.isDone, stamps() != seen {
                    if child.signal(SIGTERM) { watch.markSuperseded() }
                    return
                }
            }
        }
        let termination = child.wait()
        watch.finish()
        Interruption.forget(child: child.pid)
        if watch.isSuperseded, termination != .exited(0) {
            return Run(succeeded: false, output: "", errors: "", superseded: true)
        }
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        FileHandle.standardError.write(Data(errors.utf8))
        let kept = errors.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !(line.hasPrefix("zoetrope: compiling ") || line.hasPrefix("zoetrope: compiled ") || line.hasSuffix("unchanged: using the cached build"))
        }.joined(separator: "\n")
        return Run(succeeded: termination == .exited(0), output: output, errors: kept)
    }
}

/// Between a child's wait and the thread watching the files for it: whether the child has ended, and whether the
/// watch stopped it.
private final class SupersedeWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false, superseded = false

    var isDone: Bool { lock.withLock { done } }
    var isSuperseded: Bool { lock.withLock { superseded } }
    func finish() { lock.withLock { done = true } }
    func markSuperseded() { lock.withLock { superseded = true } }
}
