import ArgumentParser
import Foundation
import ZoetropeRender

/// The one place where errors become text on stderr and an exit code: 2 for bad input (unknown scene, invalid
/// flag values, usage errors), 1 for failures of the environment (files, ffmpeg).
enum ErrorReport {
    static let usageExitCode: Int32 = 2

    static func exit(with error: Error) -> Never {
        if let error = error as? CLIError {
            fail(message(for: error), code: usageExitCode)
        }
        if let error = error as? RenderError {
            fail(message(for: error), code: error.isUsageError ? usageExitCode : 1)
        }
        // ArgumentParser's own errors: usage problems exit 2 like ours; help and version keep their behaviour.
        if ZoetropeCommand.exitCode(for: error) == .validationFailure {
            fail(ZoetropeCommand.fullMessage(for: error), code: usageExitCode, prefixed: false)
        }
        ZoetropeCommand.exit(withError: error)
    }

    private static func fail(_ text: String, code: Int32, prefixed: Bool = true) -> Never {
        FileHandle.standardError.write(Data(((prefixed ? "zoetrope: error: " : "") + text + "\n").utf8))
        Foundation.exit(code)
    }

    static func message(for error: CLIError) -> String {
        switch error {
        case let .unknownScene(id, known):
            return "unknown scene '\(id)'. Known scenes: \(known.joined(separator: ", ")) (see `zoetrope list`)"
        case let .sceneErrors(id, count):
            return "scene '\(id)' has \(count) error\(count == 1 ? "" : "s") (listed above); nothing was rendered"
        case let .duplicateScene(id):
            return "two scenes have the id '\(id)'; give each scene its own id"
        }
    }

    static func message(for error: RenderError) -> String {
        switch error {
        case let .invalidValue(flag, value, expected):
            return "\(flag) \(value) is not valid: expected \(expected)"
        case let .emptyRange(from, to, duration, fps):
            return "--from \(from) --to \(to) selects no frame: the scene lasts \(duration) s and frames are at i/\(fps) s, start included, end excluded"
        case let .frameSize(width, height, scale):
            return "--scale \(scale) makes frames of \(width)x\(height) pixels; each side must be between 1 and 32767"
        case let .outputNotWritable(path, reason):
            return "cannot write to \(path): \(reason) (nothing was rendered)"
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
            return "ffmpeg failed (exit status \(status)) while writing \(output); no file was left there" + said
        }
    }
}
