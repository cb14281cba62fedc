import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// A 100 × 100 tile at a known place that presents a sheet zooming out of it.
struct ZoomFixture: View {
    @Namespace private var zoom
    @State private var shows = false

    var body: some View {
        Button { shows = true } label: { Color.orange.frame(width: 100, height: 100) }
            .accessibilityIdentifier("tile")
            .matchedTransitionSource(id: "tile", in: zoom) { $0.clipShape(RoundedRectangle(cornerRadius: 12)) }
            .sheet(isPresented: $shows) {
                ZoomDestination().navigationTransition(.zoom(sourceID: "tile", in: zoom))
            }
    }
}

struct ZoomDestination: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

@MainActor
struct ZoomTransitionTests {
    let sheet = "ZoomFixture/sheet/presented"
    let source = "ZoomFixture/matchedTransitionSource"

    /// The sheet's frame at rest: the large detent (its only one) on the 400 × 800 canvas, y = 40, 760 pt tall.
    let screen = CGRect(x: 0, y: 40, width: 400, height: 760)
    /// The tile, centred on the canvas: (400 − 100) / 2 = 150, (800 − 100) / 2 = 350.
    let tile = CGRect(x: 150, y: 350, width: 100, height: 100)

    /// Written from docs/approximations.md ("Zoom"): at progress v (1 at the source), the visible rectangle is
    /// R = screen + v·(tile − screen); the screen, scaled by k = max(R.w / 400, R.h / 760) about its centre, is
    /// centred on R and clipped to it; it shows at opacity clamp((1 − v − 0.02) / 0.38), the tile at 1 − that.
    func expected(progress v: Double) -> (bounds: CGRect, clip: CGRect, opacity: Double) {
        let r = CGRect(x: screen.minX + v * (tile.minX - screen.minX), y: screen.minY + v * (tile.minY - screen.minY),
                       width: screen.width + v * (tile.width - screen.width), height: screen.height + v * (tile.height - screen.height))
        let k = max(r.width / 400, r.height / 760)
        let bounds = CGRect(x: r.midX - 200 * k, y: r.midY - 380 * k, width: 400 * k, height: 760 * k)
        return (bounds, r, min(max((1 - v - 0.02) / 0.38, 0), 1))
    }

    @Test("The sheet zooms out of the tile and back into it; the tile cross-fades with it near the source")
    func zoomsOutAndBack() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 4, script: { Tap("tile", at: 0.1); Tap("Close", at: 1.5) }) {
            ZoomFixture()
        }
        #expect(timeline.errors.isEmpty)
        #expect(timeline.trace(at: 0).view(source)?.bounds == tile)
        for (start, elapsed, opening) in [(0.1, 1.0 / 60, true), (0.1, 0.05, true), (0.1, 0.15, true), (1.5, 0.1, false), (1.5, 0.2, false)] {
            let p = SystemSpringReference.progress(elapsed)
            let v = opening ? 1 - p : p
            let want = expected(progress: v)
            let trace = timeline.trace(at: start + elapsed)
            let view = try #require(trace.view(sheet))
            for (a, b) in [(view.bounds.minX, want.bounds.minX), (view.bounds.minY, want.bounds.minY),
                           (view.bounds.width, want.bounds.width), (view.bounds.height, want.bounds.height)] {
                #expect(abs(a - b) < 0.01, "sheet bounds at \(start + elapsed) s: \(view.bounds) ≠ \(want.bounds)")
            }
            #expect(abs(view.opacity - want.opacity) < 1e-6)
            let inner = try #require(trace.views.first { $0.path.hasPrefix(sheet + "/content") })
            let clip = try #require(inner.clip)
            #expect(abs(clip.minX - want.clip.minX) < 0.01 && abs(clip.width - want.clip.width) < 0.01
                    && abs(clip.minY - want.clip.minY) < 0.01 && abs(clip.height - want.clip.height) < 0.01)
            #expect(abs((trace.view(source)?.opacity ?? -1) - (1 - want.opacity)) < 1e-6)
        }
        #expect(timeline.trace(at: 1.2).view(sheet)?.bounds == screen)
        #expect(timeline.trace(at: 3.9).view(sheet) == nil)
        #expect(timeline.trace(at: 3.9).view(source)?.opacity == 1)
    }
}

/// The tile of `ZoomFixture` with the seed's source configuration and a background (issue 23 item 11).
struct ZoomStyledFixture: View {
    @Namespace private var zoom
    @State private var shows = false

