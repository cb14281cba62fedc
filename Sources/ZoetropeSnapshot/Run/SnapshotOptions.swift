import Foundation

/// How a snapshot run records and compares, the same for every scene.
public struct SnapshotOptions: Sendable {
    /// Pixels per point of the pixel frames a recording writes. Default 1: baselines stay small, and what
    /// pixels add to the trace (paths, text, colours, blending) shows at any scale. Verification uses the scale the
    /// baseline was recorded at.
    public var scale: Double
    /// Seconds to keep as pixel frames besides the ones chosen from the trace (`PixelFrameSelection`).
    public var times: [Double]
    /// How far trace values may move.
    public var tolerance: TraceTolerance
    /// How different pixel frames may be.
    public var pixels: PixelComparison.Options
    /// Frames traced or rendered at once.
    public var jobs: Int

    public init(scale: Double = 1, times: [Double] = [], tolerance: TraceTolerance = TraceTolerance(),
                pixels: PixelComparison.Options = PixelComparison.Options(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.scale = scale
        self.times = times
        self.tolerance = tolerance
        self.pixels = pixels
        self.jobs = max(1, jobs)
    }
}
