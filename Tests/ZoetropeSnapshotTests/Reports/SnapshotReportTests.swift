import Testing
@testable import ZoetropeSnapshot

/// The stderr lines and the report's derived values.
@Suite struct SnapshotReportTests {
    @Test func oneSceneLinesReadAsTheIssueShowsThem() {
        let passed = SnapshotReport(scenes: [.init(id: "fab-menu", status: .passed, duration: 1.234)])
        #expect(passed.summaryLines == ["✓ fab-menu  1.23 s"])
        let failed = SnapshotReport(scenes: [.init(id: "fab-menu", status: .failed,
                                                   summary: "frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7")])
        #expect(failed.summaryLines == ["✗ fab-menu  frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7"])
    }

    @Test func idsArePaddedToOneColumn() {
        // The longest id, `a<b & "c" 'd'`, has 13 characters; each line puts two spaces after that column.
        #expect(ReportFixtures.report.summaryLines == [
            "✗ fab-menu       frame 31 (0.517 s) …/ActionRow[1] frame.minY 402.1 → 398.7",
            "✗ a<b & \"c\" 'd'  <script>alert('x')</script> & more",
            "✓ card-detail    0.50 s",
            "+ onboarding     recorded 12 frames  2.00 s",
            "✗ tab-bar        no baseline at Snapshots/tab-bar (record mode never)",
        ])
    }

    @Test func totalsAndPaths() {
        let report = ReportFixtures.report
        #expect(report.counts == SnapshotReport.Counts(passed: 1, failed: 2, recorded: 1, missing: 1))
        #expect(report.hasFailures)
        #expect(report.totalLine == "2 failed, 1 missing, 1 passed, 1 recorded in 4.13 s")
        #expect(report.imagePaths == ["fab-menu/frame-031.png", "fab-menu/frame-032.png", "fab-menu/strip.png",
                                      "odd name/frame #1?.png"])
        #expect(SnapshotReport(scenes: []).totalLine == "no scenes in 0.00 s")
    }

    @Test func multiLineSummariesStayOnOneLine() {
        let report = SnapshotReport(scenes: [.init(id: "x", status: .failed, summary: "first\nsecond")])
        #expect(report.summaryLines == ["✗ x  first second"])
    }
}
