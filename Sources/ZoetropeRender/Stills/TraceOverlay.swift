import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// The motion trace drawn over its frame (`zoetrope still --overlay`): every drawn leaf view's on-screen outline,
/// every anchor as a cross (each attribute a kind declares a unit point of its frame: a scale or rotation effect's
/// anchor), and matched-geometry members linked by a line.
///
/// Legible at any scale: strokes are whole device pixels (1 px at 1x and 2x, 2 px at 3x), outlines of unrotated
/// views sit on pixel centres, and every mark has a white halo under it so it reads on light and dark content.
public struct TraceOverlay: Sendable {
    package let trace: MotionTrace
    /// Matched-geometry members by path → group (`SceneTimeline.matchedGeometryGroups(at:)`).
    public let matchedGroups: [String: String]
    /// Pixels per point of the list the overlay is drawn into.
    public let scale: Double

    /// Leaf outlines: iOS systemPink; anchors: systemOrange; matched members and their links: systemPurple.
    static let outline = DisplayColor(red255: 255, green: 45, blue: 85, alpha: 0.9)
    static let anchor = DisplayColor(red255: 255, green: 149, blue: 0)
    static let matched = DisplayColor(red255: 175, green: 82, blue: 222)
    static let halo = DisplayColor(red255: 255, green: 255, blue: 255, alpha: 0.75)

    package init(trace: MotionTrace, matchedGroups: [String: String], scale: Double) {
        self.trace = trace
        self.matchedGroups = matchedGroups
        self.scale = scale
    }

    /// A stroke of whole device pixels, in points: 1 px up to 2x, 2 px at 3x.
    var hairline: Double { max(1, (scale * 0.5).rounded()) / scale }

    /// The overlay's items, in canvas points: outlines, then matched links, then anchors on top. Only what shows is
    /// outlined: a view's outline is cut to the clips around it (`TracedView.clip`), and a view that an opaque
    /// rectangle drawn after it covers whole (a pushed or zoomed screen's background over the screen below) is left
    /// out.
    public var items: [DisplayItem] {
        let children = Set(trace.views.compactMap(\.parent))
        let covers = opaqueCovers(leaves: children)
        var outlines: [DisplayItem] = [], anchors: [DisplayItem] = []
        for (index, view) in trace.views.enumerated() where view.opacity > 0.005 {
            if !children.contains(index), view.bounds.width > 0.01, view.bounds.height > 0.01 {
                let visible = view.clip.map { view.bounds.intersection($0) } ?? view.bounds
                let hiding = covers.filter { $0.index > index && $0.rect.intersects(visible) }
                if !visible.isNull, visible.width > 0.01, visible.height > 0.01, !hiding.contains(where: { $0.rect.contains(visible) }) {
                    let path = visible == view.bounds ? outlinePath(of: view) : .rect(snapped(visible))
                    outlines += hidden(under: hiding.map(\.rect), haloed(path, Self.outline, width: hairline), around: visible)
                }
            }
            for attribute in view.attributes where attribute.descriptor.kind == .unitPoint {
                if let point = anchorPoint(attribute.value, of: view) { anchors += cross(at: point) }
            }
        }
        return outlines + matchedLinks + anchors
    }

    /// The drawn rectangles that hide what is drawn before them: unrotated `Color` and `Rectangle` leaves filled with an
    /// opaque colour at full opacity, as far as their clips let them show.
    private func opaqueCovers(leaves parents: Set<Int>) -> [(index: Int, rect: CGRect)] {
        trace.views.enumerated().compactMap { index, view in
            guard !parents.contains(index), view.type == "Color" || view.type == "Rectangle", view.opacity >= 0.999,
                  case let .colour(fill)? = view.attributes[.fill], fill.alpha == 255,
                  abs(view.transform.b) < 1e-9, abs(view.transform.c) < 1e-9 else { return nil }
            let rect = view.clip.map { view.bounds.intersection($0) } ?? view.bounds
            return rect.isNull ? nil : (index, rect)
        }
    }

