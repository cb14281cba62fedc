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
    /// renders that this one does not produce are left alone.
    public func renderFrames(to directory: URL, progress: ProgressReporter? = nil) throws -> FrameRenderResult {
        let plan = try plan()
        try AtomicFile.prepareDirectory(directory)
        progress?.start(total: plan.indices.count)
        var written: [Int] = []
        try FramePipeline(jobs: jobs).run(plan.indices, produce: { index in
            let bytes = try png(at: plan.time(ofFrame: index))
            try AtomicFile.write(bytes, to: directory.appendingPathComponent(Self.frameFileName(index)))
            return index
        }, consume: { index, _ in
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
        try AtomicFile.write(try png(at: time), to: file)
    }
}
