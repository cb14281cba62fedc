import Foundation
import Zoetrope

extension ReviewAssets {
    /// Findings past this many in a scene are listed without a crop of their own (a pixel spike keeps the audit's).
    static let croppedFindings = 12

    /// The two jobs a scene's images are drawn with: the review's own (the video's scale, at most 2x) and one at 1x.
    typealias Jobs = (full: RenderJob, plain: RenderJob)

    /// The job that draws `region` legibly and small: the review's for a region at most 200 points wide, else 1x.
    private func job(for region: CGRect, _ jobs: Jobs) -> RenderJob { region.width <= 200 ? jobs.full : jobs.plain }

    /// Writes a chapter's strip, crop and onion skin under `chapters/` and describes them.
    func renderChapter(_ plan: ChapterPlan, number: Int, changes: Int, jobs: Jobs, into base: URL) throws -> ReviewChapter {
        let fps = jobs.full.fps
        func seconds(_ frame: Int) -> Double { Double(frame) / fps }
        func file(_ suffix: String) -> (path: String, url: URL) {
            let name = "chapters/\(number)-\(suffix).png"
            return (folder + "/" + name, base.appendingPathComponent(name))
        }
        let area = plan.regionFound ? Self.text(of: plan.region) : nil
        let regionWords = area.map { "the region that changes (\($0))" } ?? "the whole canvas (nothing visibly changes)"

        let crop = file("crop")
        try jobs.full.renderCrop(at: seconds(plan.key), region: plan.region, to: crop.url)
        var chapter = ReviewChapter(
            number: number, title: plan.title, time: plan.time, fingerDown: plan.fingerDown,
            clipStart: seconds(plan.clip.lowerBound), clipEnd: seconds(plan.clip.upperBound),
            motionStart: plan.motion.map { seconds($0.lowerBound) }, motionEnd: plan.motion.map { seconds($0.upperBound) },
            keyTime: seconds(plan.key), region: plan.regionFound ? plan.region : nil,
            canvas: timeline.scene.canvas.size, changes: changes, strip: nil,
            crop: ReviewImage(file: crop.path, times: [seconds(plan.key)],
                              note: (area.map { "The region \($0)" } ?? "The whole canvas") + " at \(NumberText.seconds(seconds(plan.key))) s"
                                + (plan.motion == nil ? ", the interaction's frame: nothing visibly changes." : ", half of the chapter's movement done.")),
            onion: nil)
        // A chapter where nothing visibly changes shows its one frame: a strip or an onion skin would repeat it.
        guard plan.motion != nil else { return chapter }

        let strip = file("strip"), stripTimes = plan.strip.map(seconds)
        try ContactSheet(job: job(for: plan.region, jobs), times: stripTimes, columns: plan.region.width <= 200 ? plan.strip.count : 5,
                         region: plan.region, title: "\(number). \(plan.title)").writePNG(to: strip.url)
        let onion = file("onion")
        var skin = OnionSkin(job: jobs.full, times: plan.onion.map(seconds))
        skin.region = plan.region
        try skin.writePNG(to: onion.url)
        let moving = skin.movingViews.count
        let first = plan.strip.first ?? 0, last = plan.strip.last ?? 0
        chapter.strip = ReviewImage(file: strip.path, times: stripTimes,
                                    note: "Frames \(first)–\(last), \(plan.strip.count) in a row (1/\(HTML.number(fps)) s apart), of "
                                        + regionWords + ", from two frames before the motion starts.")
        chapter.onion = ReviewImage(
            file: onion.path, times: skin.times,
            note: moving == 0
                ? "Nothing moves at \(Self.listed(skin.times)): views only fade or appear in place. The frame at \(NumberText.seconds(skin.times.last)) s."
                : "\(moving) moving view\(moving == 1 ? "" : "s") at \(Self.listed(skin.times)), fainter the older, over the frame at \(NumberText.seconds(skin.times.last)) s.")
        return chapter
    }

    /// Audits the scene (`zoetrope audit` at the scene's frame rate, pixels at 1x) and crops each finding: the audit's
    /// own crop for a pixel spike, else the view's region in the frame before and the frame itself.
    func audit(jobs: Jobs, motion: MotionFrames, chapters: [ReviewChapter], into base: URL) throws -> [ReviewFinding] {
        let report = try jobs.plain.audit(cropsTo: base.appendingPathComponent("findings"), traces: motion.traces)
        let canvas = timeline.scene.canvas.size
        let fps = jobs.plain.fps
        return try report.findings.enumerated().map { index, finding in
            let frames = [max(finding.frame - 1, 0), finding.frame].filter { $0 <= motion.lastFrame }
            var crop: ReviewImage?
            if let written = finding.file {
                crop = ReviewImage(file: folder + "/findings/" + URL(fileURLWithPath: written).lastPathComponent,
                                   times: frames.map { Double($0) / fps },
                                   note: "The pixels that change: frame \(frames.first ?? 0), then frame \(finding.frame).")
            } else if index < Self.croppedFindings {
                var region: CGRect?
                if let path = finding.path {
                    for frame in Set(frames) {
                        guard let view = motion.traces[frame].view(path) else { continue }
                        var visible = view.bounds.intersection(CGRect(origin: .zero, size: canvas))
                        if let clip = view.clip { visible = visible.intersection(clip) }
                        guard !visible.isNull, visible.width > 0.01, visible.height > 0.01 else { continue }
                        region = region.map { $0.union(visible) } ?? visible
                    }
                }
                let shown = region.map { ChapterPlan.padded($0, canvas: canvas) } ?? CGRect(origin: .zero, size: canvas)
                let name = "findings/\(index + 1).png"
                try ContactSheet(job: job(for: shown, jobs), times: frames.map { Double($0) / fps }, columns: 2, region: shown,
                                 title: "\(finding.kind.rawValue) at frame \(finding.frame)")
                    .writePNG(to: base.appendingPathComponent(name))
                crop = ReviewImage(file: folder + "/" + name, times: frames.map { Double($0) / fps },
                                   note: region == nil ? "The whole canvas: frame \(frames.first ?? 0), then frame \(finding.frame)."
                                    : "The view's region (\(Self.text(of: shown))): frame \(frames.first ?? 0), then frame \(finding.frame).")
            }
            let chapter = chapters.last { $0.clipStart <= finding.time + 1e-9 && finding.time <= $0.clipEnd + 1e-9 }
            return ReviewFinding(kind: finding.kind.rawValue, time: finding.time, frame: finding.frame, view: finding.path,
                                 property: finding.property, detail: finding.detail, crop: crop, chapter: chapter?.number)
        }
    }

    /// `x 16, y 80, 361 × 240 pt`.
    static func text(of region: CGRect) -> String {
        "x \(HTML.number(Double(region.minX))), y \(HTML.number(Double(region.minY))), "
            + "\(HTML.number(Double(region.width))) × \(HTML.number(Double(region.height))) pt"
    }
}
