import Dispatch
import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender

/// Records and verifies scenes against the baselines under one folder, as a record mode says.
///
/// `never`: a missing baseline fails. `missing`: a missing baseline is written and the scene fails once, so a run
/// that wrote baselines never passes unseen. `failed`: a scene that fails is written again (and fails once).
/// `all`: every baseline is written. With `recordingSucceeds` (the `record` command) a written baseline counts as
/// success.
public struct SnapshotRunner: Sendable {
    /// The baselines folder: one subfolder per scene.
    public var root: URL
    public var mode: SnapshotRecordMode
    public var options: SnapshotOptions
    public var recordingSucceeds: Bool

    public init(root: URL, mode: SnapshotRecordMode, options: SnapshotOptions = SnapshotOptions(), recordingSucceeds: Bool = false) {
        self.root = root
        self.mode = mode
        self.options = options
        self.recordingSucceeds = recordingSucceeds
    }

    /// Verifies `timeline`'s scene against its baseline, writing one when the mode says so. Throws only when a
    /// baseline cannot be written or the scene cannot be snapshotted; every difference is in the result.
    package func run(_ timeline: SceneTimeline) throws -> SceneSnapshotResult {
        let start = Date(timeIntervalSinceNow: 0)
        let scene = timeline.scene
        let folder = BaselineFolder(root: root, scene: scene.id)
        guard timeline.errors.isEmpty else {
            throw SnapshotError.unusableScene(id: scene.id, reason: timeline.errors.map { "\($0)" }.joined(separator: "; "))
        }
        guard scene.duration.isFinite, scene.fps.isFinite, scene.fps > 0, scene.frameCount() > 0 else {
            throw SnapshotError.unusableScene(id: scene.id, reason: "it lasts \(scene.duration) s, which holds no frame at \(scene.fps) fps")
        }
        if mode == .all { return try record(timeline, into: folder, since: start, reason: "recorded") }
        guard folder.exists else {
            if mode == .never {
                return SceneSnapshotResult(
                    scene: scene.id, status: .missing, failsRun: true,
                    summary: "no baseline at \(folder.url.relativePath) (record mode never; write it with `zoetrope snapshot record \(scene.id) --out \(root.relativePath)`)",
                    trace: nil, pixels: [], environmentDifferences: [], baseline: folder, framesTraced: 0, framesRendered: 0,
                    duration: Date(timeIntervalSinceNow: 0).timeIntervalSince(start), actualTrace: nil, strip: [])
            }
            return try record(timeline, into: folder, since: start, reason: "no baseline: recorded")
        }
        var result = verify(timeline, against: folder)
        result.duration = Date(timeIntervalSinceNow: 0).timeIntervalSince(start)
        if result.status == .failed, mode == .failed {
            let rewritten = try record(timeline, into: folder, since: start, reason: "re-recorded")
            result.summary += "; " + rewritten.summary
            result.framesRendered += rewritten.framesRendered
            result.duration = Date(timeIntervalSinceNow: 0).timeIntervalSince(start)
        }
        return result
    }

    /// Writes the scene's whole baseline: every frame's trace, the pixel frames `PixelFrameSelection` picks (at
    /// `options.scale`, frames with the same pixels kept once) and the environment.
    func record(_ timeline: SceneTimeline, into folder: BaselineFolder, since start: Date, reason: String,
                recording: TraceRecording? = nil) throws -> SceneSnapshotResult {
        let recording = recording ?? TraceRecording(timeline: timeline, jobs: options.jobs)
        let job = try renderJob(timeline, fps: recording.fps, scale: options.scale)
        let indices = PixelFrameSelection.frames(of: recording, adding: options.times)
        let images = render(indices, with: job)
        var kept: [Int: [UInt8]] = [:]
        var seen: [RasterImage] = []
        for (index, image) in zip(indices, images) where !seen.contains(image) {
            seen.append(image)
            do {
                kept[index] = try PNGEncoder(compression: .smallest).encode(image)
            } catch {
                throw SnapshotError.unusableScene(id: recording.scene, reason: "frame \(index) could not be encoded: \(error)")
            }
        }
        try folder.write(trace: recording, environment: .current(fps: recording.fps, scale: options.scale), frames: kept)
        let frames = kept.keys.sorted().map(String.init).joined(separator: ", ")
        let count = kept.count == 1 ? "1 pixel frame" : "\(kept.count) pixel frames"
        return SceneSnapshotResult(
            scene: recording.scene, status: .recorded, failsRun: !recordingSucceeds,
            summary: "\(reason) \(recording.frames.count) frames of trace and \(count) (\(frames)) in \(folder.url.relativePath)"
                + (recordingSucceeds ? "" : "; review and commit them, then run again"),
            trace: nil, pixels: [], environmentDifferences: [], baseline: folder, framesTraced: recording.frames.count,
            framesRendered: indices.count, duration: Date(timeIntervalSinceNow: 0).timeIntervalSince(start), actualTrace: nil, strip: [])
    }

