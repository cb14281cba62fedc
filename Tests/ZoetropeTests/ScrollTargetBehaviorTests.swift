import Foundation
import Testing
@testable import Zoetrope

/// Where drags settle with `scrollTargetBehavior`, on the 200 × 100 pt test canvas (1x, no safe area; both axes
/// below 600 pt, so compact: `.viewAligned`'s automatic limit applies).
///
/// The script's finger moves eased (fraction 1.5p − 0.5p² after a fraction p of the drag), so at the lift its
/// speed is distance · 0.5 / duration; the free glide from there covers speed / 2.0020027 (UIScrollView's normal
/// deceleration: −1000 · ln 0.998 = 2.0020027 s⁻¹; ScrollViewTests derives the same).
@MainActor @Suite struct ScrollTargetBehaviorTests {
    func offset(_ t: SceneTimeline, at time: Double) -> CGPoint? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)
    }

    /// A 4 s timeline of `content` with one horizontal drag at y = 50 from x `from` to `to` over `duration`, at 0.5 s.
    func dragged<V: View>(from: CGFloat, to: CGFloat, duration: Double,
                          @ViewBuilder _ content: @escaping @MainActor () -> V) -> SceneTimeline {
        timeline(duration: 4, script: {
            Drag(from: CGPoint(x: from, y: 50), to: CGPoint(x: to, y: 50), at: 0.5, duration: duration)
        }, content)
    }

    /// Five pages, each the scroll view's 200 pt width: content 1000 pt, offsets 0 … 800.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { _ in Color.blue.containerRelativeFrame(.horizontal) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test func aPagingDragSettlesOnTheNextPage() throws {
        // 90 pt left over 0.25 s from 0.5: the lift (0.75) at offset 90, speed 90 · 0.5 / 0.25 = 180 pt/s, free
        // glide 180 / 2.0020027 = 89.91 pt to 179.91, nearest page boundary 200 (page 1).
        let t = dragged(from: 150, to: 60, duration: 0.25) { Pages() }
        #expect(abs(try #require(offset(t, at: 0.75)).x - 90) < 1e-9)
        #expect(offset(t, at: 3.5) == CGPoint(x: 200, y: 0))
        // It leaves the lift at the content's speed, 180 pt/s (within what the spring's pull adds over 1 ms).
        let early = try #require(offset(t, at: 0.751)).x
        #expect(abs((early - 90) / 0.001 - 180) < 10)
    }

    @Test func aPagingFlickMovesAtMostOnePage() throws {
        // 140 pt over 0.1 s: speed 700 pt/s, free glide 349.65 to 489.65 (nearest boundary 400, page 2), but the drag
        // began on page 0, so page 1.
        let t = dragged(from: 180, to: 40, duration: 0.1) { Pages() }
        #expect(offset(t, at: 3.5) == CGPoint(x: 200, y: 0))
    }

    @Test func aShortSlowDragFallsBackToItsPage() throws {
        // 20 pt over 0.5 s: speed 20 pt/s, free glide 9.99 to 29.99, nearest boundary 0.
        let t = dragged(from: 150, to: 130, duration: 0.5) { Pages() }
        #expect(abs(try #require(offset(t, at: 1.0)).x - 20) < 1e-9)
        #expect(offset(t, at: 3.5) == CGPoint(x: 0, y: 0))
    }

    /// Six 70 pt cards 10 pt apart: leading edges at 0, 80, 160, 240, 320, 400; content 470, offsets 0 … 270.
    struct Cards: View {
        let behavior: ViewAlignedScrollTargetBehavior
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6) { _ in Color.blue.frame(width: 70) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(behavior)
        }
    }

    @Test func viewAlignedSettlesOnTheNearestCardsLeadingEdge() throws {
        // As in the paging test: lift at 90, free end 179.91; nearest leading edge 160.
        let t = dragged(from: 150, to: 60, duration: 0.25) { Cards(behavior: .viewAligned(limitBehavior: .never)) }
        #expect(offset(t, at: 3.5) == CGPoint(x: 160, y: 0))
    }

    @Test func viewAlignedIsLimitedToOneCardOnACompactWidth() throws {
        // The same drag with the automatic limit on a 200 pt (compact) width: one card from card 0, edge 80.
        let t = dragged(from: 150, to: 60, duration: 0.25) { Cards(behavior: .viewAligned) }
        #expect(offset(t, at: 3.5) == CGPoint(x: 80, y: 0))
    }

    @Test func viewAlignedSettlesOnARowsTopEdge() throws {
        // Ten 30 pt rows: tops at 0, 30, …; content 300, offsets 0 … 200. A 50 pt drag up over 0.25 s: lift at 50,
        // speed 100 pt/s, free glide 49.95 to 99.95; nearest top 90 (row 3).
        let t = timeline(duration: 4, script: {
            Drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 30), at: 0.5, duration: 0.25)
        }) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { _ in Rectangle().frame(height: 30) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
        }
        #expect(offset(t, at: 3.5) == CGPoint(x: 0, y: 90))
    }

    @Test func contentMarginsInsetTheContentAtBothEnds() throws {
        // A 15 pt top margin: row 0 rests at y = 15; content 10 · 50 = 500, so the offset reaches 500 + 15 − 100 = 415
        // and the last row's bottom is then the viewport's, 100. A 20 pt horizontal margin offers the rows 160 pt.
        let t = timeline(duration: 3, script: { Scroll("list", by: 1000, at: 0.5) }) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { _ in Rectangle().frame(height: 50) }
                }
            }
            .contentMargins(.top, 15)
            .contentMargins(.horizontal, 20)
            .accessibilityIdentifier("list")
        }
        let first = t.inspect(at: 0).first { $0.path.hasSuffix("ForEach/0/frame") }
        #expect(first?.bounds == CGRect(x: 20, y: 15, width: 160, height: 50))
        #expect(offset(t, at: 2.9)?.y == 415)
        #expect(t.inspect(at: 2.9).first { $0.path.hasSuffix("ForEach/9/frame") }?.bounds.maxY == 100)
    }

    /// The cards above with `scrollPosition(id:)` bound to a state the label shows, and a button that sets it.
    struct BoundCards: View {
        @State private var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                Text("\(position ?? -1)").frame(height: 20)
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<6) { _ in Color.blue.frame(width: 70) }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                .scrollPosition(id: $position)
                Button("Go") { withAnimation(.linear(duration: 1)) { position = 3 } }.frame(height: 20)
            }
        }
    }

    func label(_ t: SceneTimeline, at time: Double) -> InspectedValue? {
        t.inspect(at: time).first { $0.type == "Text" }?.style["text"]
    }

    @Test func scrollPositionIsTheTopMostCardWhereADragSettles() throws {
        // The 60 pt high scroll view sits at y 20…80; the drag of the view-aligned test settles on card 2 (offset
        // 160), whose 160…230 span is the first to reach past the leading edge there.
        let t = dragged(from: 150, to: 60, duration: 0.25) { BoundCards() }
        #expect(label(t, at: 0.4) == .text("-1"))
        #expect(offset(t, at: 3.5) == CGPoint(x: 160, y: 0))
        #expect(label(t, at: 3.5) == .text("2"))
    }

    @Test func settingScrollPositionScrollsTheCardToTheLeadingEdge() throws {
        // Card 3's leading edge is at 3 · 80 = 240 (within the 0 … 270 range): linear over 1 s from the tap at 0.5.
        let t = timeline(duration: 2, script: { Tap("Go", at: 0.5) }) { BoundCards() }
        #expect(abs(try #require(offset(t, at: 1.0)).x - 120) < 1e-6)
        #expect(offset(t, at: 1.8) == CGPoint(x: 240, y: 0))
        #expect(label(t, at: 1.8) == .text("3"))
    }
}
