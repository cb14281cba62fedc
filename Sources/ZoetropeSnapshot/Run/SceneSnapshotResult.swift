import Foundation

/// What a snapshot run did with one scene and what it found.
public struct SceneSnapshotResult: Sendable {
    public var scene: String
    /// How a scene ended.
    public enum Status: String, Hashable, Sendable {
        /// The trace and every pixel frame matched the baseline.
        case passed
        /// Something differed, or the baseline could not be read.
        case failed
        /// A baseline was written.
        case recorded
        /// No baseline, and the record mode (`never`) did not allow writing one.
        case missing
    }

    public var status: Status
    /// Whether this scene makes the run fail. A failure or a missing baseline always does; a baseline written by
    /// record modes `missing` and `failed` does once, so that a run that wrote baselines is never mistaken for a
    /// pass; one written by `record` (or mode `all` through the `record` command) does not.
    public var failsRun: Bool
    /// One line: what differed first, or what was written where.
    public var summary: String
    /// The trace comparison; nil when there was nothing to compare with.
    public var trace: TraceVerdict?
    /// Each pixel frame of the baseline against the frame rendered now.
    public var pixels: [PixelFrameCheck]
    /// What differs between the baseline's environment and this machine's ("baseline recorded with Pango …").
    public var environmentDifferences: [String]
    /// The folder of the scene's baseline.
    public var baseline: BaselineFolder
    /// Frames traced (the scene's every frame) and rendered (pixel frames).
    public var framesTraced: Int
    public var framesRendered: Int
    /// Wall-clock seconds spent on the scene.
    public var duration: Double
    /// The current recording, kept when the trace differs (the report's strip renders its first failing frames).
    public var actualTrace: TraceRecording?

    /// The pixel frames that do not match.
    public var failingPixels: [PixelFrameCheck] { pixels.filter { !$0.matches } }
}