    /// `items` with the parts under `covers` cut away (an even-odd clip: a rectangle around `area`, a few points
    /// wider for the strokes, with each cover's rectangle as a hole); `items` as they are when nothing covers them.
    private func hidden(under covers: [CGRect], _ items: [DisplayItem], around area: CGRect) -> [DisplayItem] {
        guard !covers.isEmpty else { return items }
        var clip = DisplayPath.rect(area.insetBy(dx: -4, dy: -4))
        for cover in covers {
            clip.move(to: CGPoint(x: cover.minX, y: cover.minY))
            clip.addLine(to: CGPoint(x: cover.maxX, y: cover.minY))
            clip.addLine(to: CGPoint(x: cover.maxX, y: cover.maxY))
            clip.addLine(to: CGPoint(x: cover.minX, y: cover.maxY))
            clip.closeSubpath()
        }
        return [.group(GroupItem(clip: clip, clipStyle: ClipStyle(fillRule: .evenOdd), label: "outline under a cover", children: items))]
    }

    /// The view's rectangle through its transform: a pixel-snapped rectangle when it is not rotated, else a quad.
    func outlinePath(of view: TracedView) -> DisplayPath {
        let t = view.transform
        let size = view.frame.size
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                       CGPoint(x: 0, y: size.height)].map(t.apply)
        let quadBounds = corners.dropFirst().reduce(CGRect(origin: corners[0], size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        let agrees = abs(quadBounds.minX - view.bounds.minX) < 0.5 && abs(quadBounds.maxX - view.bounds.maxX) < 0.5
            && abs(quadBounds.minY - view.bounds.minY) < 0.5 && abs(quadBounds.maxY - view.bounds.maxY) < 0.5
        if agrees, abs(t.b) > 1e-9 || abs(t.c) > 1e-9 {
            var path = DisplayPath()
            path.move(to: corners[0])
            corners.dropFirst().forEach { path.addLine(to: $0) }
            path.closeSubpath()
            return path
        }
        return .rect(snapped(view.bounds))
    }

    /// `rect` with its edges on the centres of the device pixels a `hairline` stroke covers.
    func snapped(_ rect: CGRect) -> CGRect {
        let width = (hairline * scale).rounded()
        let offset = width.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0
        func edge(_ v: Double) -> Double { ((v * scale).rounded() + offset) / scale }
        let x0 = edge(rect.minX), y0 = edge(rect.minY), x1 = edge(rect.maxX), y1 = edge(rect.maxY)
        return CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// Where a unit point of a view's frame (`ValueKind.unitPoint`: a scale or rotation effect's anchor) is on the
    /// canvas.
    func anchorPoint(_ value: InspectedValue, of view: TracedView) -> CGPoint? {
        guard case let .numbers(unit) = value, unit.count == 2 else { return nil }
        return view.transform.apply(to: CGPoint(x: unit[0] * Double(view.frame.width), y: unit[1] * Double(view.frame.height)))
    }

    /// A cross 20 points wide through a dot with a white ring, over a halo.
    private func cross(at p: CGPoint) -> [DisplayItem] {
        let arm = 10.0, width = 2 * hairline
        var path = DisplayPath()
        path.move(to: CGPoint(x: p.x - arm, y: p.y))
        path.addLine(to: CGPoint(x: p.x + arm, y: p.y))
        path.move(to: CGPoint(x: p.x, y: p.y - arm))
        path.addLine(to: CGPoint(x: p.x, y: p.y + arm))
        let dot = DisplayPath.ellipse(in: CGRect(x: p.x - 3.5, y: p.y - 3.5, width: 7, height: 7))
        return haloed(path, Self.anchor, width: width)
            + [.shape(ShapeItem(path: dot, paint: .color(Self.anchor))), SheetInk.stroke(dot, .white, width: hairline)]
    }

    /// A small label on a white pill, its top-left corner at `origin`.
    private func tag(_ text: String, at origin: CGPoint, color: DisplayColor) -> [DisplayItem] {
        let width = 7.0 * Double(text.count) + 10
        let pill = DisplayPath.roundedRect(CGRect(x: origin.x, y: origin.y, width: width, height: 16), cornerRadius: 4)
        return [.shape(ShapeItem(path: pill, paint: .color(Self.halo))), SheetInk.stroke(pill, color, width: hairline),
                SheetInk.text(text, at: CGPoint(x: origin.x, y: origin.y + 1.5), width: width, size: 11, weight: 600,
                              alignment: .center, color: color)]
    }

    /// Each matched group with two or more members drawn now, and each zoom transition's source and screen: members
    /// outlined dashed, and a line from the first member's centre to each other's, with a dot at each end, and the
    /// group's id (`zoom Ruby` for a zoom).
    private var matchedLinks: [DisplayItem] {
        var members: [String: [TracedView]] = [:]
        var groupOrder: [String] = []
        for view in trace.views where view.type == "matchedGeometryEffect" {
            guard let group = matchedGroups[view.path], members[group]?.contains(where: { $0.path == view.path }) != true
            else { continue }
            if members[group] == nil { groupOrder.append(group) }
            members[group, default: []].append(view)
        }
        // A zoom transition's source (`matchedTransitionSource(id:)`) and the screen zooming out of it
        // (`navigationTransition(.zoom(sourceID:))`, traced with its `zoomSource`): a pair like a matched-geometry one.
        for screen in trace.views {
            guard let id = screen.attributes[.zoomSource]?.description,
                  let source = trace.views.first(where: { $0.attributes[.transitionSourceID]?.description == id })
            else { continue }
            let group = "zoom \(id)"
            if members[group] == nil { groupOrder.append(group) }
            members[group] = [source, screen]
        }
        var items: [DisplayItem] = []
        for group in groupOrder {
            guard let views = members[group], views.count >= 2 else { continue }
            let centres = views.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) }
            for view in views {
                items += haloed(outlinePath(of: view), Self.matched, width: hairline * 2, dash: [6, 3])
            }
            for centre in centres.dropFirst() {
                var link = DisplayPath()
                link.move(to: centres[0])
                link.addLine(to: centre)
                items += haloed(link, Self.matched, width: hairline * 2)
            }
            for centre in centres {
                items.append(.shape(ShapeItem(path: .ellipse(in: CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6)),
                                              paint: .color(Self.matched))))
            }
            // The group's id and member count above the first member (`"card.image" ×2`).
            let id = group.components(separatedBy: " in ").first ?? group
            let top = views[0].bounds
            items += tag("\(id) ×\(views.count)", at: CGPoint(x: top.minX, y: max(top.minY - 19, 0)), color: Self.matched)
        }
        return items
    }

    /// `path` stroked in `color` over a white halo two device pixels wider.
    private func haloed(_ path: DisplayPath, _ color: DisplayColor, width: Double, dash: [Double] = []) -> [DisplayItem] {
        [SheetInk.stroke(path, Self.halo, width: width + 2 / scale, dash: dash), SheetInk.stroke(path, color, width: width, dash: dash)]
    }
}

extension RenderJob {
    /// The frame at `time` with its trace drawn over it (`TraceOverlay`), at this job's scale.
    public func overlayDisplayList(at time: Double) -> DisplayList {
        var list = displayList(at: time)
        let overlay = TraceOverlay(trace: timeline.trace(at: time), matchedGroups: timeline.matchedGeometryGroups(at: time),
                                   scale: scale)
        list.items.append(.group(GroupItem(label: "trace overlay", children: overlay.items)))
        return list
    }

    /// Writes the overlay still of `time` as a PNG (see `overlayDisplayList(at:)`).
    public func renderOverlayStill(at time: Double, to file: URL) throws {
        try RenderOptions.requireTime(time, flag: "--at")
        try Self.writePNG(to: file) { CairoRasterizer().draw(overlayDisplayList(at: time)) }
    }
}
