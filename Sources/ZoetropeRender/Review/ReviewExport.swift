import Foundation
import ZoetropeMotion
import Zoetrope

/// `zoetrope review`: one self-contained static folder — `index.html`, `review.css`, `review-layout.js`, `review.js`
/// and per scene its video, images and spec files — that opens from disk with no server, network or build step.
///
/// The folder is built under a hidden temporary name beside the destination and renamed into place only when every
/// file is written, so an interrupted or failed export leaves no half-written folder. An existing destination is
/// replaced only when it is empty or an earlier review (its `index.html` names this generator).
public struct ReviewExport: Sendable {
    package let timelines: [SceneTimeline]
    /// Pixels per point of the videos and stills (see `ReviewAssets.scale`).
    public var scale: Double?
    public var jobs: Int?
    /// Whether videos and stills show the device chrome (`--chrome` / `--no-chrome`); nil: each scene's own.
    public var chrome: Bool?
    /// How each video's progress is shown (nil: `ProgressReporter.Style.automatic`).
    public var progress: ProgressReporter.Style?
    /// Devices' recordings to show beside their scenes (`--reference`), at most one a scene.
    public var references: [ReviewReference]
    /// An earlier review (`--reuse`): a scene whose output would be the same is not rendered again, its files are
    /// linked from there (`ReviewReuse`).
    public var earlier: URL?

    package init(timelines: [SceneTimeline], scale: Double? = nil, jobs: Int? = nil, chrome: Bool? = nil,
                progress: ProgressReporter.Style? = nil, references: [ReviewReference] = [], earlier: URL? = nil) {
        self.timelines = timelines
        self.earlier = earlier
        self.references = references
        self.chrome = chrome
        self.scale = scale
        self.jobs = jobs
        self.progress = progress
    }

    /// Writes the folder at `directory`; `log` receives one line per step.
    @discardableResult
    public func write(to directory: URL, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> ReviewPage {
        let directory = directory.standardizedFileURL
        try Self.checkReplaceable(directory)
        let placed = try ReviewReference.placed(references, sceneIDs: timelines.map(\.scene.id))
        let parent = directory.deletingLastPathComponent()
        try AtomicFile.prepareDirectory(parent)
        let staging = AtomicFile.temporaryURL(for: directory)
        defer { Interruption.forget(folder: staging.path) }
        do {
            try Interruption.makeFolder(staging.path) {
                guard mkdir(staging.path, 0o755) == 0 else {
                    throw RenderError.outputNotWritable(path: staging.path, reason: String(cString: strerror(errno)))
                }
            }
            try AtomicFile.prepareDirectory(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        do {
            var scenes: [ReviewScene] = []
            for (index, timeline) in timelines.enumerated() {
                let assets = ReviewAssets(timeline: timeline, folder: ReviewAssets.folder(for: timeline.scene.id, index: index),
                                          scale: scale, jobs: jobs, chrome: chrome, progress: progress, earlier: earlier, log: log)
                scenes.append(try assets.render(into: staging))
            }
            for (index, reference) in placed where index < scenes.count {
                let at = reference.offset.map { "from \(NumberText.trimmed($0, places: 3)) s" } ?? "offset found at the first tap"
                log("reference: \(reference.file.lastPathComponent) beside \(scenes[index].id), \(at)")
                scenes[index] = try reference.attach(to: scenes[index],
                                                     firstTouch: ReferenceAlignment.firstTouch(in: timelines[index].scene.script),
                                                     in: staging)
            }
            let page = ReviewPage(scenes: scenes)
            for name in ReviewPage.siteFiles {
                try AtomicFile.write(try Self.siteFile(name), to: staging.appendingPathComponent(name))
            }
            try AtomicFile.write(Array(page.html.utf8), to: staging.appendingPathComponent("index.html"))
            try Self.swap(staging, into: directory)
            return page
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// The bytes of one of the page's own files (`Review/Site` in this target's resources).
    static func siteFile(_ name: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Site"),
              let data = FileManager.default.contents(atPath: url.path) else {
            throw RenderError.writeFailed(path: name, reason: "the review page's \(name) is missing from Zoetrope's resources")
        }
        return Array(data)
    }

    /// Throws unless `directory` does not exist, is an empty folder, or holds an earlier review.
    static func checkReplaceable(_ directory: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            // The same failure, and exit status 1, as every other command writing to a path that is a file.
            throw RenderError.outputNotWritable(path: directory.path, reason: "\(directory.path) is a file, not a folder")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        if contents.isEmpty { return }
        let index = directory.appendingPathComponent("index.html")
        let head = (FileManager.default.contents(atPath: index.path)).map { String(decoding: $0.prefix(2048), as: UTF8.self) } ?? ""
        guard head.contains("<meta name=\"generator\" content=\"\(ReviewPage.generator)\">") else {
            throw RenderError.invalidValue(
                flag: "--out", value: directory.path,
                expected: "a new or empty folder, or one an earlier `zoetrope review` wrote (this one holds other files; nothing was written)")
        }
    }

    /// Moves `staging` to `directory`, replacing an earlier review there (moved aside, then removed).
    /// The renames happen with no clean-up in between (an interruption there left the earlier review under its
    /// hidden `.old` name); the earlier review, moved aside, is then removed even if a signal comes meanwhile.
    private static func swap(_ staging: URL, into directory: URL) throws {
        let old = AtomicFile.temporaryURL(for: directory.appendingPathExtension("old"))
        let exists = FileManager.default.fileExists(atPath: directory.path)
        try Interruption.uninterrupted {
            if exists { try AtomicFile.rename(directory, to: old) }
            do {
                try AtomicFile.rename(staging, to: directory)
            } catch {
                if exists { try? AtomicFile.rename(old, to: directory) }
                throw error
            }
            if exists { Interruption.rememberLocked(folder: old.path) }
        }
        if exists {
            try? FileManager.default.removeItem(at: old)
            Interruption.forget(folder: old.path)
        }
    }
}
