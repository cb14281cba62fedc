/// What can stop `zoetrope COMMAND FILE.swift…` before the user's scenes run, naming the file or folder concerned.
/// The command line turns these into text and exit codes (`ErrorReport`).
public enum UserFilesError: Error, Hashable, Sendable {
    /// A path on the command line that does not exist, as written.
    case noSuchFile(path: String)
    /// A file that cannot be read as UTF-8 text.
    case unreadable(path: String, reason: String)
    /// None of these files (names) declares a top-level `scenes`.
    case noScenes(files: [String])
    /// Each of these files (names) declares a top-level `scenes`; there must be one list.
    case scenesDeclaredMoreThanOnce(files: [String])
    /// The build cache folder cannot be created or written.
    case cacheNotWritable(path: String, reason: String)
    /// The compiler's error lines, already pointing at the user's files.
    case compileErrors(lines: [String])
    /// `swift build` failed without error lines (a linker or package problem); its output, remapped.
    case buildFailed(files: [String], output: String)
    /// The built executable (or `swift`) could not be started.
    case cannotRun(path: String, reason: String)
    /// The Zoetrope build `zoetrope` runs from lacks what scene files are compiled against (the `ZoetropeScenes`
    /// shared object, the modules or the macro plugin): the paths missing, the package folder and configuration.
    case sceneLibraryMissing(paths: [String], package: String, configuration: String)

    /// Whether the user gave something invalid (exit 2) rather than the environment or their code failing (exit 1).
    public var isUsageError: Bool {
        switch self {
        case .noSuchFile, .unreadable, .noScenes, .scenesDeclaredMoreThanOnce: return true
        case .cacheNotWritable, .compileErrors, .buildFailed, .cannotRun, .sceneLibraryMissing: return false
        }
    }
}
