import Foundation

/// When a snapshot run writes baselines, as swift-snapshot-testing names its modes.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Never write: a missing baseline fails (the default when `CI` is set).
    case never
    /// Write the baselines that are missing, and still fail once for each (the local default).
    case missing
    /// Write again only the baselines that failed.
    case failed
    /// Write every baseline.
    case all
}
