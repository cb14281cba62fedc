import Foundation
import Testing
@testable import Zoetrope

/// A tab view's pages count its bar as unsafe area: a scroll view page reaches under the bar with its content
/// inset to rest above it; other pages stay above the bar.
@MainActor @Suite struct TabPageTests {
    /// 200 × 300 pt at 1x with a 20 pt top and a 34 pt bottom safe area: the bar spans y 217 … 266 (49 pt above
    /// 300 − 34), its material reaching 300.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1, safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 34, trailing: 0))

    private func offset(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)?.y
    }

    @Test func scrollViewPageReachesUnderTheBarWithItsContentInset() throws {
        let t = timeline(canvas: canvas, duration: 5, script: { Scroll("rows", to: CGPoint(x: 0, y: 1000), at: 0.2) }) {
            TabView {
                Tab("Rows", systemImage: "list.bullet") { TenRows().accessibilityIdentifier("rows") }
                Tab("Other", systemImage: "gear") { Color.red }
            }
        }
        #expect(t.errors.isEmpty)
        // Laid out in the page area (20 … 217), the scroll view touches the safe top and the bar's top (the page's
        // safe bottom), so it grows to the whole canvas: insets 20 on top and 300 − 217 = 83 at the bottom.
        #expect(t.frames(endingWith: "ScrollView") == [CGRect(x: 0, y: 0, width: 200, height: 300)])
        #expect(t.inspect(at: 0).first { $0.path.hasSuffix("ForEach/0/frame") }?.bounds.minY == 20)
        // Viewport 300 − 20 − 83 = 197; content 10 × 50 = 500: the offset can reach 500 − 197 = 303 (at rest after
        // 0.2 + ln 606 / 2.002 = 3.4 s), and the last row's bottom then rests on the bar's top: 500 − 303 + 20 = 217.
        #expect(offset(t, at: 4.5) == 303)
        let last = try #require(t.trace(at: 4.5).views.first { $0.path.hasSuffix("ForEach/9/frame") })
        #expect(last.bounds.maxY == 217)
        // At rest the rows above the end are drawn under the bar (the clip is the canvas), and the bar over them.
        let under = try #require(t.trace(at: 4.5).views.first { $0.path.hasSuffix("ForEach/8/frame") })
        #expect(under.bounds.minY == 117 && under.clip == CGRect(x: 0, y: 0, width: 200, height: 300))
        let order = t.trace(at: 4.5).views.map(\.path)
        let bar = try #require(order.firstIndex { $0.contains("TabBar") })
        let row = try #require(order.firstIndex { $0.hasSuffix("ForEach/9/frame") })
        #expect(row < bar)
    }

    @Test func otherPagesStayAboveTheBar() {
        let t = timeline(canvas: canvas) {
            TabView {
                Tab("Text", systemImage: "textformat") {
                    VStack { Text("Top"); Spacer(); Text("Bottom") }
                }
            }
        }
        // A stack that fills the page ends on the bar's top: its last text is 22 pt tall, so at 217 − 22 = 195.
        #expect(t.inspect(at: 0).first { $0.style["text"] == .text("Bottom") }?.frame.minY == 195)
        #expect(t.inspect(at: 0).first { $0.style["text"] == .text("Top") }?.frame.minY == 20)
    }

    @Test func listPageBackgroundReachesUnderTheBar() {
        let t = timeline(canvas: canvas, duration: 6, script: { Scroll("settings", by: 5000, at: 0.2) }) {
            TabView {
                Tab("Settings", systemImage: "gear") { TwentyRowList() }
            }
        }
        // The list grows from its page (20 … 217) to the canvas; so does its grouped background, behind the bar.
        #expect(t.inspect(at: 0).first { $0.type == "List" }?.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(t.inspect(at: 0).filter { $0.type == "Rectangle" && $0.style["fill"] == .colour("#F2F2F7FF") }.map(\.bounds)
                == [CGRect(x: 0, y: 0, width: 200, height: 300)])
        // Scrolled to the end: viewport 300 − 20 − 83 = 197, content 916 (ListScrollingTests), offset 916 − 197 = 719;
        // the card's bottom (896 in the content) rests at 896 − 719 + 20 = 197, 20 pt above the bar's top (217).
        #expect(offset(t, at: 5.9) == 719)
        #expect(t.trace(at: 5.9).views.first { $0.type == "RoundedRectangle" }?.bounds.maxY == 197)
    }
}
