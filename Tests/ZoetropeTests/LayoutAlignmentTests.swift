import Foundation
import Testing
@testable import Zoetrope

/// A custom guide whose default is the view's horizontal centre.
private enum MarkerAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

extension HorizontalAlignment {
    fileprivate static let marker = HorizontalAlignment(MarkerAlignment.self)
}

/// Alignment guides and text baselines, by hand. Text uses the fixed-metrics test measurer: 0.55 em per
/// character; a line of the style's line height with the baseline at (lineHeight − size) / 2 + 0.8 × size.
@MainActor @Suite struct LayoutAlignmentTests {
    /// 20x so that the fractional text sizes below lie on the pixel grid (1/20 pt).
    let fine = SceneCanvas(width: 200, height: 100, scale: 20)

    private func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            abs($0.minX - $1.minX) < 1e-9 && abs($0.minY - $1.minY) < 1e-9
                && abs($0.width - $1.width) < 1e-9 && abs($0.height - $1.height) < 1e-9
        }
    }

    @Test func customGuideLinesUpViewsInTwoStacks() {
        let t = timeline {
            VStack(alignment: .marker, spacing: 0) {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 30, height: 10)
                    Rectangle().frame(width: 20, height: 10).alignmentGuide(.marker) { d in d[.leading] }
                }
                Rectangle().frame(width: 40, height: 10)
            }
        }
        // HStack: 30 + 20 = 50 wide; its marker is the second child's leading edge, 30 (one explicit value, so
        // the average is that value). The 40 pt row's marker is its default, the centre, 20.
        // Lined up: lefts at -30 and -20 → the VStack spans -30 … max(50 - 30, 40 - 20) = 20, i.e. 50 wide,
        // the row at 30 - 20 = 10. VStack 50 × 20 centred: (75, 40).
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 75, y: 40, width: 30, height: 10),
                                                     CGRect(x: 105, y: 40, width: 20, height: 10),
                                                     CGRect(x: 85, y: 50, width: 40, height: 10)])
    }

    @Test func aStackAveragesItsChildrensCustomGuides() {
        let t = timeline {
            VStack(alignment: .marker, spacing: 0) {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 10).alignmentGuide(.marker) { _ in 0 }
                    Rectangle().frame(width: 20, height: 10).alignmentGuide(.marker) { _ in 0 }
                }
                Rectangle().frame(width: 40, height: 10)
            }
        }
        // The HStack's marker is the mean of 0 and 20 (the second child's 0, moved by its x 20) = 10; the row's is 20.
        // Lefts -10 and -20 → the VStack spans -20 … max(40 - 10, 40 - 20) = 30: 50 wide, the HStack at 10.
        // VStack 50 × 20 centred: (75, 40).
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 85, y: 40, width: 20, height: 10),
                                                     CGRect(x: 105, y: 40, width: 20, height: 10),
                                                     CGRect(x: 75, y: 50, width: 40, height: 10)])
    }

    @Test func explicitLeadingGuideShiftsAChildInAVStack() {
        let t = timeline {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 40, height: 10)
                Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { d in
                    d[explicit: HorizontalAlignment.leading] == nil ? -d.width / 2 : 0
                }
            }
        }
        // Leading guides at 0 and -40 / 2 = -20: lefts 0 and 20, rights 40 and 60 → 60 wide; 60 × 20 centred at (70, 40).
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 70, y: 40, width: 40, height: 10),
                                                     CGRect(x: 90, y: 50, width: 40, height: 10)])
    }

    @Test func hStackLinesUpFirstTextBaselines() {
        let t = timeline(canvas: fine) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Ab").font(.title)
                Text("cd").font(.caption)
                Rectangle().frame(width: 10, height: 10)
            }
        }
        // title 28/34: 2 × 15.4 = 30.8 wide, baseline 3 + 22.4 = 25.4. caption 12/16: 13.2 wide, baseline 2 + 9.6 = 11.6.
        // The rectangle has no text: its baseline is its bottom, 10.
        // Tops relative to the baseline: -25.4, -11.6, -10; bottoms 8.6, 4.4, 0 → 34 high.
        // Offsets: 0, 25.4 - 11.6 = 13.8, 25.4 - 10 = 15.4. Stack 54 × 34 centred: (73, 33).
        let texts = t.frames(endingWith: "Text"), rects = t.frames(endingWith: "Rectangle")
        #expect(close(texts, [CGRect(x: 73, y: 33, width: 30.8, height: 34), CGRect(x: 103.8, y: 46.8, width: 13.2, height: 16)]))
        #expect(close(rects, [CGRect(x: 117, y: 48.4, width: 10, height: 10)]))
    }

    @Test func lastTextBaselineComesThroughAFrame() {
        let t = timeline(canvas: fine) {
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("aaaa bbbb").font(.caption).frame(width: 40)
                Text("Ab").font(.title)
            }
        }
        // caption in 40 pt: 6 characters a line → two lines, 26.4 × 32, last baseline 11.6 + 16 = 27.6, at
        // x (40 - 26.4) / 2 = 6.8 in its frame (40 × 32). title: 30.8 × 34, baseline 25.4.
        // Tops: -27.6, -25.4; bottoms: 4.4, 8.6 → 36.2 high; title at 27.6 - 25.4 = 2.2.
        // Stack 70.8 × 36.2 centred: (64.6, 31.9).
        let texts = t.frames(endingWith: "Text")
        #expect(close(texts, [CGRect(x: 71.4, y: 31.9, width: 26.4, height: 32), CGRect(x: 104.6, y: 34.1, width: 30.8, height: 34)]))
    }

    @Test func vStackPassesOnItsTopmostFirstBaseline() {
        let t = timeline(canvas: fine) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("a").font(.caption)
                    Text("b").font(.title)
                }
                Text("c").font(.title)
            }
        }
        // caption "a": 6.6 × 16, baseline 11.6; title "b": 15.4 × 34, baseline 25.4, at y 16 in the VStack (15.4 × 50).
        // The VStack's first baseline is the minimum of its children's, min(11.6, 16 + 25.4) = 11.6.
        // Against the lone title (baseline 25.4): tops -11.6, -25.4; bottoms 50 - 11.6 = 38.4, 8.6 → 63.8 high;
        // the VStack starts 25.4 - 11.6 = 13.8 lower. HStack 30.8 × 63.8 centred: (84.6, 18.1).
        #expect(close(t.frames(endingWith: "VStack"), [CGRect(x: 84.6, y: 31.9, width: 15.4, height: 50)]))
        #expect(close(Array(t.frames(endingWith: "Text").suffix(1)), [CGRect(x: 100, y: 18.1, width: 15.4, height: 34)]))
    }

    @Test func frameAlignsAChildByItsExplicitGuide() {
        let t = timeline {
            Rectangle().frame(width: 20, height: 20)
                .alignmentGuide(VerticalAlignment.top) { d in d.height / 2 }
                .frame(width: 100, height: 100, alignment: .topLeading)
        }
        // The child's top guide is at 10, put on the frame's top: y = 0 - 10. Frame centred at x 50.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 50, y: -10, width: 20, height: 20)])
    }
}
