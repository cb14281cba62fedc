import Foundation
import Testing
@testable import ZoetropeSnapshot

/// The JUnit file parses with Foundation's XMLParser and carries the counts, names and messages CI shows.
@Suite struct JUnitReportTests {
    let report = ReportFixtures.report

    func root(_ xml: String) throws -> XMLTree.Element {
        let tree = XMLTree(xml)
        #expect(tree.error == nil, "\(String(describing: tree.error))")
        return try #require(tree.root)
    }

    @Test func countsAreInTheAttributes() throws {
        let root = try root(JUnitReport.render(report))
        #expect(root.name == "testsuites")
        let suites = root.all("testsuite")
        #expect(suites.count == 1)
        // 5 scenes: 2 failed + 1 missing are failures, 1 recorded is skipped; 1.234 + 0.1 + 0.5 + 2 + 0.3 = 4.134 s.
        let expected = ["name": "zoetrope-snapshots", "tests": "5", "failures": "3", "errors": "0", "skipped": "1", "time": "4.134"]
        #expect(suites[0].attributes == expected)
        #expect(root.attributes == expected)
    }

    @Test func oneTestCasePerScene() throws {
        let cases = try root(JUnitReport.render(report)).all("testcase")
        #expect(cases.map { $0.attributes["name"] } == ["fab-menu", ReportFixtures.awkwardID, "card-detail", "onboarding", "tab-bar"])
        #expect(cases.allSatisfy { $0.attributes["classname"] == "zoetrope.snapshot" })
        #expect(cases.map { $0.attributes["time"] } == ["1.234", "0.100", "0.500", "2.000", "0.300"])
        #expect(cases.map { $0.all("failure").count } == [1, 1, 0, 0, 1])
        #expect(cases.map { $0.all("skipped").count } == [0, 0, 0, 1, 0])
    }

    @Test func failuresCarryTheMessageAndDetails() throws {
        let cases = try root(JUnitReport.render(report)).all("testcase")
        let fab = try #require(cases[0].all("failure").first)
        #expect(fab.attributes["message"] == "frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7")
        #expect(fab.attributes["type"] == "snapshot-mismatch")
        #expect(fab.text == """
            frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7

            Trace lines that moved:
            31 …/ActionRow[1] frame.minY 402.1 → 398.7
            31 …/ActionRow[1] opacity 0.80 → 0.75

            Images:
            fab-menu/frame-031.png  (frame 31 (0.517 s))
            fab-menu/frame-032.png  (frame 32 (0.533 s))
            fab-menu/strip.png
            """)
        #expect(cases[0].all("system-out").first?.text
            == "[[ATTACHMENT|fab-menu/frame-031.png]]\n[[ATTACHMENT|fab-menu/frame-032.png]]\n[[ATTACHMENT|fab-menu/strip.png]]")
        #expect(cases[1].all("failure").first?.attributes["message"] == "<script>alert('x')</script> & more")
        #expect(cases[4].all("failure").first?.attributes["type"] == "missing-baseline")
        #expect(cases[3].all("skipped").first?.attributes["message"] == "recorded 12 frames")
    }

    @Test func attachmentPrefixIsPrepended() throws {
        let xml = JUnitReport.render(report, attachmentPrefix: "snapshot-report/")
        #expect(try root(xml).all("system-out").first?.text.hasPrefix("[[ATTACHMENT|snapshot-report/fab-menu/frame-031.png]]") == true)
    }

    @Test func lineBreaksSurviveInAttributesAndForbiddenCharactersAreReplaced() throws {
        let odd = SnapshotReport(scenes: [.init(id: "bell\u{7}", status: .failed, summary: "two\nlines\tand a tab")])
        let cases = try root(JUnitReport.render(odd)).all("testcase")
        #expect(cases.first?.attributes["name"] == "bell\u{FFFD}")
        #expect(cases.first?.all("failure").first?.attributes["message"] == "two\nlines\tand a tab")
    }
}
