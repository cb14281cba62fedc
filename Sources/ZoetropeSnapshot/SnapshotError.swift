/// Why a snapshot run could not do what it was asked: a wrong setting (usage) or a file it could not read or write.
/// A scene whose baseline differs is not an error but a failed result (`SceneSnapshotResult`).
public enum SnapshotError: Error, Hashable, Sendable {
    /// A record mode that is not never, missing, failed or all; `source` is where it came from (`--record`,
    /// `ZOETROPE_RECORD`).
    case invalidRecordMode(source: String, value: String)
    /// A baseline file could not be read.
    case unreadable(path: String, reason: String)
    /// A trace file is not in the format Zoetrope writes: the 1-based line and what is wrong there.
    case malformedTrace(path: String, line: Int, problem: String)
    /// A baseline or report file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The scene cannot be snapshotted as it is (no frames, errors while evaluating it).
    case unusableScene(id: String, reason: String)

    /// Whether the user asked for something invalid (exit 2) rather than the environment failing (exit 1).
    public var isUsageError: Bool {
        switch self {
        case .invalidRecordMode, .unusableScene: return true
        default: return false
        }
    }

    /// One line that says what went wrong and what to do.
    public var message: String {
        switch self {
        case let .invalidRecordMode(source, value):
            return "\(source): unknown record mode '\(value)'; use never, missing, failed or all"
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason)"
        case let .malformedTrace(path, line, problem):
            return "\(path):\(line): not a Zoetrope trace: \(problem) (record the baseline again)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .unusableScene(id, reason):
            return "scene '\(id)' cannot be snapshotted: \(reason)"
        }
    }
}
