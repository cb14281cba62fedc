import Foundation

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
        let frameCount = Int((duration * fps).rounded())
        // The first index whose time is ≥ t, tolerating the rounding of t = i / fps typed back in decimal.
        func firstIndex(atOrAfter t: Double) -> Int { Int((t * fps - 1e-9).rounded(.up)) }
        let lower = max(0, from.map(firstIndex(atOrAfter:)) ?? 0)
        let upper = min(frameCount, to.map(firstIndex(atOrAfter:)) ?? frameCount)
        guard lower < upper else {
            throw RenderError.emptyRange(from: from ?? 0, to: to ?? duration, duration: duration, fps: fps)
        }
        let all = Array(lower..<upper)
        self.init(fps: fps, indices: shard.map { Array($0.block(of: all)) } ?? all)
    }

    /// Seconds shown by frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }
}
