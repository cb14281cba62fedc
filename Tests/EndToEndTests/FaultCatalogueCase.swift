import Foundation
import Testing

/// One bad input or fault of the catalogue (issue 16): what to run and in what surroundings, and what must come
/// out of it. `FaultCatalogueRun` runs it; `FaultCatalogueTests` checks the outcome against these expectations.
struct FaultCatalogueCase: Sendable, CustomTestStringConvertible {
    /// Unique in the catalogue; the test report shows it.
    var name: String
    /// The arguments after `zoetrope`. `@NAME` stands for the absolute path of the shared user file NAME
    /// (`FaultCatalogueFiles`), so that every case using it shares one cached build.
    var arguments: [String]
    /// Files and folders created in the case's scratch folder before the run, by relative path.
    var files: [String: Content] = [:]
    /// Variables added to the run's environment.
    var environment: [String: String] = [:]
    /// What PATH holds.
    var path: SearchPath = .inherited
    /// A shell command run before zoetrope replaces the shell (`ulimit -f 20`); nil runs zoetrope directly.
    var shell: String?
    /// Whether zoetrope starts with every signal blocked (as a dispatch thread of a parent would start it) instead
    /// of none (as a shell starts it).
    var blockSignals = false
    /// A tmpfs of this many KiB mounted on `full` in the scratch folder for the run (a disk that fills up).
    var smallDisk: Int?
    /// A signal sent to zoetrope during the run, once its trigger holds.
    var interruption: Interruption?
    /// A zoetrope run started before this one, and still running while it runs (stopped afterwards).
    var companion: Companion?
    /// The exit code; 128 + N for the signal N.
    var status: Int32
    /// Words the error message must contain (case-insensitive): its first line, or the whole report for the shapes
    /// that put the details on later lines (`compileErrors`).
    var words: [String] = []
    /// Words that must appear anywhere on stderr (a scene issue listed above the error line).
    var stderrWords: [String] = []
    /// Words that must not appear on stderr.
    var absentWords: [String] = []
    /// Words that must appear on stderr exactly once (a warning said once per scene, however many frames show it).
    var onceWords: [String] = []
    /// The shape of stderr's report.
    var report: ReportShape = .line
    /// What may be left in the scratch folder besides the files created for the case.
    var leaves: Leaves = .nothing
    /// Whether standard output must be empty.
    var quietStdout = true
    /// Seconds before the run is stopped and the case fails.
    var timeout: Double = 90

    var testDescription: String { name }

    /// What a file created for a case holds.
    enum Content: Sendable {
        case text(String)
        case bytes([UInt8])
        case folder
        /// A shell script, made executable.
        case script(String)
    }

    /// PATH for the run.
    enum SearchPath: Sendable {
        case inherited
        /// No ffmpeg anywhere: PATH is one empty folder (catalog scenes only: nothing else is looked up on PATH).
        case withoutFFmpeg
        /// `bin/ffmpeg` in the scratch folder, running this shell script, first on PATH.
        case fakeFFmpeg(String)
        /// Only this folder of the scratch folder.
        case scratchFolder(String)
    }

    /// When to send a signal, and which.
    struct Interruption: Sendable {
        var signal: Int32
        var when: Trigger
    }

    enum Trigger: Sendable {
        /// stderr contains this text.
        case stderr(String)
        /// This folder of the scratch folder holds at least this many visible files.
        case files(String, Int)
        /// A process of the run with this command name (`/proc/PID/comm`) has been running for 0.3 s.
        case process(String)
        /// This many seconds have passed since the run started (0: at once).
        case after(Double)
    }

    /// A run alongside the case's, started first and waited for until `ready` holds.
    struct Companion: Sendable {
        var arguments: [String]
        var ready: Trigger
    }

    /// What stderr looks like. Every shape allows progress lines (`scene: n/N frames`), the user files' build lines
    /// (`zoetrope: compiling …`, `… unchanged: using the cached build`) and scene issues (`zoetrope: scene ID: …`)
    /// before the report, and holds exactly one `zoetrope: error:` line.
    enum ReportShape: Sendable {
        /// One line: `zoetrope: error: …`.
        case line
        /// `zoetrope: error: FLAG, column N: …`, then the value and a caret under the column.
        case caret
        /// ArgumentParser's usage error: `Error: …`, then the usage and the help hint.
        case usage
        /// `zoetrope: error: compile error:` then the compiler's `FILE:LINE:COLUMN: error: …` lines.
        case compileErrors
        /// `zoetrope: error: …` and any lines after it, the words anywhere in them (a report whose form is not
        /// settled yet, as long as it names what it must).
        case block
        /// `zoetrope: error: ffmpeg failed …`, then `ffmpeg said:` and the end of its output.
        case ffmpegSaid
        /// `snapshot`'s own report of a failing run (`✗ SCENE  …`, a total, `report: …`), with no error line.
        case snapshotRun
        /// Ended by a signal: no report is required, and none may be an error report.
        case signalled
        /// A run that succeeds with scene warnings (`zoetrope: scene ID: warning …`) and no error report; the warnings
        /// are checked with `stderrWords` and `onceWords`.
        case warned
        /// A crash of the user's code: the first line after the build lines names everything, and the whole
        /// report is short (fewer than 6 lines: no backtrace).
        case crash
    }

    /// What the run may leave in the scratch folder. Nothing named `.partial` is ever allowed.
    enum Leaves: Sendable {
        /// Only the files created for the case.
        case nothing
        /// The files created for the case and exactly these (relative paths; folders included).
        case only([String])
        /// Anything besides them (a render that completed frames before it was stopped).
        case anything
    }
}

extension FaultCatalogueCase {
    /// A bad value or usage error: exit 2, one line naming `words`, nothing written.
    static func usage(_ name: String, _ arguments: [String], _ words: [String], shape: ReportShape = .line,
                      files: [String: Content] = [:]) -> FaultCatalogueCase {
        FaultCatalogueCase(name: name, arguments: arguments, files: files, status: 2, words: words, report: shape)
    }

    /// A failure of the environment: exit 1, one line naming `words`, nothing written.
    static func failure(_ name: String, _ arguments: [String], _ words: [String], shape: ReportShape = .line,
                        files: [String: Content] = [:], leaves: Leaves = .nothing) -> FaultCatalogueCase {
        FaultCatalogueCase(name: name, arguments: arguments, files: files, status: 1, words: words, report: shape, leaves: leaves)
    }

    /// Whether the case runs a shared user file (and so needs the shared build cache).
    var usesUserFiles: Bool { arguments.contains { $0.hasPrefix("@") } }
}
