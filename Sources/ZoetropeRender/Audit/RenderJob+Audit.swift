import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

extension RenderJob {
    /// Audits every frame of the scene at this job's fps (issue 11): the motion trace through `MotionAudit`
    /// (jumps, views vanishing while visible, animations running at the end) and the pixels, drawn at this job's
    /// scale, through `PixelSpikeCheck`. Frames are made on `jobs` threads and read in order, one trace and one
    /// block signature at a time (a few KB each), so memory grows little with the scene's length.
    ///
    /// `traces`, when given one per frame (a caller that traced every frame already, as the review does), are used
    /// instead of tracing each frame again.
    ///
    /// For each pixel spike, when `cropsTo` is given, the changed region of the frame before and of the spiking
    /// frame is drawn again at the canvas scale and written there as `pixel-spike-frame_NNNNNN.png` (through a
    /// temporary name and a rename); the finding names the file.
    package func audit(thresholds: AuditThresholds = AuditThresholds(), cropsTo directory: URL? = nil,
                      traces: [MotionTrace]? = nil, progress: ProgressReporter? = nil) throws -> AuditReport {
        _ = try plan()  // a duration that is NaN, infinite, negative or too long is refused, not counted in frames
        let times = timeline.frameTimes(fps: fps)
        let timeline = self.timeline, scale = self.scale
        let known = traces?.count == times.count ? traces : nil
        var scan = MotionAudit.Scan(audit: timeline.motionAudit(thresholds: thresholds), frameTimes: times)
        var differences: [FrameDifference?] = [], returns: [FrameDifference?] = []
        var previous: FrameSignature?, beforePrevious: FrameSignature?
        progress?.start(total: times.count)
        try FramePipeline(jobs: jobs).run(Array(times.indices), produce: { index in
            (known?[index] ?? timeline.trace(at: times[index]),
             FrameSignature(CairoRasterizer().draw(timeline.displayList(at: times[index]).scaled(to: scale)), scale: scale))
        }, consume: { _, frame in
            scan.add(frame.0)
            differences.append(previous.map { FrameDifference(from: $0, to: frame.1) })
            returns.append(beforePrevious.map { FrameDifference(from: $0, to: frame.1) })
            beforePrevious = previous
            previous = frame.1
            progress?.advance()
        })
        progress?.finish()
        var findings = scan.finish(resting: timeline.trace(at: timeline.restingTime))
        let check = PixelSpikeCheck(thresholds: thresholds, expectedCuts: timeline.expectedCuts)
        for var spike in check.findings(in: differences, returns: returns, times: times) {
            if let directory, let region = differences[spike.frame]?.region {
                spike.file = try writeCrop(frame: spike.frame, times: times, region: region, to: directory)
            }
            findings.append(spike)
        }
        return AuditReport(scene: timeline.scene.id, fps: fps, frames: times.count, findings: findings)
    }

    /// Draws the frames on either side of the spike into `frame` at the canvas scale and writes the crop of
    /// `region`; the path written.
    private func writeCrop(frame: Int, times: [Double], region: CGRect, to directory: URL) throws -> String {
        let cropScale = timeline.scene.canvas.scale
        let before = CairoRasterizer().draw(timeline.displayList(at: times[frame - 1]).scaled(to: cropScale))
        let after = CairoRasterizer().draw(timeline.displayList(at: times[frame]).scaled(to: cropScale))
        let image = SpikeCrop.image(before: before, after: after, region: region, scale: cropScale)
        let bytes: [UInt8]
        do {
            bytes = try PNGEncoder().encode(image)
        } catch let error as PNGEncodingError {
            throw RenderError.encodeFailed(time: times[frame], reason: error.message)
        }
        try AtomicFile.prepareDirectory(directory)
        let url = directory.appendingPathComponent("pixel-spike-" + Self.frameFileName(frame))
        try AtomicFile.write(bytes, to: url)
        return url.path
    }
}

extension DisplayList {
    /// The same list drawn at `scale` pixels per point.
    func scaled(to scale: Double) -> DisplayList {
        var copy = self
        copy.scale = scale
        return copy
    }
}
