import ArgumentParser
import Foundation
import ZoetropeRender
import ZoetropeSnapshot
import ZoetropeUserFiles

/// The one place where errors become text on stderr and an exit code: 2 for bad input (unknown scene, invalid
/// flag values, usage errors), 1 for failures of the environment (files, ffmpeg) and of the user's code (compiling).
public enum ErrorReport {
    static let usageExitCode: Int32 = 2

    /// Prints `error` as `zoetrope: error: …` (ArgumentParser's own errors as it words them) and exits.
    public static func exit(with error: Error) -> Never {
        // An error caused by a signal's clean-up (ffmpeg stopped mid-video) is not the story: the process ends as
        // the signal says, from `Interruption`.
        Interruption.parkIfStopping()
        if let error = error as? CLIError {
            fail(message(for: error), code: error.isUsageError ? usageExitCode : 1)
        }
        if let error = error as? RenderError {
            fail(error.description, code: error.isUsageError ? usageExitCode : 1)
        }
        if let error = error as? FrameFolderError {
            fail(message(for: error), code: usageExitCode)
        }
        if let error = error as? SnapshotError {
            fail(error.message, code: error.isUsageError ? usageExitCode : 1)
        }
        if let error = error as? UserFilesError {
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
        case let .unknownDevice(name, known):
            return "--device: unknown device '\(name)'. Known devices: \(known.joined(separator: ", ")) (see `zoetrope list --devices`)"
        case let .sceneErrors(id, count):
            return "scene '\(id)' has \(count) error\(count == 1 ? "" : "s") (listed above); nothing was rendered"
        case let .duplicateScene(id):
            return "two scenes have the id '\(id)'; give each scene its own id"
        case let .badValue(flag, value, column, problem):
            var text = flag + (column.map { ", column \($0)" } ?? "") + ": " + problem
            // The value with a caret under the column, where the column says more than "the whole value".
            if let column, column > 1 || flag == "ANIMATION" {
                text += "\n  \(value)\n  " + String(repeating: " ", count: max(0, column - 1)) + "^"
            }
            return text
        case let .conflictingFlags(flag, other, reason):
            return "\(flag) cannot be used with \(other): \(reason)"
        case let .outputFailed(flag, path, reason):
            return "\(flag): cannot write '\(path)': \(reason)"
        case let .portUnavailable(port, reason):
            return "--port \(port): cannot serve on 127.0.0.1:\(port) (\(reason)); give another port with --port N, or --port 0 for any free one"
        case let .auditFindings(id, count):
            return "audit --strict: scene '\(id)' has \(count) finding\(count == 1 ? "" : "s") (listed on standard output)"
        }
    }

    static func message(for error: FrameFolderError) -> String {
        switch error {
        case let .notAFolder(path):
            return "--from-frames \(path): no such folder (give the folder `zoetrope render --out` wrote)"
        case let .noFrames(path):
            return "--from-frames \(path): no frame_NNNNNN.png files in this folder (write them with `zoetrope render SCENE --out \(path)`)"
        case let .missingFrame(path, name, first, last):
            return "--from-frames \(path): \(name) is missing between \(first) and \(last); the frames must follow on without gaps"
        case let .notPNG(path):
            return "--from-frames: \(path) is not a PNG file"
        }
    }

    static func message(for error: UserFilesError) -> String {
        switch error {
        case let .noSuchFile(path):
            return "\(path): no such file (give Swift files or folders holding them)"
        case let .unreadable(path, reason):
            return "\(path): cannot be read (\(reason))"
        case let .noScenes(files):
            return "\(files.joined(separator: ", ")): no scenes; declare them at the top level of one file: "
                + "let scenes: [MotionScene] = [ … ]"
        case let .scenesDeclaredMoreThanOnce(files):
            return "\(files.joined(separator: " and ")) \(files.count == 2 ? "both" : "all") declare `scenes`; "
                + "keep one list and put every scene in it"
        case let .cacheNotWritable(path, reason):
            return "cannot write the build cache at \(path) (\(reason)); set XDG_CACHE_HOME to a writable folder"
        case let .compileErrors(lines):
            return "compile error:\n" + lines.joined(separator: "\n")
        case let .buildFailed(files, output):
            return "building \(files.joined(separator: ", ")) failed:\n\(output)"
        case let .cannotRun(path, reason):
            return "cannot run \(path): \(reason)"
        case let .sceneLibraryMissing(paths, package, configuration):
            return "this zoetrope cannot compile scene files: \(paths.joined(separator: ", ")) "
                + "\(paths.count == 1 ? "is" : "are") missing; build \(paths.count == 1 ? "it" : "them") with "
                + "`swift build -c \(configuration) --product ZoetropeScenes --package-path \(package)` "
                + "(scripts/install does)"
        }
    }

}
