import Foundation
import ZoetropeCairo

extension RenderJob {
    /// Renders the planned frames straight into ffmpeg (raw BGRA on its stdin, no PNG in between) to make `file`.
    ///
    /// ffmpeg writes to a hidden temporary name beside `file`, which is renamed only when ffmpeg succeeds; on any
    /// failure the partial file is removed and the error carries the end of ffmpeg's stderr (`FFmpegProcess.encode`).
    public func renderVideo(to file: URL, format: VideoFormat, quality: VideoQuality = .standard,
                            progress: ProgressReporter? = nil) throws {
        let plan = try plan()
        let size = pixelSize
        // A draft MP4 gets its frames converted here, on the drawing threads, so that ffmpeg only encodes.
        let planar = format == .mp4 && quality.preset == .draft ? YUV420Converter(width: size.width, height: size.height) : nil
        try FFmpegProcess.encode(to: file, arguments: { temporary in
            format.ffmpegArguments(input: planar == nil ? .rawFrames : .planarFrames, width: size.width, height: size.height,
                                   fps: fps, output: temporary, quality: quality)
        }, feed: { process in
            progress?.start(total: plan.indices.count)
            let holds = HoldDetector(job: self, plan: plan)
            // Opaque formats take Cairo's pixels as they are, drawn into buffers reused once ffmpeg has them; formats
            // with alpha take a straight-alpha copy. A hold (the same display list as the frame before) is not drawn
            // again: the consumer, which sees frames in order, sends the pixels of the frame before once more.
            let buffers = ReusePool { FrameBuffer() }
            var previous: VideoFrame?
            try FramePipeline(jobs: jobs).run(plan.indices, produce: { index -> VideoFrame? in
                let (list, isHold) = holds.list(ofFrame: index)
                if isHold { return nil }
                if format.keepsAlpha { return .copy(CairoRasterizer().draw(list).unpremultiplied().pixels) }
                let buffer = buffers.take()
                CairoRasterizer().draw(list, into: buffer)
                if let planar {
                    defer { buffers.give(buffer) }
                    return .copy(planar.convert(buffer.pixels, bytesPerRow: buffer.bytesPerRow))
                }
                return .buffer(buffer)
            }, consume: { index, frame in
                let shown = frame ?? previous
                // Frames are spliced into the pipe without a copy when they are large enough that writing the next
                // one proves ffmpeg read this one (the pipe holds less than half a frame); the last frame is copied,
                // so nothing ffmpeg has yet to read refers to memory freed when the render ends.
                let zeroCopy = index != plan.indices.last
                guard let shown, shown.write(to: process, zeroCopy: zeroCopy) else {
                    throw RenderError.ffmpegFailed(output: file.path, status: 126, stderrTail: "")  // replaced by encode: ffmpeg stopped reading
                }
                if let frame {
                    // The frame before has now been followed by a whole frame: ffmpeg has read it; its buffer is free.
                    if case let .buffer(old)? = previous { buffers.give(old) }
                    previous = frame
                }
                progress?.advance()
            })
            progress?.finish()
        })
    }
}

/// One frame on its way to ffmpeg.
enum VideoFrame {
    /// Cairo's premultiplied pixels, in a buffer that goes back to the pool once a later frame replaces it.
    case buffer(FrameBuffer)
    /// Straight-alpha pixels for formats that keep alpha, or planar frames (`YUV420Converter`).
    case copy([UInt8])

    func write(to process: FFmpegProcess, zeroCopy: Bool) -> Bool {
        switch self {
        case let .buffer(buffer):
            let pixels = buffer.pixels
            if zeroCopy, pixels.count >= 2 * process.pipeCapacity { return process.splice(pixels) }
            return process.write(pixels)
        case let .copy(pixels):
            return process.write(pixels)
        }
    }
}
