import Foundation
import Zoetrope
import ZoetropeMotion

/// Renders the files of one scene for the review page into its folder: the MP4, the spec as Markdown/CSV/JSON, a
/// curve plot per distinct animation, the contact sheet, per chapter a strip, a crop and an onion skin, a crop per
/// audit finding, and a still with and without the trace overlay.
struct ReviewAssets {
    let timeline: SceneTimeline
    /// The scene's folder, relative to the review folder.
    let folder: String
    /// Pixels per point of the video and stills; nil: the canvas scale, at most 2 (sharp on a 2x display, a quarter
    /// of the pixels of a 3x capture).
    let scale: Double?
    let jobs: Int?
    /// `--chrome` / `--no-chrome`; nil: the scene's own.
    let chrome: Bool?
    /// How the video's progress is shown (nil: `ProgressReporter.Style.automatic`).
    let progress: ProgressReporter.Style?
    /// An earlier review whose files for this scene are reused when its output would be the same (`ReviewReuse`).
    var earlier: URL? = nil
    let log: @Sendable (String) -> Void

    /// `scenes/2-fab-menu`: the position keeps folders apart even when two ids sanitise alike.
    static func folder(for id: String, index: Int) -> String {
        let safe = String(id.lowercased().unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
        })
        return "scenes/\(index + 1)-\(safe.isEmpty ? "scene" : String(safe.prefix(60)))"
    }

    func render(into root: URL) throws -> ReviewScene {
        let scene = timeline.scene
        let base = root.appendingPathComponent(folder)
        try AtomicFile.prepareDirectory(base)
        let options = RenderOptions(scale: scale, jobs: jobs, chrome: chrome)
        let job = try RenderJob(timeline: timeline, options: options, defaultScale: min(scene.canvas.scale, 2))
        func path(_ name: String) -> String { folder + "/" + name }
        func url(_ name: String) -> URL { base.appendingPathComponent(name) }

        let spec = timeline.motionSpec()
        let motion = MotionFrames(timeline: timeline, fps: job.fps)
        let settings = [folder, scene.id, NumberText.plain(job.fps), "\(job.pixelSize.width)x\(job.pixelSize.height)",
                        "\(String(describing: scale)) \(String(describing: chrome))", "\(scene.canvas)",
                        NumberText.plain(scene.duration)].joined(separator: "\n")
        let fingerprint = try ReviewReuse.fingerprint(traces: motion.traces, spec: spec, settings: settings)
        if let earlier, let reused = try ReviewReuse.reuse(from: earlier, folder: folder, fingerprint: fingerprint, into: root) {
            log("\(scene.id): unchanged since \(earlier.lastPathComponent), its files reused")
            return reused
        }

        log("\(scene.id): video")
        try ProgressReporter(scene: scene.id, stage: "video", style: progress).reporting {
            try job.renderVideo(to: url("video.mp4"), format: .mp4, progress: $0)
        }

        let specFiles = ["md": "spec.md", "csv": "spec.csv", "json": "spec.json"]
        try AtomicFile.write(Array(spec.markdown.utf8), to: url("spec.md"))
        try AtomicFile.write(Array(spec.csv.utf8), to: url("spec.csv"))
        try AtomicFile.write(Array(try spec.json().utf8), to: url("spec.json"))

        log("\(scene.id): curves, contact sheet, chapters, overlay")
        let curves = try plotCurves(of: spec, into: base)

        let cuts = ChapterPlan.cuts(events: spec.events, rows: spec.rows, fps: job.fps, lastFrame: motion.lastFrame)
        let sheetTimes = motion.sheetFrames(cutAt: cuts).map { Double($0) / job.fps }
        let sheetJob = try RenderJob(timeline: timeline, options: RenderOptions(jobs: jobs, chrome: chrome), defaultScale: 1)
        try ContactSheet(job: sheetJob, times: sheetTimes).writePNG(to: url("sheet.png"))

        let plans = ChapterPlan.plans(spec: spec, motion: motion, canvas: scene.canvas.size)
        let chapters = try plans.enumerated().map { index, plan in
            // The spec's changes that start from this chapter's interaction until the next chapter's.
            let next = index + 1 < plans.count ? plans[index + 1].time : .infinity
            let changes = spec.rows.filter { $0.start >= plan.time - 1e-9 && $0.start < next - 1e-9 }.count
            return try renderChapter(plan, number: index + 1, changes: changes, jobs: (job, sheetJob), into: base)
        }
        log("\(scene.id): audit")
        let findings = try audit(jobs: (job, sheetJob), motion: motion, chapters: chapters, into: base)

        let window = MotionWindow(timeline: timeline, fps: job.fps)
        let burst = ReviewTimes(spec: spec, window: window, frameCount: scene.frameCount(fps: job.fps))
        try job.renderStill(at: burst.still, to: url("still.png"))
        try job.renderOverlayStill(at: burst.still, to: url("overlay.png"))

        let size = job.pixelSize
        let runs = motion.pieces(cutAt: cuts).count
        let made = ReviewScene(
            id: scene.id, folder: folder, fps: job.fps, duration: scene.duration, frameCount: scene.frameCount(fps: job.fps),
            canvas: "\(HTML.number(Double(scene.canvas.size.width)))×\(HTML.number(Double(scene.canvas.size.height))) pt",
            videoWidth: size.width / 2 * 2, videoHeight: size.height / 2 * 2, spec: spec, curves: curves,
            video: path("video.mp4"),
            sheet: ReviewImage(file: path("sheet.png"), times: sheetTimes,
                               note: runs == 0 ? "Nothing visibly moves: the first and last frames."
                                : "Frames chosen by motion, not evenly in time: for each of the \(runs) run\(runs == 1 ? "" : "s") of "
                                + "motion, the still frame before it, the frames where a quarter, half and three quarters of its "
                                + "movement is done (only half for the runs that move least when that makes too many), and its "
                                + "last moving frame: \(Self.listed(sheetTimes))."),
            chapters: chapters, findings: findings,
            still: ReviewImage(file: path("still.png"), times: [burst.still]),
            overlay: ReviewImage(file: path("overlay.png"), times: [burst.still], note: "The frame at \(NumberText.seconds(burst.still)) s."),
            specFiles: specFiles.mapValues(path))
        try ReviewReuse.save(made, fingerprint: fingerprint, in: root)
        return made
    }

    /// `0.400, 0.517 s`.
    static func listed(_ times: [Double]) -> String { times.map { NumberText.seconds($0) }.joined(separator: ", ") + " s" }

    /// One plot per distinct spelling (0 → 1, sampled at 60 fps through its finish); a scroll's glide as it ran in the
    /// scene (`glideTable(for:)`); another spelling `curve` cannot read gets no plot and the reason instead.
    private func plotCurves(of spec: MotionSpec, into base: URL) throws -> [ReviewCurve] {
        // Each readable name with the full spelling `curve` reads.
        var spellings: [(readable: String, code: String)] = []
        for row in spec.rows where !spellings.contains(where: { $0.readable == row.animation }) {
            spellings.append((row.animation, row.spelling))
        }
        try AtomicFile.prepareDirectory(base.appendingPathComponent("curves"))
        return try spellings.enumerated().map { index, spelling in
            let table: CurveTable
            do {
                table = try CurveRequest(animation: spelling.code, from: nil, to: nil, fps: nil, times: nil, until: nil,
                                         retargets: []).table()
            } catch let error as CurveInputError {
                // A keyframe track's curve is its keyframes': plotted as they ran in the scene.
                if let row = spec.rows.first(where: { $0.spelling == spelling.code }), let keyframes = keyframeTable(for: row) {
                    let name = "curves/curve-\(index + 1).png"
                    try CurvePlot(table: keyframes.table).writePNG(to: base.appendingPathComponent(name))
                    return ReviewCurve(animation: spelling.readable, file: folder + "/" + name, caption: keyframes.caption,
                                       logicalCompletion: keyframes.table.logicalCompletionTime, finish: keyframes.table.finishTime)
                }
                // A scroll's glide has no 0 → 1 curve of its own: its shape is the flick's (speed and distance), so
                // its plot is the glide as it ran in the scene.
                if spelling.code.hasPrefix("Animation(scrollDeceleration("),
                   let row = spec.rows.first(where: { $0.spelling == spelling.code }), let glide = glideTable(for: row) {
                    let name = "curves/curve-\(index + 1).png"
                    try CurvePlot(table: glide.table).writePNG(to: base.appendingPathComponent(name))
                    return ReviewCurve(animation: spelling.readable, file: folder + "/" + name, caption: glide.caption,
                                       logicalCompletion: glide.table.logicalCompletionTime, finish: glide.table.finishTime)
                }
                return ReviewCurve(animation: spelling.readable, file: nil, problem: error.message)
            }
            let name = "curves/curve-\(index + 1).png"
            try CurvePlot(table: table).writePNG(to: base.appendingPathComponent(name))
            return ReviewCurve(animation: spelling.readable, file: folder + "/" + name,
                               logicalCompletion: table.logicalCompletionTime, finish: table.finishTime)
        }
    }
}
