import Foundation
import Zoetrope
import ZoetropeMotion

/// Renders the files of one scene for the review page into its folder: the MP4, the spec as Markdown/CSV/JSON, a
/// curve plot per distinct animation, the contact sheet, the onion skin, and a still with and without the trace
/// overlay.
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

        log("\(scene.id): video")
        try ProgressReporter(scene: scene.id, stage: "video", style: progress).reporting {
            try job.renderVideo(to: url("video.mp4"), format: .mp4, progress: $0)
        }

        let spec = timeline.motionSpec()
        let specFiles = ["md": "spec.md", "csv": "spec.csv", "json": "spec.json"]
        try AtomicFile.write(Array(spec.markdown.utf8), to: url("spec.md"))
        try AtomicFile.write(Array(spec.csv.utf8), to: url("spec.csv"))
        try AtomicFile.write(Array(try spec.json().utf8), to: url("spec.json"))

        log("\(scene.id): curves, contact sheet, onion skin, overlay")
        let curves = try plotCurves(of: spec, into: base)

        let window = MotionWindow(timeline: timeline, fps: job.fps)
        let sheetTimes = window.times(count: 5)
        let sheetJob = try RenderJob(timeline: timeline, options: RenderOptions(jobs: jobs, chrome: chrome), defaultScale: 1)
        try ContactSheet(job: sheetJob, times: sheetTimes).writePNG(to: url("sheet.png"))

        let burst = ReviewTimes(spec: spec, window: window, frameCount: scene.frameCount(fps: job.fps))
        let onion = OnionSkin(job: job, times: burst.onion)
        try onion.writePNG(to: url("onion.png"))
        let moving = onion.movingViews.count
        try job.renderStill(at: burst.still, to: url("still.png"))
        try job.renderOverlayStill(at: burst.still, to: url("overlay.png"))

        let listed = { (times: [Double]) in times.map { NumberText.seconds($0) }.joined(separator: ", ") + " s" }
        let size = job.pixelSize
        return ReviewScene(
            id: scene.id, folder: folder, fps: job.fps, duration: scene.duration, frameCount: scene.frameCount(fps: job.fps),
            canvas: "\(HTML.number(Double(scene.canvas.size.width)))×\(HTML.number(Double(scene.canvas.size.height))) pt",
            videoWidth: size.width / 2 * 2, videoHeight: size.height / 2 * 2, spec: spec, curves: curves,
            video: path("video.mp4"),
            sheet: ReviewImage(file: path("sheet.png"), times: sheetTimes,
                               note: "Five frames across the motion, at \(listed(sheetTimes))."),
            onion: ReviewImage(file: path("onion.png"), times: onion.times,
                               note: moving == 0
                                ? "Nothing moves between \(listed(onion.times)): views only fade or appear in place. The frame at \(NumberText.seconds(onion.times.last)) s."
                                : "\(moving) moving view\(moving == 1 ? "" : "s") at \(listed(onion.times)), fainter the older, over the frame at \(NumberText.seconds(onion.times.last)) s."),
            still: ReviewImage(file: path("still.png"), times: [burst.still]),
            overlay: ReviewImage(file: path("overlay.png"), times: [burst.still], note: "The frame at \(NumberText.seconds(burst.still)) s."),
            specFiles: specFiles.mapValues(path))
    }

    /// One plot per distinct spelling (0 → 1, sampled at 60 fps through its finish); a spelling `curve` cannot read
    /// gets no plot and the reason instead.
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
                // A scroll's glide has no 0 → 1 curve of its own: its shape is the flick's (speed and distance).
                if spelling.code.hasPrefix("Animation(scrollDeceleration(") {
                    return ReviewCurve(animation: spelling.readable, file: nil,
                                       problem: "a glide's curve is the flick's own: it slows by the rate each millisecond from the speed the finger left it at")
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
