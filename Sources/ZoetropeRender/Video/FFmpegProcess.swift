import Foundation
import ZoetropeSystem

/// A running ffmpeg reading frames from its stdin, with its stderr drained on a separate thread (so a chatty
/// ffmpeg never blocks on a full pipe) and the tail kept for error messages.
final class FFmpegProcess {
    private let process: ChildProcess
    /// This process's end of ffmpeg's stdin, and of its stderr.
    private let stdinDescriptor: Int32, stderrDescriptor: Int32
    private var stdinClosed = false
    private let stderrDone = DispatchSemaphore(value: 0)
    private let tailLock = NSLock()
    private var tail: [UInt8] = []
    private static let tailLimit = 4096
    /// Set when a write found ffmpeg's stdin closed: ffmpeg exited, and its status and stderr say why.
    private(set) var stoppedReading = false
    /// Set when ffmpeg took nothing from its stdin for `stallSeconds` while a frame waited: it is stuck, and the
    /// watchdog killed it.
    private(set) var stalled = false
    /// How long ffmpeg may take no input before it counts as stalled: 120 s (x264's slowest presets take a
    /// fraction of that per frame), or `ZOETROPE_ENCODER_STALL_SECONDS`.
    static var stallSeconds: Double {
        ProcessInfo.processInfo.environment["ZOETROPE_ENCODER_STALL_SECONDS"].flatMap(Double.init)
            .flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 120
    }

