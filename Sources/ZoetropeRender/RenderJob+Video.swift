import Foundation

extension RenderJob {
    /// Renders the planned frames straight into ffmpeg (raw BGRA on its stdin, no PNG in between) to make `file`.
    ///
    /// ffmpeg writes to a hidden temporary name beside `file`, which is renamed only when ffmpeg succeeds; on any
    /// failure the partial file is removed and the error carries the end of ffmpeg's stderr (`FFmpegProcess.encode`).
    public func renderVideo(to file: URL, format: VideoFormat, progress: ProgressReporter? = nil) throws {
        let plan = try plan()
        let size = pixelSize
        try FFmpegProcess.encode(to: file, arguments: { temporary in
            format.ffmpegArguments(input: .rawFrames, width: size.width, height: size.height, fps: fps, output: temporary)
        }, feed: { process in
            progress?.start(total: plan.indices.count)
            try FramePipeline(jobs: jobs).run(plan.indices, produce: { index in
                let image = self.image(at: plan.time(ofFrame: index))
                return format.keepsAlpha ? image.unpremultiplied().pixels : image.pixels
            }, consume: { _, pixels in
                guard process.write(pixels) else {
                    throw RenderError.ffmpegFailed(output: file.path, status: -1, stderrTail: "")
                }
                progress?.advance()
            })
            progress?.finish()
        })
    }
}
