import Foundation
import ZoetropeMotion

/// What to render of a scene: frame rate, scale, time range, shard, parallelism, the touch indicator and the device
/// chrome. nil means the scene's own value
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
    /// Whether the device's status bar, Dynamic Island and home indicator are drawn over the frames (`--chrome`,
    /// `--no-chrome`); nil is the scene's own `chrome`.
    public var chrome: Bool?

    public init(fps: Double? = nil, scale: Double? = nil, from: Double? = nil, to: Double? = nil,
                jobs: Int? = nil, shard: Shard? = nil, touches: Bool = false, background: FrameBackground? = nil,
                chrome: Bool? = nil) {
        self.background = background
        self.chrome = chrome
        self.fps = fps
        self.scale = scale
        self.from = from
        self.to = to
        self.jobs = jobs
        self.shard = shard
        self.touches = touches
    }

    /// The highest frame rate accepted: far beyond any display, and a bound on the frames one second asks for.
    public static let maximumFPS = 1000.0
    /// The latest time accepted, in seconds (24 hours): longer than any scene, and small enough that every frame
    /// index and file name computed from a time stays an ordinary number.
    public static let maximumTime = 86_400.0
    /// The most frames one render writes (4 h 37 min at 60 fps): render longer scenes in parts with --from/--to or
    /// --shard.
    public static let maximumFrames = 1_000_000
    /// The most threads one render uses: memory grows with them (a frame buffer and a PNG encoder each) and more
    /// than a few per core only wait.
    public static var maximumJobs: Int { max(8, 4 * ProcessInfo.processInfo.activeProcessorCount) }

    /// Checks every value on its own: fps in (0, 1000], positive finite scale, times in [0, 86400] seconds, jobs
    /// from 1 to `maximumJobs`.
    public func validate() throws {
        if let fps {
            try Self.requirePositive(fps, flag: "--fps")
            guard fps <= Self.maximumFPS else {
                throw RenderError.invalidValue(flag: "--fps", value: NumberText.plain(fps), expected: "at most \(Int(Self.maximumFPS)) frames per second")
            }
        }
        if let scale { try Self.requirePositive(scale, flag: "--scale") }
        if let from { try Self.requireTime(from, flag: "--from") }
        if let to {
            try Self.requireTime(to, flag: "--to")
            guard to > 0 else { throw RenderError.invalidValue(flag: "--to", value: NumberText.plain(to), expected: "a time after 0 seconds") }
        }
        if let jobs, jobs < 1 { throw RenderError.invalidValue(flag: "--jobs", value: "\(jobs)", expected: "a whole number ≥ 1") }
        if let jobs, jobs > Self.maximumJobs {
            throw RenderError.invalidValue(flag: "--jobs", value: "\(jobs)",
                                           expected: "at most \(Self.maximumJobs) (4 per core, at least 8): more threads only take memory")
        }
    }

    /// Throws unless `value` is a finite number above zero.
    public static func requirePositive(_ value: Double, flag: String) throws {
        guard value.isFinite, value > 0 else {
            throw RenderError.invalidValue(flag: flag, value: NumberText.plain(value), expected: "a finite number greater than 0")
        }
    }

    /// Throws unless `value` is a finite time of 0 seconds or more.
    public static func requireTime(_ value: Double, flag: String) throws {
        guard value.isFinite, value >= 0 else {
            throw RenderError.invalidValue(flag: flag, value: NumberText.plain(value), expected: "a finite time of 0 seconds or more")
        }
        guard value <= maximumTime else {
            throw RenderError.invalidValue(flag: flag, value: NumberText.plain(value), expected: "a time of at most \(Int(maximumTime)) seconds (24 hours)")
        }
    }
}
