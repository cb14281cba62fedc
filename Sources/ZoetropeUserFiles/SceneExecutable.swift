import Foundation

/// The executable built from a user's files: the same command line as `zoetrope`, with their scenes as the catalog.
public struct SceneExecutable: Hashable, Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Runs it with `arguments` (no program name), sharing this process's standard streams; returns its exit status.
    public func run(arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw UserFilesError.cannotRun(path: url.path, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
