import Foundation
import Testing
@testable import Zoetrope

/// Text layout with the fixed-metrics measurer (0.55 em per character, the style's line height), so that
/// expected frames follow by hand. The canvas is at 20x so that pixel rounding (1/20 pt) keeps these widths exact.
@MainActor @Suite struct TextLayoutTests {
    let fine = SceneCanvas(width: 200, height: 100, scale: 20)

    @Test func bodyTextIsItsWidthAndOneLineHigh() {
        let t = timeline(canvas: fine) { Text("Hello") }
        // body: 17 pt, line height 22 (fidelity.md §8.2): 5 × 0.55 × 17 = 46.75 pt wide.
        let frame = t.frames(endingWith: "Text")[0]
        #expect(abs(frame.width - 46.75) < 1e-9 && frame.height == 22)
    }

    @Test func textWrapsToTheOfferedWidth() {
        let t = timeline(canvas: fine) { Text("aaaa bbbb").font(.caption).frame(width: 40) }
        // caption: 12 pt, line 16. 40 / 6.6 = 6 characters per line: "aaaa" / "bbbb", 2 lines, 26.4 pt wide.
        let frame = t.frames(endingWith: "Text")[0]
        #expect(abs(frame.width - 26.4) < 1e-9 && frame.height == 32)
    }

    @Test func lineLimitKeepsTheFirstLines() {
        let t = timeline { Text("aaaa bbbb").font(.caption).lineLimit(1).frame(width: 40) }
        #expect(t.frames(endingWith: "Text")[0].height == 16)
    }

    @Test func paddingAroundTextAddsToItsSize() {
        let t = timeline { Text("Link").font(.subheadline).padding(.horizontal, 12).padding(.vertical, 6) }
        // subheadline: 15 pt, line 20: 4 × 8.25 = 33 + 24 wide, 20 + 12 high.
        let outer = t.inspect(at: 0).first { $0.type == "padding" }!.frame
        #expect(abs(outer.width - 57) < 1e-9 && outer.height == 32)
    }

    @Test func tapFindsAViewByItsText() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button { count += 1 } label: { Text("Add") }
                    Rectangle().frame(width: CGFloat(10 + 10 * count), height: 10)
                }
            }
        }
        let t = timeline(script: { Tap("Add", at: 0.5) }) { Counter() }
        #expect(t.errors.isEmpty)
        #expect(t.frames(endingWith: "Rectangle", at: 0.5).map(\.width) == [20])
    }
}
