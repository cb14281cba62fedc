import Foundation
import ZoetropeSystem

/// The executable built from a user's files: the same command line as `zoetrope`, with their scenes as the catalog.
public struct SceneExecutable: Hashable, Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Replaces this process with it (`execv`), given `arguments` (no program name): it keeps this process's id,
    /// standard streams and environment, so a signal sent to `zoetrope` (Ctrl-C, `timeout`, SIGTERM) reaches the
    /// program that renders, and its exit status is the one the caller sees. Starting it costs no fork, no wait and
    /// no second process to outlive. Returns only by throwing, when the executable cannot be started.
    public func exec(arguments: [String]) throws -> Never {
        let argv = ([url.path] + arguments).map { strdup($0) } + [nil]
        execv(url.path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw UserFilesError.cannotRun(path: url.path, reason: reason)
    }
}