    /// Compares the scene now with its baseline: the trace at the baseline's frame rate, then each pixel frame.
    func verify(_ timeline: SceneTimeline, against folder: BaselineFolder) -> SceneSnapshotResult {
        var result = SceneSnapshotResult(
            scene: timeline.scene.id, status: .failed, failsRun: true, summary: "", trace: nil, pixels: [],
            environmentDifferences: [], baseline: folder, framesTraced: 0, framesRendered: 0, duration: 0, actualTrace: nil,
            strip: [])
        let baselineText: String
        let baseline: TraceRecording
        let environment: SnapshotEnvironment?
        do {
            baselineText = try String(contentsOf: folder.traceURL, encoding: .utf8)
            baseline = try TraceRecording(parsing: baselineText)
            environment = try folder.readEnvironment()
        } catch let error as TraceFormatError {
            result.summary = SnapshotError.malformedTrace(path: folder.traceURL.relativePath, line: error.line, problem: error.problem).message
            return result
        } catch let error as SnapshotError {
            result.summary = error.message
            return result
        } catch {
            result.summary = SnapshotError.unreadable(path: folder.traceURL.relativePath, reason: error.localizedDescription).message
            return result
        }
        let scale = environment?.scale ?? options.scale
        if let environment {
            result.environmentDifferences = SnapshotEnvironment.current(fps: baseline.fps, scale: scale).differences(fromBaseline: environment)
        } else {
            result.environmentDifferences = ["the baseline has no environment.json"]
        }

        let actual = TraceRecording(timeline: timeline, fps: baseline.fps, jobs: options.jobs)
        result.framesTraced = actual.frames.count
        let verdict = actual.text == baselineText
            ? TraceVerdict(scene: baseline.scene, frames: [], frameCounts: (baseline.frames.count, actual.frames.count), fps: baseline.fps,
                           byteIdentical: true)
            : TraceComparison(tolerance: options.tolerance, vocabulary: timeline.attributeVocabulary).compare(baseline: baseline, actual: actual)
        result.trace = verdict
        if !verdict.matches { result.actualTrace = actual }

        do {
            let job = try renderJob(timeline, fps: baseline.fps, scale: scale)
            result.pixels = check(folder.pixelFrames(), fps: baseline.fps, with: job)
            result.framesRendered = result.pixels.count
            if !verdict.matches || result.pixels.contains(where: { !$0.matches }) {
                result.strip = stripFrames(verdict, pixels: result.pixels, job: job)
                result.framesRendered += verdict.frames.isEmpty ? 0 : result.strip.count
            }
        } catch {
            result.summary = "\(error)"
            return result
        }

        let failing = result.failingPixels
        if verdict.matches && failing.isEmpty {
            result.status = .passed
            result.failsRun = false
            result.summary = "\(actual.frames.count) frames of trace and \(result.pixels.count) pixel frames match"
            return result
        }
        var parts: [String] = []
        if let first = verdict.firstDifference {
            parts.append(first + (verdict.frames.count > 1 ? " (and \(verdict.frames.count - 1) more frames)" : ""))
        } else if let headline = verdict.headline {
            parts.append(headline)
        }
        if let pixel = failing.first {
            parts.append("pixels " + pixel.description
                         + (failing.count > 1 ? " (\(failing.count) of \(result.pixels.count) pixel frames differ)" : ""))
        }
        let summary = parts.joined(separator: "; ")
        result.summary = result.environmentDifferences.isEmpty
            ? summary
            : "environment differs (\(result.environmentDifferences.joined(separator: "; "))): " + summary
        return result
    }

    /// The job that renders frames at `fps` and `scale`, one at a time (frames are spread over threads here).
    private func renderJob(_ timeline: SceneTimeline, fps: Double, scale: Double) throws -> RenderJob {
        do {
            return try RenderJob(timeline: timeline, options: RenderOptions(fps: fps, scale: scale, jobs: 1))
        } catch {
            throw SnapshotError.unusableScene(id: timeline.scene.id, reason: "\(error)")
        }
    }
}