    /// The `ffmpeg` executable on PATH, or nil.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; SIGPIPE is ignored so that an ffmpeg that dies turns writes into errors.
    /// With `framesDone`, ffmpeg reports its progress on stdout (`-progress pipe:1`, added here) and `framesDone`
    /// is told each frame count it reports. ffmpeg runs in a process group of its own (a terminal's Ctrl-C reaches
    /// zoetrope, whose `Interruption` stops it), with the default action for SIGXFSZ (`ChildProcess`): ignoring it,
    /// as zoetrope does, ffmpeg would treat a write past a file-size limit as done and exit 0 with a truncated video.
    init(executable: URL, arguments: [String], framesDone: (@Sendable (Int) -> Void)? = nil) throws {
        signal(SIGPIPE, SIG_IGN)
        // Started and remembered for the clean-up in one step (`Interruption.spawn`): a signal between the two would
        // leave an ffmpeg running after zoetrope ended, writing a partial file.
        var started: ChildProcess?
        try Interruption.spawn {
            let child = try ChildProcess(executable: executable.path,
                                         arguments: framesDone == nil ? arguments : ["-progress", "pipe:1", "-nostats"] + arguments,
                                         standardInput: .pipe, standardOutput: framesDone == nil ? .nullDevice : .pipe,
                                         standardError: .pipe, newProcessGroup: true)
            started = child
            return child.pid
        }
        process = started!
        stdinDescriptor = process.standardInput!
        stderrDescriptor = process.standardError!
        if let framesDone, let progress = process.standardOutput {
            Thread {
                Self.readProgress(progress, framesDone)
                close(progress)
            }.start()
        }
        // A frame is megabytes: a 1 MB pipe (Linux's default limit for it) instead of 64 KB passes it in 16 times
        // fewer wake-ups of ffmpeg.
        pipeCapacity = POSIX.setPipeCapacity(stdinDescriptor, bytes: 1 << 20) ?? 65_536
        // A watchdog: an ffmpeg that takes nothing from its stdin for `stallSeconds` while a write waits is stuck.
        // It is killed, which ends the waiting write (EPIPE) and lets the render report it (`stalled`).
        let watchdog = DispatchSource.makeTimerSource(queue: .global())
        watchdog.schedule(deadline: .now() + 1, repeating: 1)
        watchdog.setEventHandler { [weak self] in self?.checkForStall() }
        watchdog.resume()
        self.watchdog = watchdog
        let reader = Thread { [stderrDescriptor, stderrDone] in
            let fd = stderrDescriptor
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                self.appendTail(buffer[0..<n])
            }
            close(fd)
            stderrDone.signal()
        }
        reader.start()
    }

    /// Reads ffmpeg's `-progress` output (`key=value` lines) until it closes, passing on each `frame=N`.
    private static func readProgress(_ descriptor: Int32, _ framesDone: @Sendable (Int) -> Void) {
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            for byte in buffer[0..<n] {
                guard byte == UInt8(ascii: "\n") else { line.append(byte); continue }
                let text = String(decoding: line, as: UTF8.self)
                line.removeAll(keepingCapacity: true)
                if text.hasPrefix("frame="), let count = Int(text.dropFirst(6).trimmingCharacters(in: .whitespaces)) {
                    framesDone(count)
                }
            }
        }
    }

    private func appendTail(_ bytes: ArraySlice<UInt8>) {
        tailLock.lock()
        tail += bytes
        if tail.count > Self.tailLimit { tail.removeFirst(tail.count - Self.tailLimit) }
        tailLock.unlock()
    }

    /// Writes all of `bytes` to ffmpeg's stdin; returns false when ffmpeg stopped reading (it exited).
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }

    /// The pipe's capacity in bytes (64 KB unless enlarged).
    private(set) var pipeCapacity = 65_536

    /// Linux's `vmsplice`, looked up at run time (Glibc declares it only under _GNU_SOURCE).
    private typealias VMSplice = @convention(c) (Int32, UnsafePointer<iovec>, Int, UInt32) -> Int
    #if os(Linux)
    private static let vmsplice: VMSplice? = dlsym(nil, "vmsplice").map { unsafeBitCast($0, to: VMSplice.self) }
    #else
    private static let vmsplice: VMSplice? = nil
    #endif

    /// Hands `buffer` to ffmpeg's stdin without copying it (`vmsplice`: the pipe refers to the pages themselves),
    /// falling back to `write`. The memory must not change until ffmpeg has read it: the caller keeps it unchanged
    /// until at least `pipeCapacity` bytes more have been passed after it (the pipe cannot hold more than that, so
    /// by then ffmpeg has read these pages). Returns false when ffmpeg stopped reading.
    func splice(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let vmsplice = Self.vmsplice, let base = buffer.baseAddress else { return write(buffer) }
        let fd = stdinDescriptor
        var offset = 0
        while offset < buffer.count {
            var chunk = iovec(iov_base: UnsafeMutableRawPointer(mutating: base + offset), iov_len: buffer.count - offset)
            writing(true)
            let n = vmsplice(fd, &chunk, 1, 0)
            writing(false)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { stoppedReading = true; return false }
                // Not a pipe vmsplice can use: copy the rest.
                return write(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            offset += n
        }
        return true
    }

    /// Writes all of `buffer` to ffmpeg's stdin; returns false when ffmpeg stopped reading (it exited).
    func write(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let fd = stdinDescriptor
        var offset = 0
        while offset < buffer.count {
            writing(true)
            let n = POSIX.write(fd, base + offset, buffer.count - offset)
            writing(false)
            if n < 0 {
                if errno == EINTR { continue }
                stoppedReading = true
                return false
            }
            offset += n
        }
        return true
    }

    private var watchdog: DispatchSourceTimer?
    private let writeLock = NSLock()
    /// When the write under way began waiting, or nil between writes.
    private var writeStarted: Date?

    /// Marks a write to ffmpeg as under way (true) or done (false), for the watchdog.
    private func writing(_ active: Bool) {
        writeLock.lock()
        writeStarted = active ? Date() : nil
        writeLock.unlock()
    }

    private func checkForStall() {
        writeLock.lock()
        let waited = writeStarted.map { -$0.timeIntervalSinceNow } ?? 0
        writeLock.unlock()
        guard waited > Self.stallSeconds, process.isRunning, !stalled else { return }
        stalled = true
        process.signal(SIGKILL)
    }

    /// Ends a stalled ffmpeg (SIGKILL: it took no input, so it may take no signal either) and reaps it.
    func kill() {
        if process.isRunning { process.signal(SIGKILL) }
        _ = finish()
    }

    /// Closes stdin, waits for ffmpeg to exit and for its stderr to drain; returns the status (minus the signal's
    /// number when a signal ended it) and stderr's tail.
    func finish() -> (status: Int32, stderrTail: String) {
        watchdog?.cancel()
        watchdog = nil
        if !stdinClosed {
            stdinClosed = true
            close(stdinDescriptor)
        }
        let termination = process.wait()
        Interruption.forget(child: process.pid)
        stderrDone.wait()
        tailLock.lock()
        defer { tailLock.unlock() }
        var text = String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if case let .signalled(number) = termination {
            // The status is then the signal's number: returned negated (RenderError.ffmpegFailed), and said with
            // what the usual ones mean here.
            let meaning = number == SIGXFSZ ? ": the output passed the file-size limit (ulimit -f)"
                : number == SIGKILL ? ": killed (out of memory, or stopped from outside)" : ""
            text += (text.isEmpty ? "" : "\n") + "ffmpeg was ended by signal \(number) (\(String(cString: strsignal(number))))\(meaning)"
            return (-number, text)
        }
        guard case let .exited(status) = termination else { return (-1, text) }
        return (status, text)
    }

    /// Stops ffmpeg early (after another failure) and reaps it.
    func cancel() {
        if process.isRunning { process.signal(SIGTERM) }
        _ = finish()
    }

    /// Why ffmpeg could not write its output, from what it printed: ffmpeg 5 reports a full disk or a file-size limit
    /// at the end (`Error writing trailer of FILE: No space left on device`, `Error closing file …`) and still
    /// exits 0, leaving a truncated file. Nil when it reported no such error.
    static func writeFailure(in stderr: String) -> String? {
        let line = stderr.split(separator: "\n").first { line in
            ["Error writing trailer", "Error closing file", "av_interleaved_write_frame()", "Error submitting a packet to the muxer"]
                .contains { line.hasPrefix($0) }
        }
        guard let line else { return nil }
        return line.range(of: ": ", options: .backwards).map { String(line[$0.upperBound...]) } ?? String(line)
    }

    /// Runs ffmpeg to make `file` atomically: ffmpeg writes to a hidden temporary name beside it (`arguments` gets
    /// that path), `feed` gives it its input, and the temporary is renamed over `file` only when ffmpeg succeeds. On
    /// any failure the temporary is removed and the error carries the end of ffmpeg's stderr.
    static func encode(to file: URL, arguments: (_ temporaryPath: String) -> [String],
                       framesDone: (@Sendable (Int) -> Void)? = nil, feed: (FFmpegProcess) throws -> Void) throws {
        guard let ffmpeg = locate() else { throw RenderError.ffmpegNotFound }
        try AtomicFile.prepareDirectory(file.deletingLastPathComponent())
        try AtomicFile.requireFile(file)
        let temporary = AtomicFile.temporaryURL(for: file)
        // An interruption from here on stops ffmpeg and removes the partial video (`Interruption`).
        Interruption.remember(file: temporary.path)
        defer { Interruption.forget(file: temporary.path) }
        let process: FFmpegProcess
        do {
            process = try FFmpegProcess(executable: ffmpeg, arguments: arguments(temporary.path), framesDone: framesDone)
        } catch {
            throw RenderError.ffmpegFailed(output: file.path, status: 126, stderrTail: "\(error)")
        }
        do {
            try feed(process)
        } catch {
            if process.stalled {
                process.kill()
                unlink(temporary.path)
                throw RenderError.encoderStalled(output: file.path, seconds: stallSeconds)
            }
            if process.stoppedReading {
                let (status, stderrTail) = process.finish()
                unlink(temporary.path)
                throw RenderError.ffmpegFailed(output: file.path, status: status, stderrTail: stderrTail)
            }
            process.cancel()
            unlink(temporary.path)
            throw error
        }
        let (status, stderrTail) = process.finish()
        guard status == 0, FileManager.default.fileExists(atPath: temporary.path) else {
            unlink(temporary.path)
            throw RenderError.ffmpegFailed(output: file.path, status: status, stderrTail: stderrTail)
        }
        if let reason = writeFailure(in: stderrTail) {
            unlink(temporary.path)
            throw RenderError.writeFailed(path: file.path, reason: reason)
        }
        do {
            try AtomicFile.rename(temporary, to: file)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }
}
