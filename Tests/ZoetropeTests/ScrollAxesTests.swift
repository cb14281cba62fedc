import Foundation
import Testing
@testable import Zoetrope

/// Horizontal and two-axis scroll views on the 200 × 100 pt test canvas (1x), by the glide's closed form
/// d·(1 − 0.998^(1000 τ)); after τ = 0.1 s a glide has covered 18.14332 % of its distance (ScrollViewTests).
@MainActor @Suite struct ScrollAxesTests {
    func offset(_ t: SceneTimeline, at time: Double) -> CGPoint? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)
    }

    @Test func twoAxesGlideTogether() throws {
        let t = timeline(duration: 4, script: { Scroll("map", by: CGSize(width: 100, height: 50), at: 0.5) }) {
            ScrollView([.horizontal, .vertical]) { Rectangle().frame(width: 400, height: 300) }
                .accessibilityIdentifier("map")
        }
        // Content 400 × 300 in 200 × 100: offsets up to (200, 200), so (100, 50) is not clamped.
        let early = try #require(offset(t, at: 0.6))
        #expect(abs(early.x - 18.14332) < 1e-4 && abs(early.y - 9.07166) < 1e-4)
        // Rest once √(100² + 50²) · 0.998^(1000 τ) = 111.8 · 0.998^(1000 τ) < 0.5: τ > ln 223.6 / 2.002 = 2.70 s.
        #expect(offset(t, at: 3.5) == CGPoint(x: 100, y: 50))
    }

    @Test func horizontalScrollOffersTheViewportHeightAndScrollsAlongX() throws {
        let t = timeline(duration: 2, script: { Scroll("row", by: 1000, at: 0.5) }) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(width: 100) } }
            }
            .accessibilityIdentifier("row")
        }
        // The content is offered nil × 100: five 100 × 100 rectangles. The scalar distance goes along x; the free
        // glide of 1000 stops at 500 − 200 = 300 after ln 0.7 / (1000 · ln 0.998) = 0.178 s.
        #expect(t.frames(endingWith: "HStack") == [CGRect(x: 0, y: 0, width: 500, height: 100)])
        let early = try #require(offset(t, at: 0.6))
        #expect(abs(early.x - 181.4332) < 1e-3 && early.y == 0)
        #expect(offset(t, at: 1.5) == CGPoint(x: 300, y: 0))
    }
}
