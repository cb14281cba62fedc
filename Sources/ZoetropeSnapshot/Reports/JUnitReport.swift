import Foundation
import ZoetropeMotion
import ZoetropeSystem

/// The report as JUnit XML, the format GitHub Actions (test-report actions), GitLab (`artifacts:reports:junit`)
/// and Jenkins (the JUnit plugin) display.
///
/// One `<testsuite name="zoetrope-snapshots">` inside `<testsuites>`, one `<testcase classname="zoetrope.snapshot"
/// name="SCENE">` per scene: `<failure>` for a failed scene or a missing baseline, with the message in its
/// `message` attribute and the moved trace lines and image paths in its body; `<skipped/>` for a recorded one.
/// Each failing case lists its pictures as `[[ATTACHMENT|path]]` lines in `<system-out>`, which GitLab and
/// Jenkins' attachments plugin show. No timestamps or host names, so the same run gives the same file.
public enum JUnitReport {
    /// The XML for `report`. `attachmentPrefix` is put in front of every attachment path, for tools that
    /// resolve them from somewhere other than the report's folder (GitLab: the project directory).
    public static func render(_ report: SnapshotReport, attachmentPrefix: String = "") -> String {
        let counts = report.counts
        let totals = "tests=\"\(counts.total)\" failures=\"\(counts.failed + counts.missing)\" errors=\"0\" "
            + "skipped=\"\(counts.recorded)\" time=\"\(seconds(report.duration))\""
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="zoetrope-snapshots" \(totals)>
        <testsuite name="zoetrope-snapshots" \(totals)>

        """
        if !report.notes.isEmpty {
            xml += "<properties>\n"
            for (index, note) in report.notes.enumerated() {
                xml += "<property name=\"note.\(index + 1)\" value=\"\(Markup.attribute(note))\"/>\n"
            }
            xml += "</properties>\n"
        }
        for scene in report.scenes { xml += testCase(scene, attachmentPrefix: attachmentPrefix) }
        return xml + "</testsuite>\n</testsuites>\n"
    }

    private static func testCase(_ scene: SnapshotReport.Scene, attachmentPrefix: String) -> String {
        let open = "<testcase classname=\"zoetrope.snapshot\" name=\"\(Markup.attribute(scene.id))\" "
            + "time=\"\(seconds(scene.duration))\""
        switch scene.status {
        case .passed:
            return open + "/>\n"
        case .recorded:
            let message = scene.summary.isEmpty ? "baseline recorded" : scene.summary
            return open + ">\n<skipped message=\"\(Markup.attribute(message))\"/>\n</testcase>\n"
        case .failed, .missing:
            let message = scene.summary.isEmpty ? (scene.status == .missing ? "no baseline" : "snapshot differs") : scene.summary
            let type = scene.status == .missing ? "missing-baseline" : "snapshot-mismatch"
            var details = [message]
            if !scene.movedTraceLines.isEmpty { details += ["", "Trace lines that moved:"] + scene.movedTraceLines }
            let images = scene.threeUps.map { "\($0.path)  (\($0.caption))" } + (scene.stripPath.map { [$0] } ?? [])
            if !images.isEmpty { details += ["", "Images:"] + images }
            var xml = open + ">\n<failure message=\"\(Markup.attribute(message))\" type=\"\(type)\">"
                + Markup.text(details.joined(separator: "\n")) + "</failure>\n"
            let attachments = scene.threeUps.map(\.path) + (scene.stripPath.map { [$0] } ?? [])
            if !attachments.isEmpty {
                xml += "<system-out>" + Markup.text(attachments.map { "[[ATTACHMENT|\(attachmentPrefix)\($0)]]" }
                    .joined(separator: "\n")) + "</system-out>\n"
            }
            return xml + "</testcase>\n"
        }
    }

    /// Seconds with three decimals, as JUnit's `time` attributes are usually written.
    private static func seconds(_ value: Double) -> String {
        NumberText.fixed(value.isFinite ? value : 0, places: 3)
    }
}
