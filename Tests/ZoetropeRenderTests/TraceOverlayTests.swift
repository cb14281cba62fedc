import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay
@testable import ZoetropeRender
@testable import Scenes

/// `zoetrope still --overlay`: what is drawn over the frame, and at what widths.
@MainActor @Suite struct TraceOverlayTests {
    @Test func strokesAreWholeDevicePixels() {
        let trace = MotionTrace(scene: "s", time: 0, views: [])
        // 1 px at 1x and 2x, 2 px at 3x (in points: 1, 0.5, 2/3).
        #expect(TraceOverlay(trace: trace, matchedGroups: [:], scale: 1).hairline == 1)
        #expect(TraceOverlay(trace: trace, matchedGroups: [:], scale: 2).hairline == 0.5)
        #expect(TraceOverlay(trace: trace, matchedGroups: [:], scale: 3).hairline == 2.0 / 3)
        // A 1 px line at 1x sits on pixel centres: (10.2, 20.7, 30, 40) → edges at 10.5, 21.5, 40.5, 61.5.
        let snapped = TraceOverlay(trace: trace, matchedGroups: [:], scale: 1).snapped(CGRect(x: 10.2, y: 20.7, width: 30, height: 40))
        #expect(snapped == CGRect(x: 10.5, y: 21.5, width: 30, height: 40))
    }

    @Test func rotationAnchorIsTheButtonsCentre() throws {
        // fab-menu's plus button: a 56 pt circle laid out at (313, 730), rotated about its centre (the default
        // anchor): the cross is at (313 + 28, 730 + 28) whatever the angle.
        let timeline = fabMenuScene.renderTimeline()
        let trace = timeline.trace(at: 0.6)
        let rotation = try #require(trace.views.first { $0.type == "rotationEffect" })
        let anchor = try #require(rotation.style["anchor"])
        let point = try #require(TraceOverlay(trace: trace, matchedGroups: [:], scale: 3).anchorPoint(anchor, of: rotation))
        #expect(abs(point.x - 341) < 1e-6 && abs(point.y - 758) < 1e-6)
    }

    @Test func matchedMembersAreLinkedAndNamed() throws {
        // matched-circle: two circles share the id "circle"; 0.2 s after the tap at 0.3 s both are drawn.
        let timeline = matchedCircleScene.renderTimeline()
        let groups = timeline.matchedGeometryGroups(at: 0.5)
        #expect(groups.count == 2 && Set(groups.values).count == 1)
        #expect(groups.values.first?.hasPrefix("circle in ") == true)
        let list = DisplayList(size: CGSize(width: 393, height: 852), scale: 1, background: nil,
                               items: TraceOverlay(trace: timeline.trace(at: 0.5), matchedGroups: groups, scale: 1).items)
        #expect(list.textDump.contains("circle ×2"))
    }

    /// A drawn leaf view at `bounds` (unrotated), for hand-made traces.
    static func leaf(_ path: String, _ type: String, _ bounds: CGRect, fill: String? = nil, clip: CGRect? = nil) -> TracedView {
        TracedView(path: path, type: type, parent: nil, depth: 0, transform: .translation(x: Double(bounds.minX), y: Double(bounds.minY)),
                   frame: bounds, bounds: bounds, opacity: 1, clip: clip, isRemoving: false, identifier: nil,
                   style: fill.map { ["fill": .text($0)] } ?? [:], animations: [:])
    }

    @Test func onlyWhatShowsIsOutlined() {
        // Drawn in order: a box under the screen (A, all covered), a box half under it (B), an opaque white screen
        // (S, 0…100 × 0…100), and on it a row clipped to the screen (R, 50…150 wide, clipped to 0…100).
        let views = [Self.leaf("A", "Rectangle", CGRect(x: 10, y: 10, width: 20, height: 20)),
                     Self.leaf("B", "Rectangle", CGRect(x: 90, y: 10, width: 20, height: 20)),
                     Self.leaf("S", "Color", CGRect(x: 0, y: 0, width: 100, height: 100), fill: "#FFFFFFFF"),
                     Self.leaf("R", "Text", CGRect(x: 50, y: 50, width: 100, height: 10), clip: CGRect(x: 0, y: 0, width: 100, height: 100))]
        let items = TraceOverlay(trace: MotionTrace(scene: "s", time: 0, views: views), matchedGroups: [:], scale: 1).items
        let dump = DisplayList(size: CGSize(width: 200, height: 200), scale: 1, background: nil, items: items).textDump
        // Outlines come as a halo and a stroke each. A is not outlined at all; B once, inside a group whose even-odd
        // clip cuts the screen out; S once; R once, as the rectangle 50…100 × 50…60 on pixel centres
        // (50.5, 50.5, 50 × 10).
        let strokes = items.flatMap { item -> [DisplayItem] in
            if case let .group(group) = item { return group.children }
            return [item]
        }
        #expect(strokes.count == 3 * 2, "\(dump)")
        #expect(items.filter { if case .group = $0 { return true } else { return false } }.count == 1)
        #expect(dump.contains("even-odd"), "\(dump)")
        let rects = strokes.compactMap { item -> DisplayPath? in if case let .shape(shape) = item { return shape.path } else { return nil } }
        #expect(rects.contains(.rect(CGRect(x: 50.5, y: 50.5, width: 50, height: 10))), "\(dump)")
        #expect(!rects.contains(.rect(CGRect(x: 10.5, y: 10.5, width: 20, height: 20))))
    }

    @Test func aZoomLinksItsSourceAndScreen() {
        // zoom-grid: Tap("Ruby") at 1.0 s zooms the editor out of the Ruby tile (`matchedTransitionSource(id: "Ruby")`);
        // at 1.15 s both are traced, so the overlay links them like a matched-geometry pair and names the zoom.
        let timeline = zoomGridScene.renderTimeline()
        let trace = timeline.trace(at: 1.15)
        let list = DisplayList(size: CGSize(width: 393, height: 852), scale: 1, background: nil,
                               items: TraceOverlay(trace: trace, matchedGroups: [:], scale: 1).items)
        #expect(list.textDump.contains("zoom Ruby ×2"), "\(list.textDump.prefix(2000))")
        // Before the tap nothing zooms, and nothing is linked.
        let before = DisplayList(size: CGSize(width: 393, height: 852), scale: 1, background: nil,
                                 items: TraceOverlay(trace: timeline.trace(at: 0.9), matchedGroups: [:], scale: 1).items)
        #expect(!before.textDump.contains("zoom "))
    }
}
