import Foundation
import ZoetropeSystem

/// What an interrupted command leaves behind: the encoders it started (ffmpeg), the temporary files being written
/// (a hidden `.NAME.partial-…` beside each output), the staging folders and the output folders a render made before
/// its first frame. `stop()` stops the first and removes the rest; complete outputs, renamed into place before, stay.
/// Which signals call it, and how the process then ends, is the command line's business (`ZoetropeCLI`'s
/// `SignalHandling`): this registry only knows what to undo.
public enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var files: Set<String> = []
    nonisolated(unsafe) private static var writing: Set<String> = []
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var madeFolders: [String: [String]] = [:]
    nonisolated(unsafe) private static var children: Set<Int32> = []
    nonisolated(unsafe) private static var stopping = false

    /// A temporary file being written: removed if the process is interrupted before `forget(file:)`.
    static func remember(file path: String) {
        lock.lock(); files.insert(path); lock.unlock()
    }

    static func forget(file path: String) {
        lock.lock(); files.remove(path); lock.unlock()
    }

    /// Starts a short write of the temporary file `path` (a frame): false when the process is stopping, and then the
    /// file must not be created. A clean-up waits for the writes under way to end (`endWrite`) before it removes
    /// what is left, so a frame being written as the signal comes is either finished and renamed, or removed.
    static func beginWrite(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if stopping { return false }
        writing.insert(path)
        return true
    }

    static func endWrite(_ path: String) {
        lock.lock(); writing.remove(path); lock.unlock()
    }

    /// A temporary folder being filled (a review's staging folder): removed with what it holds if the process is
    /// interrupted before `forget(folder:)`.
    static func remember(folder path: String) {
        lock.lock(); folders.insert(path); lock.unlock()
    }

    static func forget(folder path: String) {
        lock.lock(); folders.remove(path); lock.unlock()
    }

    /// Folders a render creates for its output, deepest first (`AtomicFile.missingFolders`): removed while empty if the
    /// process is interrupted before `forget(madeFolders:)`, so a render stopped before its first frame leaves
    /// nothing; one that wrote frames keeps them and their folder.
    static func remember(madeFolders paths: [String]) {
        guard let deepest = paths.first else { return }
        lock.lock(); madeFolders[deepest] = paths; lock.unlock()
    }

    static func forget(madeFolders paths: [String]) {
        guard let deepest = paths.first else { return }
        lock.lock(); madeFolders[deepest] = nil; lock.unlock()
    }

    /// Creates the temporary folder `path` with `make` and remembers it, both before a clean-up can start: a signal
    /// either comes first (then nothing is created and this thread waits for the end of the process) or finds the
    /// folder remembered. (Remembering after creating left the folder behind when the signal came in between.)
    /// `make` runs holding the lock: it must not call back into `Interruption` (`AtomicFile.prepareDirectory` does).
    package static func makeFolder(_ path: String, _ make: () throws -> Void) throws {
        lock.lock()
        if stopping { lock.unlock(); park() }
        defer { lock.unlock() }
        folders.insert(path)
        try make()
    }

    /// `remember(folder:)` inside `uninterrupted`, which holds the lock.
    static func rememberLocked(folder path: String) {
        folders.insert(path)
    }

    /// Runs `body` with no clean-up starting meanwhile (a clean-up that starts waits for it): for a few renames
    /// that must all happen or none (a review replacing an earlier one). When a signal is being handled already,
    /// `body` does not run and this thread waits for the end of the process.
    static func uninterrupted<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        if stopping { lock.unlock(); park() }
        defer { lock.unlock() }
        return try body()
    }

    /// A child process (ffmpeg): sent SIGTERM and waited for if the process is interrupted.
    static func remember(child pid: Int32) {
        lock.lock(); children.insert(pid); lock.unlock()
    }

    /// Starts a child process with `start` (which returns its pid) and remembers it, both before a clean-up can
    /// start: a child started just as a signal came could otherwise outlive the process (and write a partial file
    /// after the clean-up). When a signal is being handled already, nothing is started and this thread waits for the
    /// end of the process.
    package static func spawn(_ start: () throws -> Int32) throws {
        lock.lock()
        if stopping { lock.unlock(); park() }
        defer { lock.unlock() }
        children.insert(try start())
    }

    package static func forget(child pid: Int32) {
        lock.lock(); children.remove(pid); lock.unlock()
    }

    /// Whether a signal is being handled: errors that the clean-up causes elsewhere (ffmpeg stopped under a render)
    /// are not reported, since the process is about to end as the signal says (`parkIfStopping`).
    public static var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// Waits for the end of the process (a signal is being handled).
    private static func park() -> Never {
        while true { pause() }
    }

    /// Waits for the end of the process when a signal is being handled; returns at once otherwise.
    public static func parkIfStopping() {
        guard isStopping else { return }
        while true { pause() }
    }


    /// Ends the process from another thread than the one that is stuck (the evaluation watchdog): prints
    /// `zoetrope: error: MESSAGE`, stops the children, removes the temporary files and exits 1 at once.
    static func abandon(message: String) -> Never {
        stop()
        let line = Array("zoetrope: error: \(message)\n".utf8)
        line.withUnsafeBytes { _ = POSIX.writeAll(STDERR_FILENO, $0) }
        _exit(1)
    }

    /// Stops the children (SIGTERM, then waits for them), lets the frame writes under way end (at most 2 s), and
    /// removes the temporary files and folders; later errors are not reported (`isStopping`). The caller then ends the
    /// process: work still running on other threads waits for that (`parkIfStopping`).
    package static func stop() {
        lock.lock()
        stopping = true
        let pids = children
        lock.unlock()
        for pid in pids { kill(pid, SIGTERM) }
        for pid in pids {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        for _ in 0..<2000 {
            lock.lock()
            let busy = !writing.isEmpty
            lock.unlock()
            if !busy { break }
            usleep(1000)
        }
        lock.lock()
        let paths = files.union(writing), trees = folders, made = madeFolders.values
        lock.unlock()
        for path in paths { unlink(path) }
        for chain in made {
            for folder in chain where rmdir(folder) != 0 { break }
        }
        // A tree is removed again if the first removal left it (a file appeared in it meanwhile).
        for tree in trees {
            for _ in 0..<3 where FileManager.default.fileExists(atPath: tree) { try? FileManager.default.removeItem(atPath: tree) }
        }
    }
}
