import Foundation
import Testing
import ZoetropeSystem
@testable import Zoetrope
@testable import ZoetropeRender

/// The review page's HTML, generated from hand-made scene values (no rendering).
@Suite struct ReviewPageHTMLTests {
    /// A scene whose every text field carries markup, quotes and ampersands.
    static func hostileScene() -> ReviewScene {
        let row = MotionSpec.Row(view: "Root/<b>bold</b>/\"quoted\"", name: "<i>name</i>", type: "Text<&>", property: "opacity", from: "AnimatablePair<A, B>",
                                 to: "'1' & \"2\"", animation: ".custom(\"</textarea><script>alert(1)</script>\")",
                                 spelling: ".custom(\"</textarea><script>alert(1)</script>\")",
                                 start: 0.5, logicalCompletion: 1.0, finish: 1.5)
        let spec = MotionSpec(scene: "<script>alert('id')</script>", duration: 2,
                              events: [MotionSpec.Event(label: "Tap(\"<i>x</i>\")", time: 0.3, duration: 0)], rows: [row])
        let folder = "scenes/1-script"
        return ReviewScene(
            id: spec.scene, folder: folder, fps: 60, duration: 2, frameCount: 120, canvas: "393×852 pt",
            videoWidth: 786, videoHeight: 1704, spec: spec,
            curves: [ReviewCurve(animation: row.animation, file: nil, problem: "unknown animation '<custom>'")],
            video: folder + "/video.mp4",
            sheet: ReviewImage(file: folder + "/sheet.png", times: [0], note: "<sheet note>"),
            chapters: [ReviewChapter(number: 1, title: "Tap(\"<i>x</i>\")", time: 0.3, fingerDown: 0, clipStart: 0.2, clipEnd: 1.1,
                                     motionStart: 0.3, motionEnd: 1, keyTime: 0.5, region: CGRect(x: 20, y: 40, width: 100, height: 50),
                                     canvas: CGSize(width: 200, height: 400), changes: 1,
                                     strip: ReviewImage(file: folder + "/chapters/1-strip.png", times: [0.3], note: "<strip & note>"),
                                     crop: ReviewImage(file: folder + "/chapters/1-crop.png", times: [0.5], note: "\"crop\""),
                                     onion: ReviewImage(file: folder + "/chapters/1-onion.png", times: [0, 1], note: "a & b"))],
            findings: [ReviewFinding(kind: "jump", time: 0.5, frame: 30, view: "Root/<b>bold</b>", property: "bounds",
                                     detail: "<script>104.8 pt</script>",
                                     crop: ReviewImage(file: folder + "/findings/1.png", times: [0.483, 0.5], note: "<crop>"), chapter: 1)],
            still: ReviewImage(file: folder + "/still.png", times: [1]),
            overlay: ReviewImage(file: folder + "/overlay.png", times: [1], note: "\"quoted\""),
            specFiles: ["md": folder + "/spec.md", "csv": folder + "/spec.csv", "json": folder + "/spec.json"])
    }

    @Test func escapeTurnsMarkupIntoText() {
        #expect(Markup.attribute(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(Markup.text(#"<a href="x">Tom & Jerry's</a>"#) == #"&lt;a href="x"&gt;Tom &amp; Jerry's&lt;/a&gt;"#)
        #expect(Markup.text("plain 0° → 45°") == "plain 0° → 45°")
    }

    @Test func sceneTextIsShownNeverInterpreted() {
        let html = ReviewPage(scenes: [Self.hostileScene()]).html
        // The only script elements are the page's own two.
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(html.contains("<script src=\"review-layout.js\"></script>\n<script src=\"review.js\"></script>"))
        #expect(!html.contains("<b>bold</b>") && !html.contains("<i>x</i>") && !html.contains("</textarea><script>"))
        // Each value appears escaped: in text, in attributes and inside the copy-as-Markdown textarea.
        #expect(html.contains("&lt;script&gt;alert('id')&lt;/script&gt;"))
        #expect(html.contains("AnimatablePair&lt;A, B&gt;"))
        #expect(html.contains("data-scene=\"&lt;script&gt;alert(&#39;id&#39;)&lt;/script&gt;\""))
        #expect(html.contains("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("No plot: unknown animation '&lt;custom&gt;'"))
        #expect(html.contains("<h4><code>Tap(\"&lt;i&gt;x&lt;/i&gt;\")</code></h4>"))
        #expect(html.contains("&lt;script&gt;104.8 pt&lt;/script&gt;") && html.contains("&lt;strip &amp; note&gt;"))
        // Every element the page opens it closes: as many <tr> as </tr>, <td as </td>, <figure as </figure>.
        for tag in ["tr", "td", "figure", "section", "table", "div", "textarea", "li", "ol", "button", "video"] {
            let opened = html.components(separatedBy: "<\(tag)>").count + html.components(separatedBy: "<\(tag) ").count - 2
            #expect(opened == html.components(separatedBy: "</\(tag)>").count - 1, "<\(tag)>")
        }
    }

