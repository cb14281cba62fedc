import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension RenderJob {
    /// Renders the planned frames straight into ffmpeg (raw BGRA on its stdin, no PNG in between) to make `file`.
    ///
    /// ffmpeg writes to a hidden temporary name beside `file`, which is renamed only when ffmpeg succeeds; on any
    /// failure the partial file is removed and the error carries the end of ffmpeg's stderr.
    public func renderVideo(to file: URL, format: VideoFormat, progress: ProgressReporter? = nil) throws {
        let plan = try plan()
        guard let ffmpeg = FFmpegProcess.locate() else { throw RenderError.ffmpegNotFound }
        try AtomicFile.prepareDirectory(file.deletingLastPathComponent())
        let size = pixelSize
        let temporary = AtomicFile.temporaryURL(for: file)
        let arguments = format.ffmpegArguments(width: size.width, height: size.height, fps: fps, output: temporary.path)
        let process: FFmpegProcess
        do {
            process = try FFmpegProcess(executable: ffmpeg, arguments: arguments)
        } catch {
            throw RenderError.ffmpegFailed(output: file.path, status: -1, stderrTail: "could not start \(ffmpeg.path): \(error)")
        }
        progress?.start(total: plan.indices.count)
        var pipeBroke = false
        do {
            try FramePipeline(jobs: jobs).run(plan.indices, produce: { index in
                let image = self.image(at: plan.time(ofFrame: index))
                return format.keepsAlpha ? image.unpremultiplied().pixels : image.pixels
            }, consume: { _, pixels in
                guard process.write(pixels) else {
                    pipeBroke = true
                    throw RenderError.ffmpegFailed(output: file.path, status: -1, stderrTail: "")
                }
                progress?.advance()
            })
        } catch {
            if pipeBroke {
                let (status, stderrTail) = process.finish()
                unlink(temporary.path)
                throw RenderError.ffmpegFailed(output: file.path, status: status, stderrTail: stderrTail)
            }
            process.cancel()
            unlink(temporary.path)
            throw error
        }
        progress?.finish()
        let (status, stderrTail) = process.finish()
        guard status == 0, FileManager.default.fileExists(atPath: temporary.path) else {
            unlink(temporary.path)
            throw RenderError.ffmpegFailed(output: file.path, status: status, stderrTail: stderrTail)
        }
        do {
            try AtomicFile.rename(temporary, to: file)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }
}
