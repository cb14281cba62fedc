import Foundation
import ZoetropeMotion
import ZoetropeSystem

extension ReviewPage {
    /// `scene-1-chapter-2`.
    static func chapterAnchor(scene: Int, chapter: Int) -> String { "\(anchor(scene))-chapter-\(chapter)" }
    /// `scene-1-finding-3`.
    static func findingAnchor(scene: Int, finding: Int) -> String { "\(anchor(scene))-finding-\(finding)" }

    /// A scene's chapters: per interaction (and the motion on appear) a looping slow-motion clip of the region that
    /// changes, a strip of consecutive frames, the crop at half the movement and the chapter's onion skin.
    func chaptersBlock(for scene: ReviewScene, index: Int) -> String {
        guard !scene.chapters.isEmpty else {
            return "<div class=\"block\"><h3>Chapters</h3><p class=\"empty\">No interactions and no motion on appear.</p></div>"
        }
        let items = scene.chapters.map { chapterItem($0, scene: scene, index: index) }
        return """
            <div class="block">
            <h3>Chapters</h3>
            <p class="lede">One chapter per interaction of the script, and one for the motion on appear: a slow-motion loop \
            of the region that changes, ten consecutive frames from where the motion starts, that region half-way through \
            the movement, and an onion skin of the chapter's moving views.</p>
            <ol class="chapters">\(items.joined(separator: "\n"))</ol>
            </div>
            """
    }

    private func chapterItem(_ chapter: ReviewChapter, scene: ReviewScene, index: Int) -> String {
        let findings = scene.findings.filter { $0.chapter == chapter.number }.count
        var facts = [chapter.title == ChapterPlan.onAppear ? "from 0 s" : "at \(NumberText.seconds(chapter.time)) s"
                        + (chapter.fingerDown > 0 ? " for \(NumberText.seconds(chapter.fingerDown)) s" : "")]
        if let start = chapter.motionStart, let end = chapter.motionEnd {
            facts.append("moves \(NumberText.seconds(start)) → \(NumberText.seconds(end)) s")
        } else {
            facts.append("nothing visibly changes")
        }
        facts.append("\(chapter.changes) animated change\(chapter.changes == 1 ? "" : "s")")
        if findings > 0 { facts.append("\(findings) finding\(findings == 1 ? "" : "s")") }
        return """
            <li class="chapter" id="\(Self.chapterAnchor(scene: index, chapter: chapter.number))" data-chapter \
            data-clip-start="\(HTML.number(chapter.clipStart))" data-clip-end="\(HTML.number(chapter.clipEnd))">
            <div class="chapter-head"><span class="chapter-number">\(chapter.number)</span><div class="chapter-title">\
            <h4><code>\(Markup.text(chapter.title))</code></h4><p>\(facts.joined(separator: " · "))</p></div>\
            <button type="button" class="button" data-seek-time="\(HTML.number(chapter.keyTime))">Show in player</button></div>
            <div class="chapter-body\(chapter.strip == nil ? " quiet" : "")">
            \(chapter.strip == nil ? "" : clip(for: chapter, scene: scene))
            \(Self.figure("chapter-still", framed: true, file: chapter.crop.file, alt: chapter.title + ": the region that changes",
                          label: chapter.strip == nil ? "Frame" : "Crop", note: chapter.crop.note))
            \(chapter.onion.map { Self.figure("chapter-still", framed: true, file: $0.file, alt: chapter.title + ": onion skin", label: "Onion skin", note: $0.note) } ?? "")
            \(chapter.strip.map { Self.figure("chapter-strip", framed: false, file: $0.file, alt: chapter.title + ": consecutive frames", label: "Strip", note: $0.note) } ?? "")
            </div>
            </li>
            """
    }

