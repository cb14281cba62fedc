import Foundation

/// What a PNG-folder render wrote.
public struct FrameRenderResult: Hashable, Sendable {
    /// The folder holding the frames.
    public var directory: URL
    /// Global indices of the frames written, ascending.
    public var frames: [Int]
}

extension RenderJob {
    /// The file name of global frame `index`: `frame_000042.png`.
    public static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// Renders the planned frames as `directory/frame_NNNNNN.png` (N = global frame index, t = N / fps).
    ///
    /// The folder is created and proven writable before any frame is drawn. Each file is written under a hidden
    /// temporary name and renamed, so an interrupted render leaves only complete frames. Files from earlier
    /// renders that this one does not produce are left alone. Another render into the same folder at the same time
    /// is refused (`RenderError.outputBusy`), so their frames never mix.
    public func renderFrames(to directory: URL, progress: ProgressReporter? = nil) throws -> FrameRenderResult {
        let plan = try plan()
        let created = AtomicFile.missingFolders(directory)
        // An interruption before the first frame, too, leaves no empty folder this render made.
        Interruption.remember(madeFolders: created.map(\.path))
        defer { Interruption.forget(madeFolders: created.map(\.path)) }
        try AtomicFile.prepareDirectory(directory)
        let lock = try FolderLock(directory)
        defer { withExtendedLifetime(lock) {} }
        do {
            return try renderFrames(plan, to: directory, progress: progress)
        } catch {
            // A render that fails before its first frame (a file-size limit, a full disk) leaves no empty folder it made.
            AtomicFile.removeIfEmpty(created)
            throw error
        }
    }

    private func renderFrames(_ plan: FramePlan, to directory: URL, progress: ProgressReporter?) throws -> FrameRenderResult {
        progress?.start(total: plan.indices.count)
        var written: [Int] = []
        let holds = HoldDetector(job: self, plan: plan)
        let workers = ReusePool { FrameWorker() }
        // A hold (the same display list as the frame before) is not drawn or encoded: the consumer, which sees
        // frames in order, writes the bytes of the frame before again.
        var previous: [UInt8] = []
        try FramePipeline(jobs: jobs).run(plan.indices, produce: { index -> [UInt8]? in
            let (list, isHold) = holds.list(ofFrame: index)
            if isHold { return nil }
            let bytes = try workers.with { try png(of: list, time: plan.time(ofFrame: index), worker: $0) }
            try AtomicFile.write(bytes, to: directory.appendingPathComponent(Self.frameFileName(index)))
            return bytes
        }, consume: { index, bytes in
            if let bytes {
                previous = bytes
            } else {
                try AtomicFile.write(previous, to: directory.appendingPathComponent(Self.frameFileName(index)))
            }
            written.append(index)
            progress?.advance()
        })
        progress?.finish()
        return FrameRenderResult(directory: directory, frames: written)
    }

    /// Renders one PNG of the frame at `time` seconds to `file`, through a temporary name and a rename.
    public func renderStill(at time: Double, to file: URL) throws {
        try RenderOptions.requireTime(time, flag: "--at")
        try AtomicFile.prepareDirectory(file.deletingLastPathComponent())
        try AtomicFile.requireFile(file)
        try AtomicFile.write(try png(at: time), to: file)
    }
}
