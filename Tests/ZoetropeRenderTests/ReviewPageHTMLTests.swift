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
            onion: ReviewImage(file: folder + "/onion.png", times: [0, 1], note: "a & b"),
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
        // The only script element is the page's own.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains("<script src=\"review.js\"></script>"))
        #expect(!html.contains("<b>bold</b>") && !html.contains("<i>x</i>") && !html.contains("</textarea><script>"))
        // Each value appears escaped: in text, in attributes and inside the copy-as-Markdown textarea.
        #expect(html.contains("&lt;script&gt;alert('id')&lt;/script&gt;"))
        #expect(html.contains("AnimatablePair&lt;A, B&gt;"))
        #expect(html.contains("data-scene=\"&lt;script&gt;alert(&#39;id&#39;)&lt;/script&gt;\""))
        #expect(html.contains("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("No plot: unknown animation '&lt;custom&gt;'"))
        // Every element the page opens it closes: as many <tr> as </tr>, <td as </td>, <figure as </figure>.
        for tag in ["tr", "td", "figure", "section", "table", "div", "textarea"] {
            let opened = html.components(separatedBy: "<\(tag)>").count + html.components(separatedBy: "<\(tag) ").count - 2
            #expect(opened == html.components(separatedBy: "</\(tag)>").count - 1, "<\(tag)>")
        }
    }

    @Test func everyReferencedFileIsOneTheExportWrites() throws {
        let scene = Self.hostileScene()
        let html = ReviewPage(scenes: [scene]).html
        let pattern = try NSRegularExpression(pattern: ##"\b(?:src|href)="([^"#][^"]*)""##)
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
}
