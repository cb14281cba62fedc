import Foundation
import ZoetropeSystem

/// An exclusive hold on an output folder for one render: two renders into the same `--out` at once would mix their
/// frames, so the second is refused. The lock is `flock` on the folder itself (nothing is written into it), taken
/// without waiting, and released when the render ends or the process does, however it ends.
final class FolderLock {
    private let descriptor: Int32

    /// Takes the lock on `directory`, which exists; throws `RenderError.outputBusy` if another process holds it.
    init(_ directory: URL) throws {
        descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw RenderError.outputNotWritable(path: directory.path, reason: POSIX.errorText(errno))
        }
        var result: Int32
        repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        if result != 0 {
            let busy = errno == EWOULDBLOCK
            let reason = POSIX.errorText(errno)
            close(descriptor)
            if busy { throw RenderError.outputBusy(path: directory.path) }
            throw RenderError.outputNotWritable(path: directory.path, reason: reason)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
