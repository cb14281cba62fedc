import Foundation
import Testing
@testable import Zoetrope

/// Ten 50 pt rows in a vertical scroll view filling the 200 × 100 pt test canvas (1x, no safe area): content 500 pt
/// high, viewport 100, so the offset runs 0 … 400. The rows are spaced 0 apart; row i spans i·50 … i·50 + 50.
struct TenRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in Rectangle().frame(height: 50) }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// The scroll offset's closed form (UIScrollView's normal deceleration, 0.998 per ms): a flick of distance d has
/// covered d·(1 − 0.998^(1000 τ)) after τ s. Numbers below: 0.998^100 = e^(100 · ln 0.998) = e^(−0.2002003) =
/// 0.8185668, so after 0.1 s a glide has covered 18.14332 % of its distance; −1000 · ln 0.998 = 2.0020027 s⁻¹.
@MainActor @Suite struct ScrollViewTests {
    func offset(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)?.y
    }

    @Test func scrollGlidesByTheClosedFormAndRests() throws {
        let t = timeline(duration: 4, script: { Scroll("list", by: 100, at: 0.5) }) { TenRows() }
        #expect(offset(t, at: 0.5) == 0)
        // τ = 0.1: 100 · (1 − 0.8185668) = 18.14332.
        #expect(abs(try #require(offset(t, at: 0.6)) - 18.14332) < 1e-4)
        // τ = 2.6: 100 · (1 − 0.998^2600) = 100 · (1 − 0.0054879) = 99.45121 — still gliding (rest comes when
        // 100 · 0.998^(1000 τ) < 0.5, τ > ln 200 / 2.0020027 = 2.64651 s).
        #expect(abs(try #require(offset(t, at: 3.1)) - 99.45121) < 1e-4)
        // At rest at τ = 2.7 > 2.6465: exactly the model value, 100.
        #expect(offset(t, at: 3.2) == 100)
        // Every reader sees the content scrolled: row 0's on-screen bounds start at −100.
        let row0 = t.inspect(at: 3.5).first { $0.path.hasSuffix("ForEach/0/frame") }
        #expect(row0?.bounds.minY == -100)
        // The layout frame is the model layout (an offset is a render effect): row 0 is laid out at 0.
        #expect(row0?.frame.minY == 0)
    }

    @Test func scrollStopsAtTheContentsEnd() throws {
        let t = timeline(duration: 2, script: { Scroll("list", by: 1000, at: 0.5) }) { TenRows() }
        // The free glide would cover 1000; the content ends at 400. The offset follows 1000 · (1 − 0.998^(1000 τ))
        // until that reaches 400: 0.998^(1000 τ) = 0.6, τ = ln 0.6 / (1000 · ln 0.998) = 0.25516 s, then stays at 400.
        #expect(abs(try #require(offset(t, at: 0.6)) - 181.4332) < 1e-3)
        #expect(offset(t, at: 0.8) == 400)
        #expect(offset(t, at: 1.9) == 400)
        // The last row's bottom is the viewport's bottom: 500 − 400 = 100.
        #expect(t.inspect(at: 1.9).first { $0.path.hasSuffix("ForEach/9/frame") }?.bounds.maxY == 100)
    }

    @Test func dragFollowsTheFingerThenGlidesWithItsVelocity() throws {
        // The finger moves up 50 pt over 0.25 s from t = 0.5 (eased: fraction 1.5p − 0.5p² after a fraction p).
        let t = timeline(duration: 3.5, script: {
            Drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 30), at: 0.5, duration: 0.25)
        }) { TenRows() }
        // Steps every 1/120 s; the step at 0.6 (p = 0.4): 50 · (0.6 − 0.08) = 26 pt, held until the next step.
        #expect(abs(try #require(offset(t, at: 0.605)) - 26) < 1e-9)
        // At the lift (0.75) the content has followed the whole 50 pt.
        #expect(abs(try #require(offset(t, at: 0.75)) - 50) < 1e-9)
        // Finger velocity at the lift: 50 · (1.5 − 1) / 0.25 = 100 pt/s upward, so the content moves on at 100 pt/s;
        // the glide covers 100 / 2.0020027 = 49.94998 pt: after 0.1 s 50 + 49.94998 · 0.1814332 = 59.06259.
        #expect(abs(try #require(offset(t, at: 0.85)) - 59.06259) < 1e-4)
        // At rest (49.95 · 0.998^(1000 τ) < 0.5 once τ > ln 99.9 / 2.002 = 2.30 s): 50 + 49.94998 = 99.94998.
        #expect(abs(try #require(offset(t, at: 3.2)) - 99.94998) < 1e-4)
    }

    @Test func scrollToAnimatesWithTheTransactionByTheLeastChange() throws {
        let t = timeline(duration: 2, script: { Tap("Go", at: 0.5) }) {
            ScrollViewReader { proxy in
                TenRows()
                    .overlay(alignment: .topTrailing) {
                        Button("Go") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(6) } }
                    }
            }
        }
        // Row 6 spans 300…350; the viewport 0…100. With no anchor the least change shows its bottom edge at the
        // viewport's: 350 − 100 = 250. Linear over 1 s from 0.5: 250 · (t − 0.5).
        #expect(offset(t, at: 0.5) == 0)
        #expect(abs(try #require(offset(t, at: 0.75)) - 62.5) < 1e-9)
        #expect(abs(try #require(offset(t, at: 1.0)) - 125) < 1e-9)
        #expect(offset(t, at: 1.6) == 250)
    }

    @Test func scrollToWithAnAnchorAlignsItAndIsClamped() throws {
        let t = timeline(duration: 2, script: { Tap("Top", at: 0.2); Tap("End", at: 1.0) }) {
            ScrollViewReader { proxy in
                TenRows()
                    .overlay(alignment: .topTrailing) {
                        HStack {
                            Button("Top") { proxy.scrollTo(3, anchor: .top) }
                            Button("End") { proxy.scrollTo(9, anchor: .top) }
                        }
                    }
            }
        }
        // Row 3's top (150) on the viewport's top: 150, at once (no animation).
        #expect(offset(t, at: 0.5) == 150)
        // Row 9's top (450) would need 450; the content allows 400.
        #expect(offset(t, at: 1.5) == 400)
    }

    @Test func aTapAfterAScrollHitsTheScrolledRow() {
        let t = timeline(duration: 4, script: {
            Scroll("list", by: 100, at: 0.1)
            // A still finger at (100, 25) after the glide rests (0.1 + 2.65 s): content y = 25 + 100 = 125, row 2.
            Drag(from: CGPoint(x: 100, y: 25), to: CGPoint(x: 100, y: 25), at: 3.2, duration: 0.05)
        }) { TappableRows() }
        let fills = t.inspect(at: 3.5).filter { $0.type == "Rectangle" }.map { $0.style["fill"] }
        // Only row 2 turned red (FF3B30); without the scroll the touch would have hit row 0.
        #expect(fills.indices.filter { fills[$0] == .colour("#FF3B30FF") } == [2])
    }

    @Test func contentScrollsUnderTheSafeAreaAndRestsInsideIt() throws {
        let canvas = SceneCanvas(width: 200, height: 100, scale: 1, safeAreaInsets: EdgeInsets(top: 10, bottom: 10))
        let t = timeline(canvas: canvas, duration: 5, script: { Scroll("list", to: CGPoint(x: 0, y: 1000), at: 0.5) }) { TenRows() }
        // The scroll view touches both safe edges, so it grows to the whole canvas; its content starts at the safe top.
        #expect(t.frames(endingWith: "ScrollView") == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(t.inspect(at: 0).first { $0.path.hasSuffix("ForEach/0/frame") }?.bounds.minY == 10)
        // Viewport 80 (100 − 10 − 10): the offset glides to 500 − 80 = 420 (at rest once 420 · 0.998^(1000 τ) < 0.5,
        // τ > ln 840 / 2.002 = 3.36 s), the last row's bottom then on the safe bottom, 90.
        #expect(offset(t, at: 4.5) == 420)
        #expect(t.inspect(at: 4.5).first { $0.path.hasSuffix("ForEach/9/frame") }?.bounds.maxY == 90)
    }
}

