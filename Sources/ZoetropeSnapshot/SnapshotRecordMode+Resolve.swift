import Foundation

extension SnapshotRecordMode {
    /// The mode a run uses: `explicit` (a flag or an argument) when given, else `ZOETROPE_RECORD`, else `never`
    /// when `CI` is set (a missing baseline must fail on CI) and `missing` otherwise.
    public static func resolve(_ explicit: SnapshotRecordMode?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let value = environment["ZOETROPE_RECORD"], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw SnapshotError.invalidRecordMode(source: "ZOETROPE_RECORD", value: value)
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether `CI` is set to anything but empty, `0` or `false` (GitHub Actions, GitLab and Jenkins set it).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
