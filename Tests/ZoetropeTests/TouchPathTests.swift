import Foundation
import Testing
@testable import Zoetrope

/// One touch path (`TouchPath`): the views a drag reaches offer their gestures, one rule picks the winner.
///
/// The drags below move the finger 40 pt up over 0.25 s from t = 0.5, eased: after a fraction p it has covered
/// 40 · (1.5p − 0.5p²). Steps are 1/120 s apart, so p = k/30 at step k. The scroll view's pan begins once the finger
/// has moved 10 pt: k = 5 gives 40 · (0.25 − 0.01389) = 9.44 pt, k = 6 gives 40 · (0.3 − 0.02) = 11.2 pt, so at
/// step 6 (t = 0.55). A `DragGesture()` (10 pt) begins at the same step; `DragGesture(minimumDistance: 30)` needs
/// 1.5p − 0.5p² ≥ 0.75, p ≥ (3 − √3)/2 = 0.634, step 20: after the pan.
@MainActor @Suite struct TouchPathTests {
    /// A marker 10 pt wide until `touched`, then 30, above a scroll view (90 pt tall on the 200 × 100 test canvas)
    /// whose first 50 pt row is `row` and nine plain rows follow: the offset runs 0 … 410.
    struct Rows<Row: View>: View {
        @State private var touched = false
        let row: (Binding<Bool>) -> Row
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: touched ? 30 : 10, height: 10).accessibilityIdentifier("marker")
                ScrollView {
                    VStack(spacing: 0) {
                        row($touched).frame(height: 50)
                        ForEach(0..<9) { _ in Rectangle().frame(height: 50) }
                    }
                }
            }
        }
    }

    let drag = { Drag(from: CGPoint(x: 100, y: 45), to: CGPoint(x: 100, y: 5), at: 0.5, duration: 0.25) }

    func offset(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)?.y
    }

    func marker(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.trace(at: time).views.first { $0.identifier == "marker" }?.bounds.width
    }

    @Test func aDragThatLandsOnAButtonInAScrollViewScrolls() throws {
        // The button's tap never begins (the finger moves), the pan does at step 6: the content follows all 40 pt.
        // The old chain gave the drag to the button and the list did not move (docs/approximations.md said so).
        let t = timeline(script: { drag() }) {
            Rows { touched in Button { touched.wrappedValue = true } label: { Color.blue } }
        }
        #expect(abs(try #require(offset(t, at: 0.75)) - 40) < 1e-9)
        #expect(marker(t, at: 1.5) == 10)
    }

    @Test func aChildsDragThatBeginsWithThePanWins() throws {
        // Both begin at step 6: the child's drag goes first, the content stays.
        let t = timeline(script: { drag() }) {
            Rows { touched in Color.blue.gesture(DragGesture().onChanged { _ in touched.wrappedValue = true }) }
        }
        #expect(offset(t, at: 0.75) == 0)
        #expect(marker(t, at: 0.75) == 30)
    }

    @Test func aChildsDragThatWouldBeginLaterYieldsToThePan() throws {
        // The pan begins at step 6, before the child's 30 pt drag could (step 20): the scroll view scrolls, and the
        // child's drag never changes.
        let t = timeline(script: { drag() }) {
            Rows { touched in Color.blue.gesture(DragGesture(minimumDistance: 30).onChanged { _ in touched.wrappedValue = true }) }
        }
        #expect(abs(try #require(offset(t, at: 0.75)) - 40) < 1e-9)
        #expect(marker(t, at: 0.75) == 10)
    }

    @Test func aHighPriorityDragAroundTheScrollViewThatBeginsFirstWins() throws {
        // A high-priority 10 pt drag on the scroll view's container begins with the pan and goes before it.
        struct Wrapped: View {
            @State private var touched = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: touched ? 30 : 10, height: 10).accessibilityIdentifier("marker")
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<10) { _ in Rectangle().frame(height: 50) } }
                    }
                }
                .highPriorityGesture(DragGesture().onChanged { _ in touched = true })
            }
        }
        let t = timeline(script: { drag() }) { Wrapped() }
        #expect(offset(t, at: 0.75) == 0)
        #expect(marker(t, at: 0.75) == 30)
    }

    /// A child with a tap action inside a parent with another: `high` puts the parent's first.
    struct Nested: View {
        let high: Bool
        @State private var winner = 0
        var body: some View {
            let parent = TapGesture().onEnded { winner = 2 }
            let child = Color.blue.frame(width: 40, height: 40).onTapGesture { winner = 1 }.accessibilityIdentifier("child")
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(10 + 10 * winner), height: 10).accessibilityIdentifier("marker")
                if high { child.padding(10).highPriorityGesture(parent) } else { child.padding(10).gesture(parent) }
            }
        }
    }

    @Test func theInnermostTapWinsUnlessTheParentsIsHighPriority() {
        // Both taps are recognized at the lift; the innermost goes first and cancels the other, unless the parent's
        // is a highPriorityGesture.
        let normal = timeline(script: { Tap("child", at: 0.5) }) { Nested(high: false) }
        #expect(marker(normal, at: 1) == 20)
        let high = timeline(script: { Tap("child", at: 0.5) }) { Nested(high: true) }
        #expect(marker(high, at: 1) == 30)
    }

    /// A screen with a drag of its own that begins at once (it widens the marker from 10 to 30 pt).
    struct DraggableScreen: View {
        @State private var dragged = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: dragged ? 30 : 10, height: 10).accessibilityIdentifier("marker")
                Color.blue
            }
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in dragged = true })
        }
    }

    /// A pushed `DraggableScreen`.
    struct PushedDraggable: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Next") { DraggableScreen().navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                    .navigationTitle("Home")
            }
        }
    }

    @Test func theEdgeSwipeWinsOverTheScreensOwnDrag() throws {
        // A drag from 5 pt of the leading edge, 195 pt right over 0.3 s from 1.0: at 1.25 (step 30, p = 5/6) the
        // finger has covered 195 · (1.25 − 0.5 · 25/36) = 176.0417 pt and the top screen follows it; the screen's
        // own drag (which would begin at once) gets nothing.
        let t = timeline(canvas: navigationCanvas, duration: 3, script: {
            Tap("Next", at: 0.1)
            Drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), at: 1.0, duration: 0.3)
        }) { PushedDraggable() }
        let pushed = try #require(t.trace(at: 1.25).views.first { $0.path.hasSuffix("NavigationStack/link0") })
        #expect(abs(pushed.bounds.minX - 176.0417) < 0.001)
        #expect(marker(t, at: 1.25) == 10)
    }

    @Test func aDragThatLandsOnAButtonInASheetMovesTheSheet() throws {
        // The Done button's tap never begins (the finger moves); the sheet's pan does. Halfway through the 0.3 s
        // drag (step 18 of 36, q = 0.5) the finger has covered 200 · (0.75 − 0.125) = 125 pt, and the sheet's top
        // (420 at the medium detent on the 400 × 800 canvas) follows it to 545. The old chain gave the drag to the
        // button, and the sheet stayed at 420.
        let t = timeline(canvas: navigationCanvas, duration: 4, script: {
            Tap("Show", at: 0.1)
            Drag("Done", by: CGSize(width: 0, height: 200), at: 1.2, duration: 0.3)
        }) { SheetFixture() }
        #expect(t.errors.isEmpty)
        let halfway = try #require(t.trace(at: 1.2 + 18.0 / 120).view("SheetFixture/overlay/sheet/presented"))
        #expect(abs(halfway.bounds.minY - 545) < 0.01)
    }

    /// A tile that pushes a `DraggableScreen` zooming out of it.
    struct ZoomPushedDraggable: View {
        @Namespace private var zoom
        var body: some View {
            NavigationStack {
                NavigationLink { DraggableScreen().navigationTransition(.zoom(sourceID: "tile", in: zoom)) } label: {
                    Color.orange.frame(width: 100, height: 100)
                }
                .matchedTransitionSource(id: "tile", in: zoom)
                .accessibilityIdentifier("tile")
            }
        }
    }

    @Test func aZoomedScreensEdgeSwipeIsItsZoomDismissalOverItsOwnDrag() throws {
        // From 5 pt of the leading edge, 195 pt right over 0.3 s from 1.2: at 1.45 (q = 5/6) the finger has covered
        // 195 · (1.25 − 0.5 · 25/36) = 176.04 pt, and the zoomed screen, following it, has shrunk to
        // 1 − 0.5 · 176.04 / 800 = 0.88997 of its 400 pt width: 356.0 (approximations.md: 0.5 per canvas height).
        // The old chain let the screen's drag stop the dismissal and slid the screen out whole (an edge pop).
        let t = timeline(canvas: navigationCanvas, duration: 3, script: {
            Tap("tile", at: 0.1)
            Drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), at: 1.2, duration: 0.3)
        }) { ZoomPushedDraggable() }
        #expect(t.errors.isEmpty)
        let screen = try #require(t.trace(at: 1.45).views.first { $0.path.hasSuffix("NavigationStack/link0/screen") })
        #expect(abs(screen.visibleBounds.width - 356.0) < 0.5, "\(screen.visibleBounds)")
        // The screen's own drag got nothing: its 10 pt marker shows at the screen's scale, 8.9 pt (30 if dragged).
        #expect(abs((marker(t, at: 1.45) ?? 0) - 10 * 0.88997) < 0.01)
    }
}