/// `TenRows` whose rows turn red when tapped.
struct TappableRows: View {
    @State private var selected: Int?

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in
                    Rectangle().fill(selected == i ? Color.red : Color.blue).frame(height: 50)
                        .onTapGesture { selected = i }
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// How a scroll view sizes itself, as SwiftUI's does: the proposed length along the axes it scrolls, its content's
/// across them. On the 200 × 100 pt test canvas.
@MainActor @Suite struct ScrollViewSizingTests {
    @Test func aHorizontalCarouselIsAsTallAsItsCards() {
        // Five 60 × 30 cards in a horizontal scroll view over a colour, in a VStack: the scroll view takes the whole
        // width (200) and the cards' height (30); the colour fills the other 70 pt. (It took half the height before.)
        let t = timeline {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(width: 60, height: 30) } }
                }
                Color.red
            }
        }
        #expect(t.frames(endingWith: "ScrollView") == [CGRect(x: 0, y: 0, width: 200, height: 30)])
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 30, width: 200, height: 70)])
    }

    @Test func aVerticalScrollViewIsAsWideAsItsContent() {
        // A 40 × 20 box in a vertical scroll view beside a colour, in an HStack: the scroll view takes the whole
        // height (100) and the box's width (40); the colour fills the other 160 pt.
        let t = timeline {
            HStack(spacing: 0) {
                ScrollView { Rectangle().frame(width: 40, height: 20) }
                Color.blue
            }
        }
        #expect(t.frames(endingWith: "ScrollView") == [CGRect(x: 0, y: 0, width: 40, height: 100)])
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 40, y: 0, width: 160, height: 100)])
    }

    @Test func aListAndAScrollViewOfBothAxesFillTheirProposal() {
        let t = timeline {
            VStack(spacing: 0) {
                ScrollView([.horizontal, .vertical]) { Rectangle().frame(width: 40, height: 20) }
                List { Text("Row") }
            }
        }
        // Two greedy views share the 100 pt height: 50 each, the whole width (the List's scroll view is the second).
        #expect(t.frames(endingWith: "ScrollView") == [CGRect(x: 0, y: 0, width: 200, height: 50),
                                                       CGRect(x: 0, y: 50, width: 200, height: 50)])
    }
}
