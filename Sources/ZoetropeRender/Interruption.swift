import Foundation
import ZoetropeUserFiles
import ZoetropeSystem

/// What an interrupted command leaves behind, and how it is cleaned up: SIGINT, SIGTERM and SIGHUP stop the
/// encoders it started (ffmpeg), remove the temporary files being written (a hidden `.NAME.partial-…` beside each
/// output), and end the process as the signal would have (status 128 + signal). Complete outputs, renamed into
/// place before the signal, stay. SIGXFSZ is ignored, so a file-size limit is an ordinary write error.
public enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var files: Set<String> = []
    nonisolated(unsafe) private static var children: Set<Int32> = []
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var stopping = false
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts handling the signals (once per process; later calls do nothing).
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        // Past a file-size limit (`ulimit -f`), a write fails with EFBIG instead of killing the process: the render
        // then reports the file it could not finish and removes its temporary files, like any other write error.
        signal(SIGXFSZ, SIG_IGN)
        for number in signals {
            signal(number, SIG_IGN)  // delivered to the dispatch source below instead of ending the process
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler { stop(signal: number) }
            source.resume()
            sources.append(source)
        }
    }

    /// A temporary file being written: removed if the process is interrupted before `forget(file:)`.
    static func remember(file path: String) {
        lock.lock(); files.insert(path); lock.unlock()
    }

    static func forget(file path: String) {
        lock.lock(); files.remove(path); lock.unlock()
    }

    /// A child process (ffmpeg): sent SIGTERM and waited for if the process is interrupted.
    static func remember(child pid: Int32) {
        lock.lock(); children.insert(pid); lock.unlock()
    }

    static func forget(child pid: Int32) {
        lock.lock(); children.remove(pid); lock.unlock()
    }

    /// Whether a signal is being handled: errors that the clean-up causes elsewhere (ffmpeg stopped under a render)
    /// are not reported, since the process is about to end as the signal says (`parkIfStopping`).
    public static var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// Waits for the end of the process when a signal is being handled; returns at once otherwise.
    public static func parkIfStopping() {
        guard isStopping else { return }
        while true { pause() }
    }

    private static func stop(signal number: Int32) {
        cleanUp()
        SignalForwarding.end(by: number)
    }

    /// Ends the process from another thread than the one that is stuck (the evaluation watchdog): prints
    /// `zoetrope: error: MESSAGE`, stops the children, removes the temporary files and exits 1 at once.
    static func abandon(message: String) -> Never {
        cleanUp()
        let line = Array("zoetrope: error: \(message)\n".utf8)
        line.withUnsafeBytes { _ = POSIX.writeAll(STDERR_FILENO, $0) }
        _exit(1)
    }

    /// Stops the children (SIGTERM, then waits for them) and removes the temporary files; later errors are not
    /// reported (`isStopping`).
    private static func cleanUp() {
        lock.lock()
        stopping = true
        let pids = children, paths = files
        lock.unlock()
        for pid in pids { kill(pid, SIGTERM) }
        for pid in pids {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        for path in paths { unlink(path) }
    }
}
