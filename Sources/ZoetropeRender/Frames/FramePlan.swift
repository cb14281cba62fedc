import Foundation
import ZoetropeMotion

/// Which frames a render produces: global frame indices at a frame rate, after the time range and shard.
///
/// Frame i shows t = i / fps. The scene covers i in 0 ..< round(duration × fps): the end time is not included.
/// `from` is inclusive and `to` exclusive, so `--from 0 --to DURATION` is the whole scene and ranges that meet
/// (`--to 1` then `--from 1`) never render a frame twice.
public struct FramePlan: Hashable, Sendable {
    public var fps: Double
    /// Global frame indices, ascending.
    public var indices: [Int]

    public init(fps: Double, indices: [Int]) {
        self.fps = fps
        self.indices = indices
    }

    /// The frames of a scene `duration` seconds long, restricted to [from, to) and to one shard.
    public init(duration: Double, fps: Double, from: Double? = nil, to: Double? = nil, shard: Shard? = nil) throws {
        // Every count below is bounded before it becomes an Int: a scene's duration comes from code, and flags are
        // checked one by one (`RenderOptions.validate`), not against each other.
        guard duration.isFinite, duration >= 0, duration <= RenderOptions.maximumTime else {
            throw RenderError.invalidValue(flag: "the scene's duration", value: NumberText.plain(duration),
                                           expected: "a finite number of seconds from 0 to \(Int(RenderOptions.maximumTime))")
        }
        guard fps.isFinite, fps > 0, fps <= RenderOptions.maximumFPS else {
            throw RenderError.invalidValue(flag: "--fps", value: NumberText.plain(fps),
                                           expected: "a frame rate above 0 and at most \(Int(RenderOptions.maximumFPS))")
        }
        let frameCount = Int((duration * fps).rounded())
        // The first index whose time is ≥ t, tolerating the rounding of t = i / fps typed back in decimal; times
        // beyond the scene are clamped before they become indices.
        func firstIndex(atOrAfter t: Double) -> Int {
            let index = (t * fps - 1e-9).rounded(.up)
            return index.isNaN ? 0 : Int(min(max(index, 0), Double(frameCount)))
        }
        let lower = max(0, from.map(firstIndex(atOrAfter:)) ?? 0)
        let upper = min(frameCount, to.map(firstIndex(atOrAfter:)) ?? frameCount)
        guard lower < upper else {
            throw RenderError.emptyRange(from: from ?? 0, to: to ?? duration, duration: duration, fps: fps)
        }
        guard upper - lower <= RenderOptions.maximumFrames else {
            throw RenderError.invalidValue(flag: "--fps", value: NumberText.plain(fps),
                                           expected: "at most \(RenderOptions.maximumFrames) frames in one render, and this range at this rate has \(upper - lower): render it in parts with --from/--to or --shard")
        }
        let all = Array(lower..<upper)
        self.init(fps: fps, indices: shard.map { Array($0.block(of: all)) } ?? all)
    }

    /// Seconds shown by frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }
}
