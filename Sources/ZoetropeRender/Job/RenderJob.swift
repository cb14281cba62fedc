import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// A scene's timeline with the settings to turn it into pixels: frame rate, scale and parallelism.
///
/// Every output (PNG folder, still, video) draws frame i at t = i / fps through the same `image(at:)`, so a frame
/// rendered alone, in any order or by any number of jobs has the same bytes.
public struct RenderJob: Sendable {
    /// The evaluated scene, sampled with `frame(at:)` from any thread.
    package let timeline: SceneTimeline
    /// Frames per second.
    public let fps: Double
    /// Pixels per point.
    public let scale: Double
    /// Threads rendering frames at once.
    public let jobs: Int
    /// Whether frames show the device chrome: the options' choice, else the scene's.
    public let chrome: Bool
    let options: RenderOptions

    /// Validates `options` against the scene (positive fps and scale, a drawable pixel size).
    /// - Parameters:
    ///   - defaultFPS: used when `options.fps` is nil; nil means the scene's own frame rate.
    ///   - defaultScale: used when `options.scale` is nil; nil means the canvas scale.
    package init(timeline: SceneTimeline, options: RenderOptions = RenderOptions(),
                defaultFPS: Double? = nil, defaultScale: Double? = nil) throws {
        try options.validate()
        let scene = timeline.scene
        self.timeline = timeline
        self.options = options
        self.fps = options.fps ?? defaultFPS ?? scene.fps
        self.scale = options.scale ?? defaultScale ?? scene.canvas.scale
        self.jobs = options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        self.chrome = options.chrome ?? scene.chrome
        if chrome, scene.canvas.device == nil { throw RenderError.chromeWithoutDevice(scene: scene.id) }
        try RenderOptions.requirePositive(fps, flag: "--fps")
        try RenderOptions.requirePositive(scale, flag: "--scale")
        let canvas = scene.canvas.size
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
            throw RenderError.invalidCanvas(scene: scene.id, width: Double(canvas.width), height: Double(canvas.height))
        }
        let size = pixelSize
        guard size.width >= 1, size.height >= 1,
              size.width <= CairoRasterizer.maximumPixelDimension, size.height <= CairoRasterizer.maximumPixelDimension,
              size.width * size.height <= Self.maximumPixels
        else { throw RenderError.frameSize(width: size.width, height: size.height, scale: scale) }
    }

    /// The largest frame, in pixels (64 megapixels, 256 MB a buffer; an 8K frame is 33): each rendering thread
    /// keeps a frame buffer and a row buffer of about this size.
    public static let maximumPixels = 64_000_000

    /// The raster size of every frame, in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let list = DisplayList(size: timeline.scene.canvas.size, scale: scale, background: nil)
        return (list.pixelWidth, list.pixelHeight)
    }

    /// The frames selected by the options' range and shard.
    public func plan() throws -> FramePlan {
        try FramePlan(duration: timeline.scene.duration, fps: fps, from: options.from, to: options.to, shard: options.shard)
    }

    /// The display list of the frame at `time` seconds, at this job's scale, background, touches and chrome.
    public func displayList(at time: Double) -> DisplayList {
        var list = timeline.displayList(at: time, showingTouches: options.touches, showingChrome: chrome)
        list.scale = scale
        if let background = options.background { list.background = background.displayColor }
        return list
    }

    /// The pixels of the frame at `time` seconds.
    public func image(at time: Double) -> RasterImage {
        CairoRasterizer().draw(displayList(at: time))
    }

    /// The PNG bytes of `list` (the frame at `time`), drawn and encoded with `worker`'s memory: the same bytes as
    /// `png(at:)`.
    func png(of list: DisplayList, time: Double, worker: FrameWorker) throws -> [UInt8] {
        CairoRasterizer().draw(list, into: worker.buffer)
        do {
            return try worker.encoder.encode(pixels: worker.buffer.pixels, width: worker.buffer.width,
                                             height: worker.buffer.height, bytesPerRow: worker.buffer.bytesPerRow)
        } catch let error as PNGEncodingError {
            throw RenderError.encodeFailed(time: time, reason: error.message)
        }
    }

    /// The PNG bytes of the frame at `time` seconds.
    public func png(at time: Double) throws -> [UInt8] {
        do {
            return try PNGEncoder().encode(image(at: time))
        } catch let error as PNGEncodingError {
            throw RenderError.encodeFailed(time: time, reason: error.message)
        }
    }
}
