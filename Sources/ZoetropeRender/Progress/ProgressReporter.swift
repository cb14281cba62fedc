import Dispatch
import Foundation
import ZoetropeSystem
import ZoetropeUserFiles

/// Reports frames done on standard error (issue 16), in one of four styles:
///
/// - `lines`: one `label: done/total frames` line per tenth of the work, which scripts read (the default when
///   standard error is not a terminal; unchanged since the first release);
/// - `bar`: one self-overwriting line, `label  [████░░░░]  48/120 frames  62.3 fps  ETA 0:01`, redrawn at most
///   ten times a second, then a last line with the total time and the average frame rate (the default on a
///   terminal);
/// - `json`: one JSON object a line (`ProgressText.jsonProgress`/`jsonDone`), throttled like the bar but always
///   with the first (done 0) and the last frame, then a `done` event;
/// - `none`: nothing.
///
/// Frames are reported from one thread today (the frame pipeline's in-order consumer), but the state is behind a
/// lock so that any thread may call `advance()`; a call costs a lock, a monotonic clock read and, when a line is
/// due, one write.
public final class ProgressReporter: @unchecked Sendable {
    /// How progress is shown.
    public enum Style: String, CaseIterable, Sendable {
        case bar, lines, json, none

        /// `bar` when standard error is a terminal, `lines` otherwise.
        public static var automatic: Style { standardErrorIsTerminal ? .bar : .lines }

        /// Whether standard error is a terminal (`isatty`), or zoetrope says it is one behind the pipe it reads this
        /// scene program's standard error through (`SceneExecutable.terminalVariable`).
        public static var standardErrorIsTerminal: Bool {
            POSIX.isTerminal(STDERR_FILENO) || ProcessInfo.processInfo.environment[SceneExecutable.terminalVariable] == "1"
        }
    }

    /// The least time between two lines of the bar or of JSON progress: at most ten a second.
    static let redrawInterval: UInt64 = 100_000_000

    /// The scene id.
    public let scene: String
    /// What is being made of the scene when that is not its frames alone (`video` for the review page), or nil.
    public let stage: String?
    public let style: Style
    private let clock: @Sendable () -> UInt64
    private let columns: @Sendable () -> Int
    private let write: @Sendable (String) -> Void

    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private var lastTenth = -1
    private var started: UInt64 = 0
    private var lastLine: UInt64?
    /// A bar is on screen without its line ended.
    private var barOpen = false

    /// A reporter for `scene` (and `stage`) writing to standard error; `style` nil means `Style.automatic`.
    public convenience init(scene: String, stage: String? = nil, style: Style? = nil) {
        self.init(scene: scene, stage: stage, style: style ?? .automatic,
                  clock: { DispatchTime.now().uptimeNanoseconds },
                  columns: { TerminalWidth.standardError() },
                  write: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// A reporter with its clock (monotonic nanoseconds), terminal width and output injected, for tests.
    init(scene: String, stage: String? = nil, style: Style, clock: @escaping @Sendable () -> UInt64,
         columns: @escaping @Sendable () -> Int, write: @escaping @Sendable (String) -> Void) {
        self.scene = scene
        self.stage = stage
        self.style = style
        self.clock = clock
        self.columns = columns
        self.write = write
    }

    /// The label of `lines` and `bar`: `fab-menu`, or `fab-menu: video` with a stage.
    var label: String { stage.map { "\(scene): \($0)" } ?? scene }

    func start(total: Int) {
        guard style != .none else { return }
        lock.withLock {
            self.total = total
            done = 0
            lastTenth = -1
            started = clock()
            lastLine = nil
            emit(now: started)
        }
    }

    func advance() {
        guard style != .none else { return }
        lock.withLock {
            done += 1
            emit(now: clock())
        }
    }

    /// Frames done so far: `count` in all (ffmpeg's own count, when it reads the frames itself).
    func advance(to count: Int) {
        guard style != .none else { return }
        lock.withLock {
            guard count > done else { return }
            done = min(count, total)
            emit(now: clock())
        }
    }

    /// The last line: the bar's summary (total time, average frame rate) or JSON's `done` event.
    func finish() {
        guard style != .none else { return }
        lock.withLock {
            let counts = snapshot(now: clock())
            switch style {
            case .bar:
                write("\r" + ProgressText.barSummary(label: label, counts) + ProgressText.eraseToEndOfLine + "\n")
                barOpen = false
            case .json:
                write(ProgressText.jsonDone(scene: scene, stage: stage, counts) + "\n")
            case .lines, .none:
                break
            }
        }
    }

    /// Ends a bar left open by a failed render, so that the error message starts on a line of its own.
    public func endLine() {
        lock.withLock {
            if barOpen { write("\n") }
            barOpen = false
        }
    }

    private func snapshot(now: UInt64) -> ProgressText.Counts {
        ProgressText.Counts(done: done, total: total, seconds: Double(now &- started) / 1e9)
    }

    private func emit(now: UInt64) {
        switch style {
        case .lines:
            let tenth = total == 0 ? 10 : done * 10 / total
            guard tenth != lastTenth else { return }
            lastTenth = tenth
            write(ProgressText.line(label: label, done: done, total: total) + "\n")
        case .bar, .json:
            if let lastLine, now &- lastLine < Self.redrawInterval, done < total { return }
            lastLine = now
            let counts = snapshot(now: now)
            if style == .bar {
                write("\r" + ProgressText.bar(label: label, counts, columns: columns()) + ProgressText.eraseToEndOfLine)
                barOpen = true
            } else {
                write(ProgressText.jsonProgress(scene: scene, stage: stage, counts) + "\n")
            }
        case .none:
            break
        }
    }
}

extension ProgressReporter {
    /// A status line (`review: fab-menu: video`, an audit's summary) as `style` shows it: the text itself for `bar`
    /// and `lines`, `{"event":"message","message":…}` for `json`, nil for `none`. No newline.
    public static func statusLine(_ text: String, style: Style) -> String? {
        switch style {
        case .bar, .lines: return text
        case .json: return ProgressText.jsonMessage(text)
        case .none: return nil
        }
    }
}

extension ProgressReporter {
    /// Runs `body` with this reporter; when it throws, a bar left open is ended first (`endLine`), so that the
    /// error message that follows starts on a line of its own.
    public func reporting<T>(_ body: (ProgressReporter) throws -> T) rethrows -> T {
        do {
            return try body(self)
        } catch {
            endLine()
            throw error
        }
    }
}
