import Foundation

/// Invariants of iOS's own system motion, checked on every frame (issue 23): motion that is smooth, so the jump check
/// is silent, but drawn in a shape iOS never shows.
///
/// - **bar titles**: two navigation bar titles drawn over each other (UIKit slides the new title in and the old one
///   toward the back button; two centred titles never cover each other);
/// - **sheet dimming**: a sheet wholly below the screen's bottom edge while its dimming shows (iOS moves the dimming
///   in step with the sheet, whose top starts at the bottom edge);
/// - **presenter**: the screen behind a sheet shrunk further than the sheet's position allows (it shrinks as the
///   sheet's top goes from the next smaller detent, at most the bottom edge, to the large detent's top);
/// - **zoom**: a zooming screen that shows less than all of its rectangle while its source, on screen, does not
///   show the rest (iOS hands the rectangle over from one to the other: no neighbour shows through it);
/// - **colour step**: a colour that changes at once, by a visible amount, in a view that animates other attributes
///   in the same frame (SwiftUI animates every animatable attribute a transaction changes; a shadow's colour that
///   stepped while its radius sprang was such a case).
extension MotionAudit {
    /// The system-motion findings of frame `index` (`trace`), with the frame before it (`previous`, nil for the first).
    func systemMotion(_ trace: MotionTrace, previous: MotionTrace?, index: Int) -> [AuditFinding] {
        barTitles(trace, index: index) + sheetDimming(trace, index: index) + presenter(trace, index: index)
            + zoomHandover(trace, index: index) + colourSteps(trace, previous: previous, index: index)
    }

    private func finding(_ trace: MotionTrace, _ index: Int, path: String?, _ property: String, before: InspectedValue? = nil,
                         after: InspectedValue? = nil, _ detail: String) -> AuditFinding {
        AuditFinding(kind: .systemMotion, time: trace.time, frame: index, path: path, property: property,
                     before: before, after: after, detail: detail)
    }

    /// What of a view is on screen: its bounds cut by its clips (and the canvas).
    private func visible(_ view: TracedView) -> CGRect {
        var rect = view.visibleBounds
        if let canvas { rect = rect.intersection(canvas) }
        return rect
    }

    private func barTitles(_ trace: MotionTrace, index: Int) -> [AuditFinding] {
        // A bar title is the text of a screen's bar title part (`barTitle-…`), in its centred slot.
        let titles = trace.views.filter {
            $0.type == "Text" && $0.path.contains("/barTitle-") && $0.path.contains("/ZStack/0/")
                && $0.opacity > thresholds.visibleOpacity && !visible($0).isEmpty
        }
        guard titles.count > 1 else { return [] }
        var found: [AuditFinding] = []
        for (i, a) in titles.enumerated() {
            for b in titles[(i + 1)...] where Self.bar(of: a.path) != Self.bar(of: b.path) {
                let overlap = visible(a).intersection(visible(b))
                guard !overlap.isNull, overlap.width > 2, overlap.height > 2 else { continue }
                found.append(finding(trace, index, path: b.path, "bar titles", before: a.attributes[TextKind.text], after: b.attributes[TextKind.text],
                                     "two bar titles drawn over each other (\(NumberText.thousandths(Double(overlap.width))) pt "
                                     + "overlap), at opacities \(NumberText.thousandths(a.opacity)) and \(NumberText.thousandths(b.opacity))"))
            }
        }
        return found
    }

    /// The `…/barTitle-X` component of a path: which screen's bar it belongs to.
    private static func bar(of path: String) -> Substring? {
        path.split(separator: "/").first { $0.hasPrefix("barTitle-") }
    }

    private func sheetDimming(_ trace: MotionTrace, index: Int) -> [AuditFinding] {
        guard let canvas else { return [] }
        // Sheets by presentation slot (the path above the sheet): a sheet still leaving below the edge while the next
        // one rises shares its slot's dimming with it.
        var slots: [String: [TracedView]] = [:]
        for sheet in trace.views where sheet.type == "sheet" {
            slots[sheet.path.split(separator: "/").dropLast().joined(separator: "/"), default: []].append(sheet)
        }
        var found: [AuditFinding] = []
        for (slot, sheets) in slots.sorted(by: { $0.key < $1.key }) {
            let top = sheets.map(\.bounds.minY).min() ?? canvas.maxY
            guard top >= canvas.maxY - 0.5,
                  let dim = trace.views.first(where: { $0.path == slot + "/dimming/Color" }),
                  let colour = dim.attributes[.fill]?.colours.first else { continue }
            let alpha = Double(colour.alpha) / 255 * dim.opacity
            guard alpha > 0.02 else { continue }
            found.append(finding(trace, index, path: dim.path, "sheet dimming", after: .number(alpha),
                                 "the screen is dimmed (alpha \(NumberText.thousandths(alpha))) while its sheet is below the bottom edge "
                                 + "(its top at \(NumberText.thousandths(Double(top))) pt)"))
        }
        return found
    }

