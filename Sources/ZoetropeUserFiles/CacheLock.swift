import Foundation
import ZoetropeSystem

/// An exclusive `flock` on a file in the build cache: concurrent `zoetrope` runs on the same cache take turns
/// writing the host package and building it. The lock is released when the process ends, however it ends.
public struct CacheLock: Sendable {
    /// The lock file (created if missing).
    public let file: URL

    public init(file: URL) { self.file = file }

    /// Runs `body` while holding the lock, waiting for other holders first.
    public func holding<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(file.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UserFilesError.cacheNotWritable(path: file.deletingLastPathComponent().path,
                                                  reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