    @Test func everyReferencedFileIsOneTheExportWrites() throws {
        let scene = Self.hostileScene()
        let html = ReviewPage(scenes: [scene]).html
        // The file is what comes before a fragment (a chapter clip's `#t=` start).
        let pattern = try NSRegularExpression(pattern: ##"\b(?:src|href)="([^"#][^"#]*)[^"]*""##)
        let references = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
        #expect(!references.isEmpty)
        let written = Set(scene.files + ReviewPage.siteFiles)
        for reference in references { #expect(written.contains(reference), "\(reference) is linked but not written") }
        // And everything written for the scene is linked.
        for file in scene.files { #expect(references.contains(file), "\(file) is written but not linked") }
    }

    @Test func timingChartPlacesBarsOnTheSharedAxis() {
        var scene = Self.hostileScene()
        scene.id = "plain"
        scene.spec.scene = "plain"
        // The axis is the scene's 2 s: a bar from 0.5 s to its finish at 1.5 s starts at 25 % and is 50 % wide; its
        // logical completion (1.0 s) is half-way along the bar (--settle 50 %) and at 50 % of the axis; the tap at
        // 0.3 s is at 15 %.
        let html = ReviewPage(scenes: [scene]).timingChart(for: scene, index: 0)
        #expect(html.contains("style=\"left: 25%; width: 50%; --bar: var(--a0); --settle: 50%;\""))
        #expect(html.contains("<i class=\"complete\" style=\"left: 50%\"></i>"))
        #expect(html.contains("<div class=\"event\" style=\"left: 15%\""))
        // Ticks every 0.5 s (a fifth of 2 s is 0.4, the next round step is 0.5).
        #expect(html.contains("<span style=\"left: 75%\">1.5 s</span>"))
    }

    @Test func twoScenesShareTheLongerAxisAndGetADiff() {
        var short = Self.hostileScene()
        short.id = "short"
        short.duration = 1
        short.spec.scene = "short"
        let long = Self.hostileScene()
        let page = ReviewPage(scenes: [short, long])
        #expect(page.axis == 2)
        // The short scene's bar (0.5 s → 1.5 s) is drawn on the 2 s axis too.
        #expect(page.timingChart(for: short, index: 0).contains("left: 25%; width: 50%"))
        #expect(page.html.contains("<section id=\"diff\""))
        #expect(!ReviewPage(scenes: [long]).html.contains("<section id=\"diff\""))
    }

    @Test func chaptersFindingsAndTheOpeningFrame() {
        let scene = Self.hostileScene()
        let html = ReviewPage(scenes: [scene]).html
        // The page opens half-way through the first chapter's movement (its key time, 0.5 s), not at 0 s.
        #expect(html.contains("data-start-time=\"0.5\""))
        // The clip loops from 0.2 s to 1.1 s; it shows the region (20, 40, 100 × 50 pt) of the 200 × 400 pt canvas:
        // aspect 100 / 50, a tenth of the width from the left (20/200), a tenth of the height from the top (40/400),
        // half the canvas wide (100/200).
        #expect(html.contains("aspect-ratio: 100 / 50; --cw: 0.5; --cx: 0.1; --cy: 0.1"))
        #expect(html.contains("data-clip data-start=\"0.2\" data-end=\"1.1\""))
        // The finding is marked at 0.5 s of the 2 s axis (25 %), linked to its entry, and its chapter is named.
        #expect(html.contains("<a class=\"finding-mark\" href=\"#scene-1-finding-1\" style=\"left: 25%\""))
        #expect(html.contains("id=\"scene-1-finding-1\"") && html.contains("href=\"#scene-1-chapter-1\">chapter 1</a>"))
        // The chapter chip seeks to the key time and knows the chapter's stretch.
        #expect(html.contains("class=\"chapter-chip\" data-seek-time=\"0.5\" data-clip-start=\"0.2\" data-clip-end=\"1.1\""))
        // Both view toggles are on the page.
        #expect(html.contains("data-theme-choice=\"dark\"") && html.contains("data-role=\"device-frame\""))
    }
}
