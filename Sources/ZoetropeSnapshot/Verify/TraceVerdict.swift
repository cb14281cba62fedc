import ZoetropeMotion
/// What comparing a recorded trace with the current one found.
public struct TraceVerdict: Hashable, Sendable {
    public var scene: String
    /// Every frame in which something moved beyond tolerance, in order.
    public var frames: [FrameDifference]
    /// Frames in the baseline and now (they differ when the scene's duration changed).
    public var frameCounts: (baseline: Int, actual: Int)
    public var fps: Double
    /// Whether the trace file written now is byte for byte the baseline's (nothing was parsed or compared).
    public var byteIdentical: Bool = false

    public static func == (a: TraceVerdict, b: TraceVerdict) -> Bool {
        a.scene == b.scene && a.frames == b.frames && a.frameCounts == b.frameCounts && a.fps == b.fps
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
        hasher.combine(frames)
        hasher.combine(frameCounts.baseline)
        hasher.combine(frameCounts.actual)
    }

    public var matches: Bool { frames.isEmpty && frameCounts.baseline == frameCounts.actual }

    /// The first difference, as a failure names it:
    /// `fab-menu frame 31 (0.517 s) …/ActionRow/HStack frame.minY 402.1 → 398.7`; nil when the traces match.
    public var headline: String? {
        if let first = firstDifference { return "\(scene) \(first)" }
        if frameCounts.baseline != frameCounts.actual {
            return "\(scene) lasts \(frameCounts.actual) frames (\(TraceFrame.seconds(Double(frameCounts.actual) / fps)) s) "
                + "at \(NumberText.plain(fps)) fps; the baseline has \(frameCounts.baseline) (\(TraceFrame.seconds(Double(frameCounts.baseline) / fps)) s)"
        }
        return nil
    }

    /// The first difference without the scene id: `frame 31 (0.517 s) …/ActionRow/HStack frame.minY 402.1 → 398.7`.
    public var firstDifference: String? { frames.first?.differences.first?.description }

    /// The moved lines as a unified-diff-like text: per frame `@ frame N Ts`, then `- baseline` and `+ now` lines.
    public func movedLines(maximumFrames: Int = 30) -> String {
        var out = "# \(scene): trace lines that moved beyond tolerance (- baseline, + now), \(frames.count) frame\(frames.count == 1 ? "" : "s")\n"
        for frame in frames.prefix(maximumFrames) {
            out += "@ frame \(frame.frame) \(TraceFrame.seconds(frame.time))s\n"
            for difference in frame.differences { out += "# " + difference.description + "\n" }
            for line in frame.lines {
                if let expected = line.expected { out += "- " + expected.text + "\n" }
                if let actual = line.actual { out += "+ " + actual.text + "\n" }
            }
        }
        if frames.count > maximumFrames { out += "# … and \(frames.count - maximumFrames) more frames\n" }
        if frameCounts.baseline != frameCounts.actual, let headline, frames.isEmpty { out += "# " + headline + "\n" }
        return out
    }
}
