import Foundation
import ZoetropeSystem
import Zoetrope

extension ReviewPage {
    /// A scene's motion spec as a timing chart on the page's shared time axis: one bar per row from its start to its
    /// finish, lighter after its logical completion (marked with a diamond), and the script's interactions as
    /// vertical lines (a press or drag also shades how long the finger is down). A playhead follows the player.
    func timingChart(for scene: ReviewScene, index: Int) -> String {
        let axis = self.axis
        let colours = animationColours
        let ticks = CurvePlot.ticks(from: 0, to: axis)
        let tickLabels = ticks.map { "<span style=\"left: \(HTML.percent($0, of: axis))\">\(Markup.text(NumberText.trimmed($0, places: 3))) s</span>" }
        let gridLines = ticks.map { "<i class=\"gridline\" style=\"left: \(HTML.percent($0, of: axis))\"></i>" }
        let events = scene.spec.events.map { event -> String in
            let span = event.duration > 0
                ? "<i class=\"event-span\" style=\"width: \(HTML.percent(event.duration, of: axis))\"></i>" : ""
            let title = "\(event.label) at \(NumberText.seconds(event.time)) s" + (event.duration > 0 ? " for \(NumberText.seconds(event.duration)) s" : "")
            return "<div class=\"event\" style=\"left: \(HTML.percent(event.time, of: axis))\" title=\"\(Markup.attribute(title))\">"
                + "\(span)<span class=\"event-label\">\(Markup.text(event.label))</span></div>"
        }
        let rows = scene.spec.rows.map { row in chartRow(row, colour: colours[row.animation] ?? 0, axis: axis) }
        let findings = scene.findings.count
        let summary = "\(scene.spec.rows.count) animated change\(scene.spec.rows.count == 1 ? "" : "s") · "
            + "\(scene.spec.events.count) interaction\(scene.spec.events.count == 1 ? "" : "s")"
            + (findings == 0 ? "" : " · \(findings) audit finding\(findings == 1 ? "" : "s") ▲")
        let body = rows.isEmpty
            ? "<p class=\"empty\">No animated changes: nothing in this scene animates.</p>"
            : "<div class=\"chart-rows\">\(rows.joined())</div>"
        return """
            <figure class="chart" data-axis="\(HTML.number(axis))" data-scene-index="\(index)">
            <figcaption><a href="#\(Self.anchor(index))">\(Markup.text(scene.id))</a><span class="summary">\(summary)</span></figcaption>
            \(chapterChips(for: scene))
            <div class="chart-body">
            <div class="chart-axis"><div class="axis-ticks">\(tickLabels.joined())</div></div>
            <div class="chart-overlay under" aria-hidden="true">\(gridLines.joined())</div>
            \(body)
            <div class="chart-overlay" aria-hidden="true">\(events.joined())<i class="playhead"></i></div>
            \(findingMarks(for: scene, index: index))
            </div>
            </figure>
            """
    }

    /// One bar. Without a finish (an animation that never ends) the bar runs to the end of the axis.
    private func chartRow(_ row: MotionSpec.Row, colour: Int, axis: Double) -> String {
        let end = min(row.finish.flatMap { $0.isFinite ? $0 : nil } ?? axis, axis)
        let length = max(end - row.start, 0)
        var settle = ""
        var diamond = ""
        if let complete = row.logicalCompletion, complete.isFinite, length > 0 {
            settle = " --settle: \(HTML.percent(complete - row.start, of: length));"
            diamond = "<i class=\"complete\" style=\"left: \(HTML.percent(complete, of: axis))\"></i>"
        }
        let title = "\(row.name) · \(row.property) \(row.from) → \(row.to) · \(row.animation) · start \(NumberText.seconds(row.start)) s, "
            + "logically complete \(NumberText.seconds(row.logicalCompletion)) s, finish \(NumberText.seconds(row.finish)) s"
        return """
            <div class="chart-row" title="\(Markup.attribute(title))"><div class="row-label"><span class="row-view">\
            \(Markup.text(row.name))</span><span class="row-property">\(Markup.text(row.property))</span></div>\
            <div class="track"><i class="bar\(row.finish == nil ? " open" : "")" style="left: \(HTML.percent(row.start, of: axis)); \
            width: \(HTML.percent(length, of: axis)); --bar: var(--a\(colour % Self.paletteSize));\(settle)"></i>\(diamond)</div></div>
            """
    }

    /// How many distinct colours the charts cycle through (`--a0` … in review.css).
    static let paletteSize = 8

    /// The key to the charts: each animation's colour, and what bars and marks mean.
    var chartLegend: String {
        let entries = animationColours.sorted { $0.value < $1.value }.map { animation, colour in
            "<li><i class=\"chip\" style=\"--bar: var(--a\(colour % Self.paletteSize))\"></i><code>\(Markup.text(animation))</code></li>"
        }
        return """
            <div class="legend">
            <ul class="legend-animations">\(entries.joined())</ul>
            <p class="legend-marks"><span><i class="key-bar"></i>start → finish</span><span><i class="key-settle"></i>settling \
            after logical completion</span><span><i class="key-complete"></i>logically complete</span><span><i class="key-event">\
            </i>interaction</span></p>
            </div>
            """
    }
}
