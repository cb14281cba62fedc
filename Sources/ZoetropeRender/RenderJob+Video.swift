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
        try FFmpegProcess.encode(to: file, arguments: { temporary in
            format.ffmpegArguments(input: .rawFrames, width: size.width, height: size.height, fps: fps, output: temporary,
                                   quality: quality)
        }, feed: { process in
            progress?.start(total: plan.indices.count)
            let holds = HoldDetector(job: self, plan: plan)
            // A hold (the same display list as the frame before) is not drawn again: the consumer, which sees
            // frames in order, sends the pixels of the frame before once more.
            var previous: [UInt8] = []
            try FramePipeline(jobs: jobs).run(plan.indices, produce: { index -> [UInt8]? in
                let (list, isHold) = holds.list(ofFrame: index)
                if isHold { return nil }
                let image = CairoRasterizer().draw(list)
                return format.keepsAlpha ? image.unpremultiplied().pixels : image.pixels
            }, consume: { _, frame in
                if let frame { previous = frame }
                let pixels = frame ?? previous
                guard process.write(pixels) else {
                    throw RenderError.ffmpegFailed(output: file.path, status: -1, stderrTail: "")
                }
                progress?.advance()
            })
            progress?.finish()
        })
    }
}
