import Foundation
import ZoetropeSystem
import Zoetrope

extension ReviewPage {
    /// One scene's section: its chapters, its audit findings, its spec as a table, its curves, its contact sheet and
    /// overlay still.
    func section(for scene: ReviewScene, index: Int) -> String {
        """
        <section id="\(Self.anchor(index))" class="panel scene">
        <header class="scene-head"><h2>\(Markup.text(scene.id))</h2><p>\(Markup.text(scene.canvas)) · \(HTML.number(scene.fps)) fps · \
        \(NumberText.seconds(scene.duration)) s · \(scene.frameCount) frames · <a href="\(Markup.attribute(scene.video))" download>video.mp4</a></p></header>
        \(chaptersBlock(for: scene, index: index))
        \(findingsBlock(for: scene, index: index))
        \(specBlock(for: scene, index: index))
        \(curvesBlock(for: scene))
        <div class="block">
        <h3>Contact sheet</h3>
        <figure class="sheet"><img src="\(Markup.attribute(scene.sheet.file))" alt="Contact sheet of \(Markup.attribute(scene.id))">\
        <figcaption>\(Markup.text(scene.sheet.note))</figcaption></figure>
        </div>
        <div class="block stills">
        <figure class="still-card overlay-card"><div class="card-head"><h3>Trace overlay</h3>\
        <label class="switch"><input type="checkbox" data-role="overlay" checked><span>Overlay</span></label></div>\
        <div class="frame-box layered"><img src="\(Markup.attribute(scene.still.file))" alt="Frame at \(NumberText.seconds(scene.still.times.first)) s">\
        <img class="overlay-image" src="\(Markup.attribute(scene.overlay.file))" alt="The motion trace over the frame"></div>\
        <figcaption>\(Markup.text(scene.overlay.note)) <span class="key"><i class="key-outline"></i>view bounds</span>\
        <span class="key"><i class="key-anchor"></i>scale / rotation anchor</span>\
        <span class="key"><i class="key-matched"></i>matched-geometry pair</span></figcaption></figure>
        </div>
        </section>
        """
    }

    /// The spec's interactions and rows as a table, with buttons that copy it as Markdown or CSV and links to the files.
    private func specBlock(for scene: ReviewScene, index: Int) -> String {
        let events = scene.spec.events.map { event in
            "<li><code>\(Markup.text(event.label))</code> at \(NumberText.seconds(event.time)) s"
                + (event.duration > 0 ? " for \(NumberText.seconds(event.duration)) s" : "") + "</li>"
        }
        let rows = scene.spec.rows.map { row in
            """
            <tr><td title="\(Markup.attribute(row.view))">\(Markup.text(row.name))</td><td>\(Markup.text(row.property))</td>\
            <td class="value">\(Markup.text(row.from)) → \(Markup.text(row.to))</td>\
            <td><code>\(Markup.text(row.animation))</code></td><td class="num">\(NumberText.seconds(row.start))</td>\
            <td class="num">\(NumberText.seconds(row.logicalCompletion))</td><td class="num">\(NumberText.seconds(row.finish))</td></tr>
            """
        }
        let links = ["md", "csv", "json"].compactMap { format in
            scene.specFiles[format].map { "<a class=\"button\" href=\"\(Markup.attribute($0))\" download>spec.\(format)</a>" }
        }
        let markdownID = "spec-md-\(index + 1)", csvID = "spec-csv-\(index + 1)"
        return """
            <div class="block">
            <div class="block-head"><h3>Motion spec</h3><div class="actions">\
            <button type="button" class="button" data-copy="\(markdownID)">Copy Markdown</button>\
            <button type="button" class="button" data-copy="\(csvID)">Copy CSV</button>\(links.joined())</div></div>
            \(events.isEmpty ? "" : "<ul class=\"events\">\(events.joined())</ul>")
            <div class="table-wrap"><table class="spec">
            <thead><tr><th scope="col">View</th><th scope="col">Property</th><th scope="col">From → to</th>\
            <th scope="col">Animation</th><th scope="col" class="num">Start (s)</th>\
            <th scope="col" class="num" title="Logically complete (s)">Complete (s)</th><th scope="col" class="num">Finish (s)</th></tr></thead>
            <tbody>
            \(rows.isEmpty ? "<tr><td colspan=\"7\" class=\"empty\">No animated changes.</td></tr>" : rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            <textarea id="\(markdownID)" class="copy-source" hidden readonly>\(Markup.text(scene.spec.markdown))</textarea>
            <textarea id="\(csvID)" class="copy-source" hidden readonly>\(Markup.text(scene.spec.csv))</textarea>
            </div>
            """
    }

    /// A plot per distinct animation, or why there is none.
    private func curvesBlock(for scene: ReviewScene) -> String {
        guard !scene.curves.isEmpty else { return "" }
        let colours = animationColours
        let cards = scene.curves.map { curve -> String in
            let chip = "<i class=\"chip\" style=\"--bar: var(--a\((colours[curve.animation] ?? 0) % Self.paletteSize))\"></i>"
            let marks = "logically complete \(NumberText.seconds(curve.logicalCompletion)) s · finished \(NumberText.seconds(curve.finish)) s"
            let picture = curve.file.map {
                "<img src=\"\(Markup.attribute($0))\" alt=\"\(Markup.attribute(curve.animation)) from 0 to 1\">"
            } ?? "<p class=\"no-plot\">No plot: \(Markup.text(curve.problem ?? "this animation cannot be sampled on its own"))</p>"
            return "<figure class=\"curve\">\(picture)<figcaption>\(chip)<code>\(Markup.text(curve.animation))</code>"
                + "<span>\(curve.file == nil ? "" : Markup.text(curve.caption ?? "0 → 1") + " · " + marks)</span></figcaption></figure>"
        }
        return """
            <div class="block">
            <h3>Curves</h3>
            <div class="curves">\(cards.joined())</div>
            </div>
            """
    }
}