    /// An image with a bold label before its note; `framed` puts it in a rounded frame box.
    static func figure(_ className: String, framed: Bool, file: String, alt: String, label: String, note: String) -> String {
        let image = "<img src=\"\(Markup.attribute(file))\" alt=\"\(Markup.attribute(alt))\">"
        return "<figure class=\"\(className)\">\(framed ? "<div class=\"frame-box\">\(image)</div>" : image)"
            + "<figcaption><strong>\(Markup.text(label)).</strong> \(Markup.text(note))</figcaption></figure>"
    }

    /// The scene's video cut to the chapter's region (`--cx`…: the region as fractions of the canvas) and looped over
    /// the chapter's stretch by review.js at 0.25× or 0.1×. Its source names the stretch's start as a media fragment
    /// (`#t=`), so the browser shows and plays from there: played before review.js had seeked it, a clip showed the
    /// scene's first frame (seen in a browser test under load).
    private func clip(for chapter: ReviewChapter, scene: ReviewScene) -> String {
        let box = chapter.regionBox
        return """
            <figure class="chapter-clip"><div class="clip-box" style="aspect-ratio: \(box.aspect); --cw: \(box.width); \
            --cx: \(box.x); --cy: \(box.y)"><video src="\(Markup.attribute(scene.video))#t=\(HTML.number(chapter.clipStart))" muted playsinline preload="metadata" \
            data-clip data-start="\(HTML.number(chapter.clipStart))" data-end="\(HTML.number(chapter.clipEnd))" \
            data-fps="\(HTML.number(scene.fps))" aria-label="\(Markup.attribute(chapter.title)) in slow motion"></video></div>\
            <figcaption><span class="clip-controls"><span class="segmented" role="group" aria-label="Slow motion">\
            <button type="button" data-rate="0.25" aria-pressed="true">0.25×</button>\
            <button type="button" data-rate="0.1" aria-pressed="false">0.1×</button></span>\
            <output class="clip-time" data-role="clip-time">\(NumberText.seconds(chapter.clipStart)) s</output></span>\
            <span><strong>Slow motion</strong>, looping \(NumberText.seconds(chapter.clipStart)) → \(NumberText.seconds(chapter.clipEnd)) s\
            \(chapter.region == nil ? "" : " of the region that changes").</span></figcaption></figure>
            """
    }

    /// What `zoetrope audit` reports, each finding at its frame with its crop.
    func findingsBlock(for scene: ReviewScene, index: Int) -> String {
        guard !scene.findings.isEmpty else {
            return """
                <div class="block" id="\(Self.anchor(index))-findings"><h3>Audit findings</h3>\
                <p class="empty"><code>zoetrope audit</code> finds no jumps, pixel spikes, vanishing views, animations cut \
                off at the end or motion iOS never makes in this scene.</p></div>
                """
        }
        let items = scene.findings.enumerated().map { number, finding -> String in
            let crop = finding.crop.map {
                "<figure class=\"finding-crop\"><img src=\"\(Markup.attribute($0.file))\" alt=\"Frames around the finding\">"
                    + "<figcaption>\(Markup.text($0.note))</figcaption></figure>"
            } ?? ""
            let chapter = finding.chapter.map {
                " · <a href=\"#\(Self.chapterAnchor(scene: index, chapter: $0))\">chapter \($0)</a>"
            } ?? ""
            return """
                <li class="finding" id="\(Self.findingAnchor(scene: index, finding: number + 1))"><div class="finding-text">\
                <p class="finding-head"><span class="finding-kind">\(Markup.text(finding.kind))</span> \
                <button type="button" class="link" data-seek-time="\(HTML.number(finding.time))">frame \(finding.frame) · \
                \(NumberText.seconds(finding.time)) s</button>\(chapter)</p>\
                <p><code title="\(Markup.attribute(finding.view ?? ""))">\(Markup.text(finding.view.map(SpecDiff.shortPath) ?? "the whole frame"))</code> \
                · \(Markup.text(finding.property))</p><p class="finding-detail">\(Markup.text(finding.detail))</p></div>\(crop)</li>
                """
        }
        let count = scene.findings.count
        return """
            <div class="block" id="\(Self.anchor(index))-findings">
            <h3>Audit findings <span class="count">\(count)</span></h3>
            <p class="lede">What <code>zoetrope audit</code> reports, each at its frame (marked ▲ on the timing chart) with \
            the frame before and the frame itself.</p>
            <ol class="findings">\(items.joined(separator: "\n"))</ol>
            </div>
            """
    }

    /// The findings as marks under a timing chart, each linking to its entry.
    func findingMarks(for scene: ReviewScene, index: Int) -> String {
        guard !scene.findings.isEmpty else { return "" }
        let marks = scene.findings.enumerated().map { number, finding in
            "<a class=\"finding-mark\" href=\"#\(Self.findingAnchor(scene: index, finding: number + 1))\" "
                + "style=\"left: \(HTML.percent(finding.time, of: axis))\" title=\"\(Markup.attribute("\(finding.kind) at \(NumberText.seconds(finding.time)) s: \(finding.detail)"))\" "
                + "aria-label=\"\(Markup.attribute("\(finding.kind) at \(NumberText.seconds(finding.time)) s"))\"></a>"
        }
        return "<div class=\"findings-lane\">\(marks.joined())</div>"
    }

    /// The chapters as buttons that show each in the player.
    func chapterChips(for scene: ReviewScene) -> String {
        guard !scene.chapters.isEmpty else { return "" }
        let chips = scene.chapters.map { chapter in
            "<button type=\"button\" class=\"chapter-chip\" data-seek-time=\"\(HTML.number(chapter.keyTime))\" "
                + "data-clip-start=\"\(HTML.number(chapter.clipStart))\" data-clip-end=\"\(HTML.number(chapter.clipEnd))\">"
                + "<b>\(chapter.number)</b> \(Markup.text(chapter.title))</button>"
        }
        return "<div class=\"chapter-chips\" role=\"group\" aria-label=\"Chapters\">\(chips.joined())</div>"
    }
}

extension ReviewChapter {
    /// The region as CSS numbers for the clip: its aspect ratio, and its width, left and top as fractions of the
    /// canvas (the whole canvas when nothing changes).
    var regionBox: (aspect: String, width: String, x: String, y: String) {
        let shown = region ?? CGRect(origin: .zero, size: canvas)
        let w = Double(canvas.width), h = Double(canvas.height)
        guard w > 0, h > 0, shown.width > 0, shown.height > 0 else { return ("1", "1", "0", "0") }
        return ("\(HTML.number(Double(shown.width))) / \(HTML.number(Double(shown.height)))",
                HTML.number(Double(shown.width) / w), HTML.number(Double(shown.minX) / w), HTML.number(Double(shown.minY) / h))
    }
}
