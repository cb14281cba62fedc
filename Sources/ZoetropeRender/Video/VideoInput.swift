/// Where ffmpeg reads the frames of a video from (`VideoFormat.ffmpegArguments(input:…)`).
public enum VideoInput: Hashable, Sendable {
    /// Raw BGRA frames on stdin, premultiplied unless the format keeps alpha (`RenderJob.renderVideo`).
    case rawFrames
    /// Planar 4:2:0 frames already in BT.709 limited range (`YUV420Converter`), cropped to even sizes, on stdin:
    /// what `--quality draft` pipes for MP4, so that ffmpeg only encodes.
    case planarFrames
    /// PNG files named by the printf-style `pattern` (`DIR/frame_%06d.png`), numbered from `startNumber` without gaps.
    case pngFiles(pattern: String, startNumber: Int)
}
