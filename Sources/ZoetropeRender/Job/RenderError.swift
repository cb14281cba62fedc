import Foundation

/// Everything that can stop a render, with the flag, file or time it concerns. The CLI turns these into text and
/// exit codes in one place.
public enum RenderError: Error, Hashable, Sendable {
    /// A numeric flag out of range: `flag` (e.g. `--fps`), the value given, and what was expected.
    case invalidValue(flag: String, value: String, expected: String)
    /// `--from`/`--to` select no frame of a scene `duration` seconds long at `fps`.
    case emptyRange(from: Double, to: Double, duration: Double, fps: Double)
    /// The scene's canvas has a size that is not finite and above 0 points.
    case invalidCanvas(scene: String, width: Double, height: Double)
    /// Device chrome was asked for (`--chrome` or the scene's `chrome`) on a custom canvas, which has no device.
    case chromeWithoutDevice(scene: String)
    /// The canvas at this scale is not a drawable raster (0 pixels, or more than Cairo's limit per side).
    case frameSize(width: Int, height: Int, scale: Double)
    /// The output folder or file cannot be created or written; checked before any frame is rendered.
    case outputNotWritable(path: String, reason: String)
    /// Another render is writing frames into this folder now.
    case outputBusy(path: String)
    /// Writing one output file failed part-way (disk full, permissions changed…).
    case writeFailed(path: String, reason: String)
    /// The frame at `time` seconds could not be encoded.
    case encodeFailed(time: Double, reason: String)
    /// The video file extension is not one Zoetrope writes.
    case unsupportedVideoFormat(path: String)
    /// No `ffmpeg` executable on PATH.
    case ffmpegNotFound
    /// ffmpeg could not be started, or exited with a failure (`status`, or minus the signal that ended it);
    /// `stderrTail` is the end of what it printed.
    case ffmpegFailed(output: String, status: Int32, stderrTail: String)
    /// ffmpeg took no frame data for `seconds` while frames waited: it was stopped and nothing was written.
    case encoderStalled(output: String, seconds: Double)

    /// Whether the user asked for something invalid (as opposed to the environment failing).
    public var isUsageError: Bool {
        switch self {
        case .invalidValue, .emptyRange, .invalidCanvas, .chromeWithoutDevice, .frameSize, .unsupportedVideoFormat: return true
        case .outputNotWritable, .outputBusy, .writeFailed, .encodeFailed, .ffmpegNotFound, .ffmpegFailed, .encoderStalled: return false
        }
    }
}
