import ZoetropeDisplay

/// One pixel frame of a baseline compared with the frame rendered now.
public struct PixelFrameCheck: Sendable {
    /// The frame's index at the trace's frame rate.
    public var index: Int
    /// Scene seconds.
    public var time: Double
    /// The comparison; nil when the baseline file could not be read (`problem` says why).
    public var comparison: PixelComparison.Result?
    /// Why the baseline frame could not be compared (an unreadable PNG, a git LFS pointer).
    public var problem: String?
    /// The frames and their difference, kept only when they do not match (for the report).
    public var baseline: RasterImage?
    public var actual: RasterImage?

    public var matches: Bool { problem == nil && comparison?.matches == true }

    /// `frame 31 (0.517 s): 36 px differ in the 8×8 px square at (98, 318), …`.
    public var description: String {
        "frame \(index) (\(TraceFrame.seconds(time)) s): " + (problem ?? comparison.map(\.description) ?? "not compared")
    }
}
