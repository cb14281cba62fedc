import Foundation
import ZoetropeMotion

/// A video container Zoetrope writes through ffmpeg, and the ffmpeg arguments that encode it
/// (`pipeline-notes.md` §0.2–§0.5, §2.7).
public enum VideoFormat: String, Hashable, Sendable, CaseIterable {
    /// H.264 High profile, 4:2:0, BT.709 matrix and tags, `+faststart`: plays anywhere.
    case mp4
    /// 50 fps (2 cs delays), one generated palette, no dithering.
    case gif
    /// VP9 with alpha (4:2:0 + alpha plane).
    case webm
    /// ProRes 4444 with alpha.
    case mov

    /// The format named by a file's extension, case-insensitively.
    public init(path: String) throws {
        guard let format = VideoFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased()) else {
            throw RenderError.unsupportedVideoFormat(path: path)
        }
        self = format
    }

    /// GIF delays are whole centiseconds: 50 fps is the smoothest rate that plays at the right speed.
    public static let gifFrameRate = 50.0

    /// Whether frames go to ffmpeg with straight alpha (the codec keeps transparency).
    public var keepsAlpha: Bool { self == .webm || self == .mov }

    /// The frame rate used when none is given: 50 for GIF, the scene's rate otherwise.
    public func defaultFPS(sceneFPS: Double) -> Double { self == .gif ? Self.gifFrameRate : sceneFPS }

    /// The scale used when none is given: 1 point = 1 pixel for GIF (phone-sized GIFs at 3x are huge), the
    /// canvas scale otherwise.
    public func defaultScale(canvasScale: Double) -> Double { self == .gif ? 1 : canvasScale }

    /// The full ffmpeg command line (without the executable) reading raw BGRA frames from stdin into `output`.
    public func ffmpegArguments(width: Int, height: Int, fps: Double, output: String,
                                quality: VideoQuality = .standard) -> [String] {
        ffmpegArguments(input: .rawFrames, width: width, height: height, fps: fps, output: output, quality: quality)
    }

    /// The full ffmpeg command line (without the executable) reading `input` into `output`: the same encoding
    /// whatever the input, so a video of PNG files on disk is the video of the same frames piped.
    public func ffmpegArguments(input: VideoInput, width: Int, height: Int, fps: Double, output: String,
                                quality: VideoQuality = .standard) -> [String] {
        let reading: [String]
        var premultiply = ""
        switch input {
        case .rawFrames:
            reading = ["-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
                       "-framerate", NumberText.plain(fps), "-i", "pipe:0"]
            // Cairo's pixels are premultiplied and ffmpeg's `bgra` is straight: formats that keep alpha get them
            // unpremultiplied (pipeline-notes.md §0.4); opaque pixels are unchanged by it.
            if keepsAlpha { premultiply = "format=gbrap,unpremultiply=inplace=1," }
        case .planarFrames:
            reading = ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(width / 2 * 2)x\(height / 2 * 2)",
                       "-color_range", "tv", "-colorspace", "bt709", "-framerate", NumberText.plain(fps), "-i", "pipe:0"]
            return ["-hide_banner", "-loglevel", "error", "-y"] + reading + ["-an"]
                + encoding(width: width, height: height, prefilter: "", quality: quality).droppingFilters + [output]
        case let .pngFiles(pattern, startNumber):
            // `-nostdin`: nothing comes on stdin. PNG stores straight alpha; formats that drop alpha get the frames
            // premultiplied, as they are piped (transparent areas go to black the same way, within one level of
            // 8-bit rounding).
            reading = ["-nostdin", "-f", "image2", "-framerate", NumberText.plain(fps), "-start_number", String(startNumber),
                       "-i", pattern]
            if !keepsAlpha { premultiply = "premultiply=inplace=1," }
        }
        return ["-hide_banner", "-loglevel", "error", "-y"] + reading + ["-an"]
            + encoding(width: width, height: height, prefilter: premultiply, quality: quality) + [output]
    }

    /// Converts with the BT.709 matrix into limited range (swscale defaults to BT.601 otherwise).
    static let colourConversion = "scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int"
    /// Labels the stream with what the conversion produced; the transfer is sRGB, which is what Cairo draws.
    static let colourTags = ["-colorspace", "bt709", "-color_primaries", "bt709",
                             "-color_trc", "iec61966-2-1", "-color_range", "tv"]

    /// The codec, filters and container; `prefilter` (empty, or ending in a comma) runs first on the input.
    private func encoding(width: Int, height: Int, prefilter: String, quality: VideoQuality) -> [String] {
        // 4:2:0 needs even sizes: an odd last column or row is cropped rather than resampling the whole frame.
        let evenCrop = width % 2 == 1 || height % 2 == 1 ? "crop=\(width / 2 * 2):\(height / 2 * 2):0:0," : ""
        switch self {
        case .mp4:
            return ["-vf", prefilter + evenCrop + Self.colourConversion + ",format=yuv420p"] + Self.colourTags + [
                "-c:v", "libx264"] + quality.x264 + [
                "-pix_fmt", "yuv420p"] + (quality.preset == .draft ? [] : ["-profile:v", "high"]) + [
                "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            let rate = NumberText.plain(Self.gifFrameRate)
            return ["-filter_complex",
                    prefilter + "fps=\(rate),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle",
                    "-loop", "0", "-f", "gif"]
        case .webm:
            return ["-vf", prefilter + evenCrop + Self.colourConversion + ",format=yuva420p"] + Self.colourTags + [
                "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p"] + quality.vp9 + ["-f", "webm"]
        case .mov:
            return ["-vf", prefilter + Self.colourConversion + ",format=yuva444p10le"] + Self.colourTags + [
                "-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le",
                "-alpha_bits", "16", "-vendor", "apl0", "-f", "mov"]
        }
    }
}

private extension Array where Element == String {
    /// The arguments without their `-vf` filter graph: frames that arrive converted need none.
    var droppingFilters: [String] {
        guard let index = firstIndex(of: "-vf"), index + 1 < count else { return self }
        var result = self
        result.removeSubrange(index...(index + 1))
        return result
    }
}
