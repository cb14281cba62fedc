import Foundation
import ZoetropeDisplay

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
    /// The first failing frames as rendered now, moved views outlined (see `SnapshotRunner.stripFrames`).
    public var strip: [RasterImage]

    public init(scene: String, status: Status, failsRun: Bool, summary: String, trace: TraceVerdict? = nil,
                pixels: [PixelFrameCheck] = [], environmentDifferences: [String] = [], baseline: BaselineFolder,
                framesTraced: Int = 0, framesRendered: Int = 0, duration: Double = 0, actualTrace: TraceRecording? = nil,
                strip: [RasterImage] = []) {
        self.scene = scene
        self.status = status
        self.failsRun = failsRun
        self.summary = summary
        self.trace = trace
        self.pixels = pixels
        self.environmentDifferences = environmentDifferences
        self.baseline = baseline
        self.framesTraced = framesTraced
        self.framesRendered = framesRendered
        self.duration = duration
        self.actualTrace = actualTrace
        self.strip = strip
    }

    /// The status as reports show it.
    public var reportStatus: SnapshotReport.Status {
        switch status {
        case .passed: return .passed
        case .failed: return .failed
        case .recorded: return .recorded
        case .missing: return .missing
        }
    }

    /// The pixel frames that do not match.
    public var failingPixels: [PixelFrameCheck] { pixels.filter { !$0.matches } }
}
