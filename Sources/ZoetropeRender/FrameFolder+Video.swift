import Foundation

extension FrameFolder {
    /// Encodes the frames, shown at `fps` frames per second, into `file` with the same ffmpeg settings as
    /// `RenderJob.renderVideo` (`VideoFormat.ffmpegArguments(input:…)`), atomically: nothing is left at `file`
    /// (or beside it) unless ffmpeg succeeds.
    public func encodeVideo(to file: URL, format: VideoFormat, fps: Double, quality: VideoQuality = .standard) throws {
        try RenderOptions.requirePositive(fps, flag: "--fps")
        let input = VideoInput.pngFiles(pattern: pattern, startNumber: firstFrame)
        try FFmpegProcess.encode(to: file, arguments: { temporary in
            format.ffmpegArguments(input: input, width: pixelWidth, height: pixelHeight, fps: fps, output: temporary,
                                   quality: quality)
        }, feed: { _ in })
    }
}
