import Foundation
import ZoetropeMotion

extension RenderError: CustomStringConvertible {
    /// The one-line message `zoetrope: error:` prints (ErrorReport), also what interpolation gives.
    public var description: String {
        switch self {
        case let .invalidValue(flag, value, expected):
            return "\(flag) \(value) is not valid: expected \(expected)"
        case let .emptyRange(from, to, duration, fps):
            return "--from \(from) --to \(to) selects no frame: the scene lasts \(duration) s and frames are at i/\(fps) s, start included, end excluded"
        case let .invalidCanvas(scene, width, height):
            return "the scene's canvas, \(NumberText.plain(width)) x \(NumberText.plain(height)) pt, cannot be drawn (scene '\(scene)'): "
                + "each side must be a finite number of points above 0; check the scene's canvas: or device:"
        case let .chromeWithoutDevice(scene):
            return "scene '\(scene)' has a custom canvas, which has no device chrome to draw (--chrome, or the scene's chrome: true): "
                + "give the scene a device (MotionScene(…, device: .iPhone16Pro)) or pass --device NAME (see `zoetrope list --devices`)"
        case let .frameSize(width, height, scale):
            return "--scale \(scale) makes frames of \(width)x\(height) pixels; each side must be between 1 and 32767, "
                + "and a frame at most \(RenderJob.maximumPixels / 1_000_000) megapixels"
        case let .outputNotWritable(path, reason):
            return "cannot write to \(path): \(reason) (nothing was rendered)"
        case let .outputBusy(path):
            return "another zoetrope is rendering into \(path) right now; wait for it to finish or choose another --out (nothing was rendered)"
        case let .writeFailed(path, reason):
            return "writing \(path) failed: \(reason)"
        case let .encodeFailed(time, reason):
            return "encoding the frame at \(time) s failed: \(reason)"
        case let .unsupportedVideoFormat(path):
            return "\(path): unsupported video format; the file name must end in .mp4, .gif, .webm or .mov"
        case .ffmpegNotFound:
            return "ffmpeg was not found on PATH. Install it (Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg) and run the command again"
        case let .ffmpegFailed(output, status, stderrTail):
            let said = stderrTail.isEmpty ? "" : "\nffmpeg said:\n" + stderrTail
            let how = status < 0 ? "ended by signal \(-status)" : "exit status \(status)"
            return "ffmpeg failed (\(how)) while writing \(output); no file was left there" + said
        case let .encoderStalled(output, seconds):
            return "ffmpeg took no frames for \(Int(seconds)) s while writing \(output): it stalled and was stopped; no file was left there"
        }
    }
}
