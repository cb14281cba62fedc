import Foundation
import ZoetropeSystem

/// The width of the terminal in columns, for the progress bar.
enum TerminalWidth {
    /// Columns when nothing says otherwise.
    static let fallback = 80

    /// `COLUMNS` when it is a positive whole number (so a user can set it), else the terminal behind standard error,
    /// output or input (`TIOCGWINSZ`; a scene program built from a user's files writes its standard error through
    /// zoetrope, so the terminal is behind the others), else 80.
    static func standardError() -> Int {
        if let columns = columns(fromEnvironment: ProcessInfo.processInfo.environment["COLUMNS"]) { return columns }
        for descriptor in [STDERR_FILENO, STDOUT_FILENO, STDIN_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return fallback
    }

    /// The value of `COLUMNS` if it is a whole number from 1 to 10,000; nil otherwise.
    static func columns(fromEnvironment value: String?) -> Int? {
        guard let value, let columns = Int(value.trimmingCharacters(in: .whitespaces)), (1...10_000).contains(columns) else {
            return nil
        }
        return columns
    }
}
