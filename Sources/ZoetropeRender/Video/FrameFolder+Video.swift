import Foundation

extension FrameFolder {
    /// Encodes the frames, shown at `fps` frames per second, into `file` with the same ffmpeg settings as
    /// `RenderJob.renderVideo` (`VideoFormat.ffmpegArguments(input:…)`), atomically: nothing is left at `file`
    /// (or beside it) unless ffmpeg succeeds. `progress` follows the frames ffmpeg says it has encoded.
    public func encodeVideo(to file: URL, format: VideoFormat, fps: Double, quality: VideoQuality = .standard,
                            progress: ProgressReporter? = nil) throws {
        try RenderOptions.requirePositive(fps, flag: "--fps")
        let input = VideoInput.pngFiles(pattern: pattern, startNumber: firstFrame)
        progress?.start(total: frameCount)
        try FFmpegProcess.encode(to: file, arguments: { temporary in
            format.ffmpegArguments(input: input, width: pixelWidth, height: pixelHeight, fps: fps, output: temporary,
                                   quality: quality)
        }, framesDone: progress.map { reporter in { reporter.advance(to: $0) } }, feed: { _ in })
        progress?.advance(to: frameCount)
        progress?.finish()
    }
}