    var body: some View {
        Button { shows = true } label: { Color.orange.frame(width: 100, height: 100) }
            .accessibilityIdentifier("tile")
            .matchedTransitionSource(id: "tile", in: zoom) { $0.cornerRadius(8).shadow(radius: 4).background(.yellow) }
            .sheet(isPresented: $shows) {
                ZoomDestination().navigationTransition(.zoom(sourceID: "tile", in: zoom))
            }
    }
}

@MainActor @Suite struct ZoomSourceStyleTests {
    /// The first group, depth first, that casts a shadow.
    func shadowGroup(_ items: [DisplayItem]) -> GroupItem? {
        for case let .group(group) in items {
            if group.shadow != nil { return group }
            if let inner = shadowGroup(group.children) { return inner }
        }
        return nil
    }

    /// While the sheet zooms, the morphing rectangle (ZoomTransitionTests' rule R = screen + v·(tile − screen), with
    /// corners of 8·v pt) is filled with the configured background and casts the configured shadow: radius 4,
    /// SwiftUI's default colour (black at 33 % in linear light: sRGB alpha 0.33), no offset. At rest nothing casts one.
    @Test func theZoomingRectangleCastsTheSourcesShadowOverItsBackground() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 3, script: { Tap("tile", at: 0.1) }) { ZoomStyledFixture() }
        let p = SystemSpringReference.progress(0.05), v = 1 - p
        let screen = CGRect(x: 0, y: 40, width: 400, height: 760), tile = CGRect(x: 150, y: 350, width: 100, height: 100)
        let r = CGRect(x: v * tile.minX, y: screen.minY + v * (tile.minY - screen.minY),
                       width: screen.width + v * (tile.width - screen.width), height: screen.height + v * (tile.height - screen.height))
        let group = try #require(shadowGroup(timeline.displayList(at: 0.15).items))
        let shadow = try #require(group.shadow)
        #expect(shadow.radius == 4 && shadow.x == 0 && shadow.y == 0 && abs(shadow.color.alpha - 0.33) < 1e-6)
        guard case let .shape(shape)? = group.children.first, case let .color(fill) = shape.paint else {
            Issue.record("no filled shape under the shadow"); return
        }
        #expect(fill == Color.yellow.resolve(in: .light).displayColor)
        let box = shape.path.boundingRect
        #expect(abs(box.minX - r.minX) < 0.01 && abs(box.minY - r.minY) < 0.01 && abs(box.width - r.width) < 0.01
                && abs(box.height - r.height) < 0.01, "\(box) ≠ \(r)")
        #expect(shadowGroup(timeline.displayList(at: 2.5).items) == nil)
    }
}

/// A tile that moves 100 pt left while its zoomed sheet is up (a button in the sheet moves it).
struct ZoomMoveFixture: View {
    @Namespace private var zoom
    @State private var shows = false
    @State private var moved = false

    var body: some View {
        Button { shows = true } label: { Color.orange.frame(width: 100, height: 100) }
            .accessibilityIdentifier("tile")
            .matchedTransitionSource(id: "tile", in: zoom)
            .offset(x: moved ? -100 : 0)
            .sheet(isPresented: $shows) {
                ZoomMover(moved: $moved).navigationTransition(.zoom(sourceID: "tile", in: zoom))
            }
    }
}

struct ZoomMover: View {
    @Binding var moved: Bool
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Button("Move") { moved = true }
            Button("Close") { dismiss() }
        }
    }
}

@MainActor
struct ZoomFollowsSourceTests {
    @Test("Dismissed, the screen zooms back into where its source is now, not where it started")
    func followsTheSource() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 3, script: {
            Tap("tile", at: 0.1); Tap("Move", at: 1.0); Tap("Close", at: 1.5)
        }) { ZoomMoveFixture() }
        #expect(timeline.errors.isEmpty)
        // The tile moved from x = 150 to 50 (an offset of −100, without animation); the sheet's rectangle at
        // progress v is R = screen + v·(tile − screen), so its clip's minX is 0 + v·(50 − 0).
        let elapsed = 0.2, v = SystemSpringReference.progress(elapsed)
        let trace = timeline.trace(at: 1.5 + elapsed)
        let inner = try #require(trace.views.first { $0.path.hasPrefix("ZoomMoveFixture/sheet/presented/content") })
        let clip = try #require(inner.clip)
        #expect(abs(clip.minX - 50 * v) < 0.01, "clip \(clip)")
        #expect(abs(clip.minY - (40 + v * (350 - 40))) < 0.01)
    }
}
