import Foundation
import ZoetropeSystem

/// Writes files so that the final name only ever holds complete content: bytes go to a hidden temporary file in
/// the same folder, which is then renamed over the final name.
enum AtomicFile {
    /// The temporary name used next to `url` while it is being written: `.NAME.partial-PID-RANDOM.EXT`, with NAME
    /// shortened (at a character boundary) when the whole would pass the 255-byte limit of a file name, so that
    /// every legal output name can be written.
    static func temporaryURL(for url: URL) -> URL {
        let name = url.lastPathComponent
        let ext = url.pathExtension
        let suffix = ".partial-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))" + (ext.isEmpty ? "" : ".\(ext)")
        var kept = Substring(name)
        while 1 + kept.utf8.count + suffix.utf8.count > maximumNameBytes, !kept.isEmpty { kept = kept.dropLast() }
        return url.deletingLastPathComponent().appendingPathComponent("." + kept + suffix)
    }

    /// The longest file name (in bytes) Linux and macOS file systems take.
    static let maximumNameBytes = 255

    /// Writes `bytes` to `url` through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = temporaryURL(for: url)
        // Once a signal is being handled nothing new is created: this thread waits for the end of the process.
        guard Interruption.beginWrite(temporary.path) else { Interruption.parkIfStopping(); return }
        defer { Interruption.endWrite(temporary.path) }
        do {
            try writeAll(bytes, to: temporary.path, reportedAs: url.path)
            try rename(temporary, to: url)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Refuses a destination that is a folder now, rather than at the rename after all the work: called once, before
    /// the work, by the commands that write one named file (a still, a sheet, a plot, a video), not per frame.
    static func requireFile(_ url: URL) throws {
        var info = stat()
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw RenderError.outputNotWritable(path: url.path, reason: "it is a folder; name a file")
        }
    }

    /// Renames `from` to `to`, replacing it.
    static func rename(_ from: URL, to: URL) throws {
        guard POSIX.rename(from.path, to.path) == 0 else {
            throw RenderError.writeFailed(path: to.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes `bytes` to `path`; a failure names `reported`, the file the user asked for, not the temporary one.
    private static func writeAll(_ bytes: [UInt8], to path: String, reportedAs reported: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.writeFailed(path: reported, reason: String(cString: strerror(errno))) }
        var failure = bytes.withUnsafeBytes { POSIX.writeAll(fd, $0) }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw RenderError.writeFailed(path: reported, reason: String(cString: strerror(failure))) }
    }

    /// Creates `directory` (and its parents) and proves it writable by creating and removing a probe file.
    static func prepareDirectory(_ directory: URL) throws {
        let probe = temporaryURL(for: directory.appendingPathComponent("write-probe"))
        // Counted as a write: a clean-up waits for it, then removes the probe if it is still there; once a signal is
        // being handled nothing is created (a folder made inside a staging folder being removed kept it alive).
        guard Interruption.beginWrite(probe.path) else { Interruption.parkIfStopping(); return }
        defer { Interruption.endWrite(probe.path) }
        try makeDirectories(directory.standardizedFileURL.path)
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw RenderError.outputNotWritable(path: directory.path, reason: String(cString: strerror(errno)))
        }
        close(fd)
        unlink(probe.path)
    }

    /// The folders `prepareDirectory(directory)` would create, deepest first: `directory` and those of its parents
    /// that do not exist.
    static func missingFolders(_ directory: URL) -> [URL] {
        var missing: [URL] = []
        var url = directory.standardizedFileURL
        var info = stat()
        while url.path != "/", lstat(url.path, &info) != 0 {
            missing.append(url)
            url = url.deletingLastPathComponent()
        }
        return missing
    }

    /// Removes `folders` (deepest first) while they are empty; stops at the first that is not.
    static func removeIfEmpty(_ folders: [URL]) {
        for folder in folders where rmdir(folder.path) != 0 { return }
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
