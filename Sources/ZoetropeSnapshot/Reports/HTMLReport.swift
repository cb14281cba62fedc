import ZoetropeSystem

/// The report as one static HTML page: a table of scenes, then each failing scene's message, the trace lines
/// that moved and its pictures.
///
/// No server, no scripts, no external assets (the style sheet is inline); images by relative path, so the page
/// is opened from the report folder or the CI artifact. All text is escaped, and the markup is also well-formed
/// XML (void elements self-closed, no named entities but XML's), so it can be checked with an XML parser.
public enum HTMLReport {
    /// The page for `report`.
    public static func render(_ report: SnapshotReport) -> String {
        let counts = report.counts
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>\(Markup.text("Zoetrope snapshots: " + report.totalLine))</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>Zoetrope snapshots</h1>
        <p class="totals">\(Markup.text(report.totalLine))</p>

        """
        if !report.notes.isEmpty {
            html += "<ul class=\"notes\">\n"
            for note in report.notes { html += "<li>\(Markup.text(note))</li>\n" }
            html += "</ul>\n"
        }
        if report.hasFailures, let command = report.rerecordCommand {
            html += "<p>To accept the new frames as baselines:</p>\n<pre class=\"command\">\(Markup.text(command))</pre>\n"
        }
        html += table(report)
        for (index, scene) in report.scenes.enumerated() where scene.isFailure || !scene.threeUps.isEmpty || scene.stripPath != nil {
            html += section(scene, index: index)
        }
        html += "<footer>\(counts.total) scenes</footer>\n</body>\n</html>\n"
        return html
    }

    /// The anchor of the scene at `index`: made from its position, so any id is a valid fragment.
    static func anchor(_ index: Int) -> String { "scene-\(index + 1)" }

    private static func table(_ report: SnapshotReport) -> String {
        var html = """
        <table>
        <thead><tr><th>Scene</th><th>Status</th><th>Time</th><th>Summary</th></tr></thead>
        <tbody>

        """
        for (index, scene) in report.scenes.enumerated() {
            let name = scene.isFailure || !scene.threeUps.isEmpty || scene.stripPath != nil
                ? "<a href=\"#\(anchor(index))\">\(Markup.text(scene.id))</a>" : Markup.text(scene.id)
            html += "<tr class=\"\(scene.status.rawValue)\"><td>\(name)</td>"
                + "<td class=\"status\">\(scene.status.mark) \(scene.status.rawValue)</td>"
                + "<td class=\"time\">\(SnapshotReport.seconds(scene.duration))</td>"
                + "<td>\(Markup.text(scene.summary))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func section(_ scene: SnapshotReport.Scene, index: Int) -> String {
        var html = "<section class=\"scene \(scene.status.rawValue)\" id=\"\(anchor(index))\">\n"
        html += "<h2>\(Markup.text(scene.id)) <span class=\"status\">\(scene.status.rawValue)</span></h2>\n"
        if !scene.summary.isEmpty { html += "<p class=\"message\">\(Markup.text(scene.summary))</p>\n" }
        if !scene.movedTraceLines.isEmpty {
            html += "<h3>Trace lines that moved</h3>\n<pre class=\"trace\">"
                + Markup.text(scene.movedTraceLines.joined(separator: "\n")) + "</pre>\n"
        }
        for image in scene.threeUps {
            html += figure(path: image.path, alt: "\(scene.id): baseline, actual, difference; \(image.caption)",
                           caption: "baseline | actual | difference · " + image.caption, className: "three-up")
        }
        if let strip = scene.stripPath {
            html += figure(path: strip, alt: "\(scene.id): first failing frames", caption: "first failing frames",
                           className: "strip")
        }
        return html + "</section>\n"
    }

    private static func figure(path: String, alt: String, caption: String, className: String) -> String {
        let src = Markup.attribute(Markup.urlPath(path))
        return "<figure class=\"\(className)\"><a href=\"\(src)\"><img src=\"\(src)\" alt=\"\(Markup.attribute(alt))\" /></a>"
            + "<figcaption>\(Markup.text(caption))</figcaption></figure>\n"
    }

    private static let style = """

    body { font: 14px/1.45 system-ui, sans-serif; margin: 2em; color: #1d1d1f; background: #fff; }
    h1 { font-size: 1.5em; margin: 0 0 .2em; }
    table { border-collapse: collapse; margin: 1em 0 2em; }
    th, td { text-align: left; padding: .3em .8em; border-bottom: 1px solid #ddd; vertical-align: top; }
    td.time { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    td.status { white-space: nowrap; }
    tr.passed td.status { color: #1a7f37; }
    tr.failed td.status, tr.missing td.status { color: #cf222e; font-weight: 600; }
    tr.recorded td.status { color: #9a6700; }
    section.scene { border-top: 2px solid #cf222e; padding-top: .5em; margin-top: 2em; }
    section.scene.recorded, section.scene.passed { border-top-color: #ddd; }
    h2 .status { font-size: .7em; font-weight: normal; color: #6e7781; }
    pre { background: #f6f8fa; padding: .8em; overflow-x: auto; }
    figure { margin: 1em 0; }
    figure img { max-width: 100%; height: auto; border: 1px solid #ddd; background: #808080; }
    figure.three-up img { max-height: 90vh; width: auto; }
    figcaption { color: #57606a; }
    ul.notes { background: #fff8c5; padding: .6em 2em; }
    footer { color: #6e7781; margin-top: 3em; }

    """
}
