import Foundation
import Zoetrope
import ZoetropeMotion
import ZoetropeSystem

/// Reuses an earlier review's files for a scene whose output would not change (`zoetrope review --reuse DIR`, which
/// the live preview passes with its last good render, so that a save re-renders only the scenes it changes).
///
/// Each scene's folder records (`recordName`) what the page shows of it and the fingerprint of what its files are
/// made from: the trace of every frame of its video (what each view is, where, and how it is drawn), its motion spec
/// (the script and the animations), the render's settings (folder, frame rate, pixel size, scale, chrome, canvas and
/// colour scheme) and the Zoetrope build that draws it. A scene of the earlier review with the same fingerprint is
/// hard-linked into the new folder (copied where links cannot be made) instead of being rendered again. What the trace
/// does not hold is not seen: an image file's pixels changed under the same name keep the earlier frames.
enum ReviewReuse {
    /// The record in each scene's folder.
    static let recordName = "reuse-record.json"

    struct Record: Codable {
        var fingerprint: String
        /// The build that drew the files (`buildIdentity`), for a reader wondering why they were not reused.
        var build: String
        var scene: ReviewScene
    }

    /// The fingerprint (see above) of a scene drawn by this build: FNV-1a, 64 bits, of the texts in order, and their
    /// length.
    static func fingerprint(traces: [MotionTrace], spec: MotionSpec, settings: String) throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var length = 0
        func add(_ text: String) {
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            length += text.utf8.count
            hash = (hash ^ 0x0a) &* 0x0000_0100_0000_01b3
        }
        add(settings)
        add(buildIdentity)
        add(try spec.json())
        for trace in traces { add(trace.text) }
        return String(hash, radix: 16) + "-" + String(length)
    }

    /// The file holding Zoetrope's drawing code, its size and modification time: another build draws differently, so
    /// its renders are not reused. That file is the Zoetrope library a user's scene program loads
    /// (`libZoetropeScenes.so`, SceneLibrary's product, found in `/proc/self/maps`), else the running executable (the
    /// `zoetrope` binary, which holds it): not the scene program itself, which each save of the file builds anew.
    static let buildIdentity: String = {
        var path = POSIX.executablePath()
        // Read to its end (a /proc file says it is empty, so a read of its stated size gets nothing).
        if let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
           let maps = String(data: data, encoding: .utf8),
           let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libZoetropeScenes.so") }),
           let slash = line.firstIndex(of: "/") {
            path = String(line[slash...])
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return path }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()

    /// The earlier review's scene in `earlier/folder` when its record has `fingerprint`, its files linked into
    /// `root/folder` (all but a reference recording, which belongs to the run that gives it); nil otherwise.
    static func reuse(from earlier: URL, folder: String, fingerprint: String, into root: URL) throws -> ReviewScene? {
        let source = earlier.appendingPathComponent(folder)
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(recordName).path),
              let record = try? JSONDecoder().decode(Record.self, from: data), record.fingerprint == fingerprint,
              record.scene.folder == folder else { return nil }
        let destination = root.appendingPathComponent(folder)
        try AtomicFile.prepareDirectory(destination)
        try link(source, into: destination)
        return record.scene
    }

    /// Links (or copies) every file under `source` into `destination`, folders made as needed.
    private static func link(_ source: URL, into destination: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
        for name in names.sorted() where name != "reference.mp4" && !name.hasPrefix(".alignment-") {
            let from = source.appendingPathComponent(name), to = destination.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                try AtomicFile.prepareDirectory(to)
                try link(from, into: to)
            } else if Foundation.link(from.path, to.path) != 0 {
                do {
                    try AtomicFile.write(Array(try Data(contentsOf: from)), to: to)
                } catch {
                    throw RenderError.writeFailed(path: to.path, reason: "cannot reuse \(from.path): \(error)")
                }
            }
        }
    }

    /// Records `scene` and its fingerprint in its folder under `root`.
    static func save(_ scene: ReviewScene, fingerprint: String, in root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(Record(fingerprint: fingerprint, build: buildIdentity, scene: scene))
        try AtomicFile.write(Array(data), to: root.appendingPathComponent(scene.folder).appendingPathComponent(recordName))
    }
}
