import Foundation
import ZoetropeSystem
import Zoetrope

extension ReviewPage {
    /// The specs of every scene side by side (`SpecDiff`), rows that differ highlighted, with a switch to show only
    /// those.
    var diffSection: String {
        let diff = SpecDiff(specs: scenes.map(\.spec))
        let differing = diff.rows.filter(\.differs).count
        let heads = diff.scenes.map { "<th scope=\"col\">\(Markup.text($0))</th>" }.joined()
        let rows = diff.rows.map { row -> String in
            let fields = row.differingFields
            let cells = row.cells.map { cell -> String in
                guard let cell else { return "<td class=\"missing\">not animated</td>" }
                func mark(_ field: SpecDiff.Field) -> String { fields.contains(field) ? " changed" : "" }
                return """
                    <td><code class="anim\(mark(.animation))">\(Markup.text(cell.animation))</code>\
                    <span class="values\(mark(.values))">\(Markup.text(cell.from)) → \(Markup.text(cell.to))</span>\
                    <span class="timing\(mark(.timing))">\(NumberText.seconds(cell.start)) → \(NumberText.seconds(cell.logicalCompletion)) s\
                    <span class="finish"> · finish \(NumberText.seconds(cell.finish)) s</span></span></td>
                    """
            }
            let occurrence = row.occurrence > 1 ? " <span class=\"occurrence\">#\(row.occurrence)</span>" : ""
            return "<tr class=\"\(row.differs ? "differs" : "same")\"><th scope=\"row\"><code>\(Markup.text(row.view))</code></th>"
                + "<td>\(Markup.text(row.property))\(occurrence)</td>\(cells.joined())</tr>"
        }
        let summary = diff.rows.isEmpty ? "Neither scene animates anything."
            : "\(differing) of \(diff.rows.count) animated change\(diff.rows.count == 1 ? "" : "s") differ\(differing == 1 ? "s" : "")."
        return """
            <section id="diff" class="panel">
            <div class="block-head"><h2>Spec diff</h2>\
            <label class="switch"><input type="checkbox" data-role="only-differences"><span>Only differences</span></label></div>
            <p class="lede"><strong>\(summary)</strong> Rows are matched by the view's last three identity components and \
            the property; each cell shows the animation, from → to, and start → logical completion.</p>
            <div class="table-wrap"><table class="diff" data-role="diff">
            <thead><tr><th scope="col">View</th><th scope="col">Property</th>\(heads)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            </section>
            """
    }
}
