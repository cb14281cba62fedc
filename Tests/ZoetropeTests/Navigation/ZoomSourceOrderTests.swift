import Foundation
import Testing
@testable import Zoetrope

/// A pushed screen zooming out of a tile that is drawn after it: the tile sits in a ZStack above the stack, at the
/// canvas's top-leading corner, (0, 0, 100, 100).
struct ZoomSourceDrawnAfterFixture: View {
    @Namespace private var zoom
    @State private var path: [Int] = []

    var body: some View {
        ZStack(alignment: .topLeading) {
            NavigationStack(path: $path) {
                Color.clear
                    .navigationDestination(for: Int.self) { _ in
                        ZoomDestination().navigationTransition(.zoom(sourceID: "tile", in: zoom))
                    }
            }
            Button { path.append(1) } label: { Color.orange.frame(width: 100, height: 100) }
                .accessibilityIdentifier("tile")
                .matchedTransitionSource(id: "tile", in: zoom)
        }
    }
}

/// A zoom's source is resolved before the zooming screen, whatever their drawing order (issue 25, item 2).
@MainActor @Suite struct ZoomSourceOrderTests {
    /// Rule (docs/approximations.md, "Zoom"): at progress v the screen shows in R = screen + v·(source − screen),
    /// scaled about its centre to fill R, so the centre of its bounds is screen.mid + v·(source.mid − screen.mid).
    /// A zoom without its source shrinks about the screen's own centre instead (its centre never moves). Here the
    /// screen fills the 400 × 800 canvas (centre (200, 400)) and the tile's centre is (50, 50): the bounds' centre
    /// moves from (200, 400) toward (50, 50) by the same share v on both axes, most of the way at the zoom's start.
    @Test func aScreenDrawnBeforeItsSourceZoomsOutOfTheSourcesRectangle() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("tile", at: 0.1) }) {
            ZoomSourceDrawnAfterFixture()
        }
        #expect(timeline.errors.isEmpty)
        let trace = timeline.trace(at: 0.1 + 1.0 / 60)
        let screen = try #require(trace.views.first { $0.style["zoomSource"] != nil })
        let tile = try #require(trace.views.first { $0.identifier == "tile" })
        // The screen is drawn before the tile.
        let screenIndex = try #require(trace.views.firstIndex { $0.path == screen.path })
        let tileIndex = try #require(trace.views.firstIndex { $0.path == tile.path })
        #expect(screenIndex < tileIndex)
        let vx = (screen.bounds.midX - 200) / (50 - 200), vy = (screen.bounds.midY - 400) / (50 - 400)
        #expect(abs(vx - vy) < 1e-6, "centre \(screen.bounds.midX), \(screen.bounds.midY) is not on the way to the tile")
        #expect(vx > 0.5, "one frame in, the screen should still be mostly at the tile (v = \(vx))")
    }

}
