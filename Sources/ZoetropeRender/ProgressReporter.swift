import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reports frames done on standard error: a self-overwriting line on a terminal, otherwise one
/// `label: done/total` line per tenth of the work, which scripts can read.
public final class ProgressReporter: @unchecked Sendable {
    private let label: String
    private let isTerminal: Bool
    private var total = 0
    private var done = 0
    private var lastTenth = -1

    /// A reporter whose lines start with `label` (usually the scene id).
    public init(label: String) {
        self.label = label
        self.isTerminal = isatty(STDERR_FILENO) != 0
    }

    func start(total: Int) {
        self.total = total
        done = 0
        lastTenth = -1
        emit()
    }

    func advance() {
        done += 1
        emit()
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    private func emit() {
        let line = "\(label): \(done)/\(total) frames"
        if isTerminal {
            FileHandle.standardError.write(Data("\r\(line)".utf8))
        } else {
            let tenth = total == 0 ? 10 : done * 10 / total
            guard tenth != lastTenth else { return }
            lastTenth = tenth
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
