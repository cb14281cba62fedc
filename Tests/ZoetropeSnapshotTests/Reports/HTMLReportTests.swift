import Foundation
import Testing
@testable import ZoetropeSnapshot

/// The page is well-formed, refers only to the report's images, escapes every text and needs no other file.
@Suite struct HTMLReportTests {
    let report = ReportFixtures.report
    var html: String { HTMLReport.render(report) }

    func tree() throws -> XMLTree.Element {
        let tree = XMLTree(html)
        #expect(tree.error == nil, "\(String(describing: tree.error))")
        return try #require(tree.root)
    }

    @Test func theCheckingParserRefusesMalformedMarkup() {
        #expect(XMLTree("<a><b></a>").error != nil)
        #expect(XMLTree("<p>a < b</p>").error != nil)
        #expect(XMLTree("<p>&nbsp;</p>").error != nil) // HTML's named entities are not XML's
    }

    @Test func isWellFormedAndSelfContained() throws {
        let root = try tree()
        #expect(root.name == "html")
        #expect(root.all("script").isEmpty && root.all("link").isEmpty)
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func everyImageIsOneOfTheReportsPaths() throws {
        let sources = try tree().all("img").compactMap { $0.attributes["src"]?.removingPercentEncoding }
        // fab-menu: two three-ups and a strip; the awkward scene: one three-up.
        #expect(sources == ["fab-menu/frame-031.png", "fab-menu/frame-032.png", "fab-menu/strip.png", "odd name/frame #1?.png"])
        #expect(sources == report.imagePaths)
        #expect(html.contains("src=\"odd%20name/frame%20%231%3F.png\""))
    }

    @Test func textIsEscaped() throws {
        #expect(!html.contains("<script>") && !html.contains("a<b"))
        #expect(html.contains("<h2>a&lt;b &amp; \"c\" 'd' <span"))
        #expect(html.contains("alt=\"a&lt;b &amp; &quot;c&quot; &#39;d&#39;: baseline"))
        let root = try tree()
        let headings = root.all("h2").map { $0.text.trimmingCharacters(in: .whitespaces) }
        #expect(headings == ["fab-menu", ReportFixtures.awkwardID, "tab-bar"])
        #expect(root.all("p").contains { $0.text == "<script>alert('x')</script> & more" })
        let alts = root.all("img").compactMap { $0.attributes["alt"] }
        #expect(alts.last == "\(ReportFixtures.awkwardID): baseline, actual, difference; 100% <odd>")
    }

    @Test func tableListsEveryScene() throws {
        let rows = try tree().all("tbody").first?.all("tr") ?? []
        #expect(rows.map { $0.attributes["class"] } == ["failed", "failed", "passed", "recorded", "missing"])
        #expect(rows.map { $0.children.first?.allText } == ["fab-menu", ReportFixtures.awkwardID, "card-detail", "onboarding", "tab-bar"])
        #expect(rows.first?.children.map(\.allText) == ["fab-menu", "✗ failed", "1.23 s",
                                                         "frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7"])
        // Failing scenes link to their sections; passed and recorded ones have none.
        let links = rows.map { $0.all("a").first?.attributes["href"] }
        #expect(links == ["#scene-1", "#scene-2", nil, nil, "#scene-5"])
    }

    @Test func failingScenesShowTheirMessageTraceAndImages() throws {
        let sections = try tree().all("section")
        #expect(sections.map { $0.attributes["id"] } == ["scene-1", "scene-2", "scene-5"])
        let fab = try #require(sections.first)
        #expect(fab.all("pre").map(\.text) == ["31 …/ActionRow[1] frame.minY 402.1 → 398.7\n31 …/ActionRow[1] opacity 0.80 → 0.75"])
        #expect(fab.all("figcaption").map(\.text) == ["baseline | actual | difference · frame 31 (0.517 s)",
                                                      "baseline | actual | difference · frame 32 (0.533 s)",
                                                      "first failing frames"])
        #expect(sections[1].all("pre").first?.text == "0 <Root>/Text[\"Hi & bye\"] x 1 → 2")
    }

    @Test func notesAndTheRerecordCommandAppearWhenSomethingFailed() throws {
        let root = try tree()
        #expect(root.all("li").map(\.text) == ["environment differs: cairo 1.16.0 → 1.18.0"])
        #expect(root.all("pre").first?.text == "zoetrope snapshot record Motion/ --out Snapshots/ --record failed")
        var green = report
        green.scenes = [.init(id: "card-detail", status: .passed, duration: 0.5)]
        #expect(!HTMLReport.render(green).contains("--record failed"))
        #expect(XMLTree(HTMLReport.render(green)).error == nil)
    }
}
