import Foundation
import Testing
@testable import Zoetrope

/// `containerRelativeFrame` on the 200 × 100 pt test canvas (1x, no safe area). Expected lengths from Apple's
/// documented division: a column is (container − spacing · (count − 1)) / count, a view spans `span` columns and
/// the `span − 1` spacings between them.
@MainActor @Suite struct ContainerRelativeFrameTests {
    @Test func countSpanAndSpacingDivideTheWindow() throws {
        let t = timeline {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }
        // Column (200 − 2 · 10) / 3 = 60; span 2: 2 · 60 + 10 = 130 wide; the height is the root's offer, 100.
        // Centred in the 200 pt window: x = (200 − 130) / 2 = 35.
        let frame = try #require(t.frames(endingWith: "containerRelativeFrame").first)
        #expect(frame == CGRect(x: 35, y: 0, width: 130, height: 100))
    }

    @Test func theClosureGetsEachAxisLength() throws {
        let t = timeline {
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .horizontal ? length / 4 : length / 2
            }
        }
        // 200 / 4 = 50 wide, 100 / 2 = 50 high, centred: (75, 25).
        #expect(t.frames(endingWith: "containerRelativeFrame").first == CGRect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func alignmentPlacesTheContentInTheFrame() throws {
        let t = timeline {
            Rectangle().frame(width: 40, height: 20).containerRelativeFrame(.horizontal, alignment: .leading)
        }
        // The frame is the window's 200 pt wide and its content's 20 pt high (centred: y = 40); the 40 pt rectangle
        // sits at its leading edge.
        #expect(t.frames(endingWith: "containerRelativeFrame").first == CGRect(x: 0, y: 40, width: 200, height: 20))
        #expect(t.frames(endingWith: "frame/Rectangle").first?.minX == 0)
    }

    @Test func aScrollViewIsTheContainerLessItsContentMargins() throws {
        let t = timeline {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<4) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 8) }
                }
            }
            .contentMargins(.horizontal, 20)
        }
        // The visible area less 20 pt margins each side: 160. Column (160 − 8) / 2 = 76. The content starts at the
        // leading margin, 20; the next card 76 + 8 later, at 104. The height is the scroll view's, 100.
        let cards = t.frames(endingWith: "containerRelativeFrame")
        #expect(cards.count == 4)
        #expect(cards.first == CGRect(x: 20, y: 0, width: 76, height: 100))
        #expect(cards.dropFirst().first?.minX == 104)
    }

    @Test func safeAreaPaddingOnAScrollViewInsetsItsContentAndItsContainer() throws {
        let t = timeline {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { _ in Color.blue.containerRelativeFrame(.horizontal) }
                }
            }
            .safeAreaPadding(.horizontal, 30)
        }
        // 30 pt more safe area each side: the container is 200 − 60 = 140 wide, the content starts at 30.
        #expect(t.frames(endingWith: "containerRelativeFrame").first == CGRect(x: 30, y: 0, width: 140, height: 100))
    }

    @Test func safeAreaPaddingOnAnotherViewPadsIt() throws {
        let t = timeline { Color.red.frame(width: 50, height: 20).safeAreaPadding(10) }
        // 50 + 2 · 10 by 20 + 2 · 10, centred in 200 × 100: (65, 30, 70, 40).
        #expect(t.frames(endingWith: "safeAreaPadding").first == CGRect(x: 65, y: 30, width: 70, height: 40))
    }

    @Test func scrollClipDisabledLetsTheContentShowOutsideTheScrollView() throws {
        func secondCard(clipDisabled: Bool) -> CGRect? {
            let t = timeline {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<3) { _ in Color.blue.frame(width: 80) } }
                }
                .frame(width: 100)
                .scrollClipDisabled(clipDisabled)
            }
            return t.inspect(at: 0).first { $0.path.hasSuffix("ForEach/1/frame") }?.visibleBounds
        }
        // The 100 pt scroll view is centred (x 50…150); card 1 spans 130…210. Clipped, 130…150 shows; unclipped,
        // nothing clips it (the canvas edge is the image's, not a clip of the trace): all of 130…210.
        #expect(secondCard(clipDisabled: false) == CGRect(x: 130, y: 0, width: 20, height: 100))
        #expect(secondCard(clipDisabled: true) == CGRect(x: 130, y: 0, width: 80, height: 100))
    }

    @Test func aCarouselInAVerticalScrollViewMeasuresItsOwnContainer() throws {
        let t = timeline {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<3) { _ in Color.blue.containerRelativeFrame(.horizontal).frame(height: 40) }
                        }
                    }
                    .contentMargins(.horizontal, 25)
                }
            }
        }
        // The outer scroll view's container is 200 wide; the carousel, measured inside it first, is placed against
        // its own: 200 − 2 · 25 = 150 wide, starting at 25.
        #expect(t.frames(endingWith: "ForEach/0/frame/containerRelativeFrame").first?.width == 150)
        #expect(t.frames(endingWith: "ForEach/0/frame/containerRelativeFrame").first?.minX == 25)
    }

    @Test func aNavigationStackIsAContainerLessItsBar() throws {
        let canvas = SceneCanvas(width: 200, height: 400, scale: 1)
        let t = timeline(canvas: canvas) {
            NavigationStack {
                Color.green.containerRelativeFrame(.vertical, count: 2, spacing: 0)
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
        // The inline bar is 44 pt (SystemMotion.inlineBarHeight): the container is 400 − 44 = 356 high, half of it 178.
        #expect(t.frames(endingWith: "containerRelativeFrame").first?.height == 178)
    }

    @Test func aTabIsAContainerAboveItsBar() throws {
        let canvas = SceneCanvas(width: 200, height: 400, scale: 1)
        let t = timeline(canvas: canvas) {
            TabView {
                Color.green.containerRelativeFrame(.vertical)
                    .tabItem { Text("One") }
            }
        }
        // The tab bar is 49 pt (TabBarMetrics.height): the page area is 400 − 49 = 351 high.
        #expect(t.frames(endingWith: "containerRelativeFrame").first?.height == 351)
    }
}
