import Foundation

/// What to render of a scene: frame rate, scale, time range, shard, parallelism and the touch indicator. nil means the scene's own value
/// (or the whole scene, or one job per core).
public struct RenderOptions: Hashable, Sendable {
    /// Frames per second; frame i shows t = i / fps.
    public var fps: Double?
    /// Pixels per point, replacing the canvas scale.
    public var scale: Double?
    /// First time to render, seconds (inclusive).
    public var from: Double?
    /// Time to stop before, seconds (exclusive, like the scene's end).
    public var to: Double?
    /// Frames rendered at once on separate threads.
    public var jobs: Int?
    /// The block of the selected frames this process renders.
    public var shard: Shard?
    /// Whether the script's fingers are drawn on the frames (`--touches`).
    public var touches: Bool
    /// What frames are drawn on (`--background`); nil is the scene's system background.
    public var background: FrameBackground?

    public init(fps: Double? = nil, scale: Double? = nil, from: Double? = nil, to: Double? = nil,
                jobs: Int? = nil, shard: Shard? = nil, touches: Bool = false, background: FrameBackground? = nil) {
        self.background = background
        self.fps = fps
        self.scale = scale
        self.from = from
        self.to = to
        self.jobs = jobs
        self.shard = shard
        self.touches = touches
    }

    /// Checks every value on its own: positive finite fps and scale, non-negative finite times, jobs ≥ 1.
    public func validate() throws {
        if let fps { try Self.requirePositive(fps, flag: "--fps") }
        if let scale { try Self.requirePositive(scale, flag: "--scale") }
        if let from { try Self.requireTime(from, flag: "--from") }
        if let to {
            try Self.requireTime(to, flag: "--to")
            guard to > 0 else { throw RenderError.invalidValue(flag: "--to", value: Self.text(to), expected: "a time after 0 seconds") }
        }
        if let jobs, jobs < 1 { throw RenderError.invalidValue(flag: "--jobs", value: "\(jobs)", expected: "a whole number ≥ 1") }
    }

    /// Throws unless `value` is a finite number above zero.
    public static func requirePositive(_ value: Double, flag: String) throws {
        guard value.isFinite, value > 0 else {
            throw RenderError.invalidValue(flag: flag, value: text(value), expected: "a finite number greater than 0")
        }
    }

    /// Throws unless `value` is a finite time of 0 seconds or more.
    public static func requireTime(_ value: Double, flag: String) throws {
        guard value.isFinite, value >= 0 else {
            throw RenderError.invalidValue(flag: flag, value: text(value), expected: "a finite time of 0 seconds or more")
        }
    }

    static func text(_ value: Double) -> String {
        value.isNaN ? "nan" : "\(value)"
    }
}
