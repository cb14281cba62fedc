import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that the final name only ever holds complete content: bytes go to a hidden temporary file in
/// the same folder, which is then renamed over the final name.
enum AtomicFile {
    /// The temporary name used next to `url` while it is being written.
    static func temporaryURL(for url: URL) -> URL {
        let name = url.lastPathComponent
        let ext = url.pathExtension
        let stamp = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = ext.isEmpty ? ".\(name).partial-\(stamp)" : ".\(name).partial-\(stamp).\(ext)"
        return url.deletingLastPathComponent().appendingPathComponent(temporary)
    }

    /// Writes `bytes` to `url` through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = temporaryURL(for: url)
        Interruption.remember(file: temporary.path)
        defer { Interruption.forget(file: temporary.path) }
        do {
            try writeAll(bytes, to: temporary.path)
            try rename(temporary, to: url)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Renames `from` to `to`, replacing it.
    static func rename(_ from: URL, to: URL) throws {
        guard Glibc.rename(from.path, to.path) == 0 else {
            throw RenderError.writeFailed(path: to.path, reason: String(cString: strerror(errno)))
        }
    }

    private static func writeAll(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw RenderError.writeFailed(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Creates `directory` (and its parents) and proves it writable by creating and removing a probe file.
    static func prepareDirectory(_ directory: URL) throws {
        try makeDirectories(directory.standardizedFileURL.path)
        let probe = temporaryURL(for: directory.appendingPathComponent("write-probe"))
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw RenderError.outputNotWritable(path: directory.path, reason: String(cString: strerror(errno)))
        }
        close(fd)
        unlink(probe.path)
    }

    /// `mkdir -p`, reporting the first component that cannot be made and why.
    private static func makeDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw RenderError.outputNotWritable(path: path, reason: "\(prefix) is not a folder")
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw RenderError.outputNotWritable(path: path, reason: "cannot create \(prefix): " + String(cString: strerror(errno)))
            }
        }
    }
}