    private func presenter(_ trace: MotionTrace, index: Int) -> [AuditFinding] {
        guard let canvas, let largeTop = largeSheetTop, let presenter = trace.view("presenter"),
              case let .number(scale)? = presenter.attributes[PresenterKind.scaleAttribute] else { return [] }
        let shrink = (1 - scale) / (1 - Double(SystemMotion.sheetPresenterScale))
        guard shrink > 0.01 else { return [] }
        // From the rule y = M − f·(M − L) with M ≤ H: the sheet's top is at most H − f·(H − L).
        let limit = Double(canvas.maxY) - shrink * Double(canvas.maxY - largeTop)
        let top = trace.views.filter { $0.type == "sheet" }.map { Double($0.bounds.minY) }.min()
        guard (top ?? .infinity) > limit + 2 else { return [] }
        let place = top.map { "its top at \(NumberText.thousandths($0)) pt" } ?? "no sheet shown"
        return [finding(trace, index, path: presenter.path, "presenter", after: .number(scale),
                        "the screen behind is shrunk to \(NumberText.thousandths(scale)) with \(place); that shrink needs the sheet's "
                        + "top at or above \(NumberText.thousandths(limit)) pt")]
    }

    private func zoomHandover(_ trace: MotionTrace, index: Int) -> [AuditFinding] {
        var found: [AuditFinding] = []
        for screen in trace.views {
            guard case let .text(id)? = screen.attributes[.zoomSource], screen.opacity < 0.98 else { continue }
            // The source with that id, drawn on screen (a source scrolled away leaves a plain cross-fade).
            guard let source = trace.views.first(where: { $0.attributes[.transitionSourceID] == .text(id) }),
                  !visible(source).isEmpty else { continue }
            let total = screen.opacity + source.opacity
            guard abs(total - 1) > 0.02 else { continue }
            found.append(finding(trace, index, path: screen.path, "zoom", before: .number(source.opacity), after: .number(screen.opacity),
                                 "the zooming screen shows \(NumberText.thousandths(screen.opacity)) of its rectangle and its source "
                                 + "\(id) \(NumberText.thousandths(source.opacity)): \(NumberText.thousandths(abs(1 - total))) of it shows what is behind"))
        }
        return found
    }

    private func colourSteps(_ trace: MotionTrace, previous: MotionTrace?, index: Int) -> [AuditFinding] {
        // Not excused by a tap: a tap's animation animates every attribute it changes.
        guard let previous else { return [] }
        var before: [String: TracedView] = [:]
        for view in previous.views where before[view.path] == nil { before[view.path] = view }
        var seen = Set<String>()
        var found: [AuditFinding] = []
        for view in trace.views where seen.insert(view.path).inserted {
            guard let old = before[view.path], view.opacity > thresholds.visibleOpacity,
                  view.animations["fill"] == nil, !view.animations.isEmpty else { continue }
            for attribute in view.attributes {
                let key = attribute.descriptor.name, value = attribute.value
                guard let oldValue = old.attributes[attribute.descriptor], value != oldValue else { continue }
                let a = oldValue.colours.map(\.premultiplied), b = value.colours.map(\.premultiplied)
                guard !a.isEmpty, a.count == b.count else { continue }
                var step = 0.0
                for (x, y) in zip(a, b) {
                    for (u, v) in zip(x, y) { step = max(step, abs(u - v)) }
                }
                guard step > 0.05 else { continue }
                found.append(finding(trace, index, path: view.path, "colour step (\(key))", before: oldValue, after: value,
                                     "the colour changes at once (\(NumberText.thousandths(step)) of a component) while the view's "
                                     + "\(view.animations.keys.sorted().joined(separator: ", ")) animates"))
            }
        }
        return found
    }
}
