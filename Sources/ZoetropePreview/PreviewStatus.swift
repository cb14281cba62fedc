import Foundation

/// What the preview is doing, as `/_preview/status` and the event stream give it to the page (JSON).
public struct PreviewStatus: Codable, Hashable, Sendable {
    /// Where a preview stands.
    public enum State: String, Codable, Sendable {
        /// Compiling the files and rendering the review (the last good render is still served).
        case rendering
        /// The render `render` is served and the files have not changed since.
        case ready
        /// The last build or render failed (`errors`, `message`); the last good render, if any, is still served.
        case failed
    }

    /// One compiler error, at the user's file, line and column.
    public struct Diagnostic: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String

        /// `FILE:LINE:COLUMN: error: MESSAGE` lines (as `zoetrope` prints a compile error) read back; other lines
        /// are skipped.
        public static func errors(in text: String) -> [Diagnostic] {
            text.split(separator: "\n").compactMap { line -> Diagnostic? in
                guard let marker = line.range(of: ": error: ") else { return nil }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
                else { return nil }
                let file = place.dropLast(2).joined(separator: ":")
                guard file.hasPrefix("/") else { return nil }
                return Diagnostic(file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
            }
        }
    }

    /// Counts every change of status, so that a client waiting for the next one knows it has seen it.
    public var sequence: Int = 0
    public var state: State = .rendering
    /// The number of the render being served (1, 2, …), 0 before the first.
    public var render: Int = 0
    /// The scenes shown (empty until the first listing).
    public var scenes: [String] = []
    /// The files watched, absolute.
    public var files: [String] = []
    /// The failed step's errors at the user's lines (compile errors).
    public var errors: [Diagnostic] = []
    /// The failed step's whole message (the text `zoetrope` printed), empty unless `failed`.
    public var message: String = ""
    /// For the last render: seconds from the newest file's modification time to the render being served.
    public var secondsSinceSave: Double?

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The preview's status and served folder, shared between the loop that renders and the server's threads.
final class PreviewState: @unchecked Sendable {
    private let condition = NSCondition()
    private var status = PreviewStatus()
    private var folder: URL?

    /// The status and the folder of the render it names.
    func current() -> (status: PreviewStatus, folder: URL?) {
        condition.lock()
        defer { condition.unlock() }
        return (status, folder)
    }

    /// Changes the status (and the served folder, when given), then wakes the event streams.
    func update(folder newFolder: URL? = nil, _ change: (inout PreviewStatus) -> Void) {
        condition.lock()
        change(&status)
        status.sequence += 1
        if let newFolder { folder = newFolder }
        condition.broadcast()
        condition.unlock()
    }

    /// The status once its sequence is past `sequence`, or nil after `timeout` seconds without a change.
    func next(after sequence: Int, timeout: TimeInterval) -> PreviewStatus? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while status.sequence <= sequence {
            if !condition.wait(until: deadline) { return status.sequence > sequence ? status : nil }
        }
        return status
    }
}
