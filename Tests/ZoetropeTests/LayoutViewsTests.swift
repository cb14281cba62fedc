import Foundation
import Testing
@testable import Zoetrope

/// Divider, Label, Color and ForEach, by hand.
@MainActor @Suite struct LayoutViewsTests {
    /// 200 × 100 pt at 3x: a divider is 1/3 pt thick.
    let triple = SceneCanvas(width: 200, height: 100, scale: 3)

    private func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            abs($0.minX - $1.minX) < 1e-9 && abs($0.minY - $1.minY) < 1e-9
                && abs($0.width - $1.width) < 1e-9 && abs($0.height - $1.height) < 1e-9
        }
    }

    @Test func dividerInAVStackIsAHorizontalPixelLine() {
        let t = timeline(canvas: triple) {
            VStack(spacing: 0) {
                Rectangle().frame(height: 10)
                Divider()
                Rectangle().frame(height: 10)
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        // 1 px at 3x = 1/3 pt high, the stack's full 200 pt wide, right below the first row (y 10).
        #expect(close(t.frames(endingWith: "Divider"), [CGRect(x: 0, y: 10, width: 200, height: 1.0 / 3)]))
        #expect(close(Array(t.frames(endingWith: "Rectangle").suffix(1)), [CGRect(x: 0, y: 10 + 1.0 / 3, width: 200, height: 10)]))
    }

    @Test func dividerInAnHStackIsAVerticalPixelLine() {
        let t = timeline(canvas: triple) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10)
                Divider()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        // 1/3 pt wide at x 10, the full 100 pt high.
        #expect(close(t.frames(endingWith: "Divider"), [CGRect(x: 10, y: 0, width: 1.0 / 3, height: 100)]))
    }

    @Test func dividerIsDrawnInTheSeparatorColour() {
        let scene = { VStack { Divider() } }
        // Light: rgba(60, 60, 67, 0.29) → #3C3C43 with alpha round(0.29 × 255) = 74 = 0x4A.
        #expect(timeline(canvas: triple, scene).displayList(at: 0).textDump.contains("#3C3C434A"))
        // Dark: rgba(84, 84, 88, 0.60) → #545458 with alpha 0.6 × 255 = 153 = 0x99.
        #expect(timeline(canvas: triple.colorScheme(.dark), scene).displayList(at: 0).textDump.contains("#54545899"))
    }

    @Test func labelIsItsIconThenItsTitle() {
        // 40x: the 0.025 pt offsets below lie on the pixel grid.
        let fine = SceneCanvas(width: 200, height: 100, scale: 40)
        let t = timeline(canvas: fine) { Label("Add", systemImage: "plus") }
        // Icon: a body-size symbol, 17 × 17 (aspect 1). Title: body, 3 × 0.55 × 17 = 28.05 × 22. Default spacing 8.
        // HStack 17 + 8 + 28.05 = 53.05 × 22 centred: x (200 - 53.05) / 2 = 73.475, y 39; the icon 2.5 lower.
        #expect(close(t.frames(endingWith: "Image"), [CGRect(x: 73.475, y: 41.5, width: 17, height: 17)]))
        #expect(close(t.frames(endingWith: "Text"), [CGRect(x: 98.475, y: 39, width: 28.05, height: 22)]))
    }

    @Test func labelWithCustomTitleAndIcon() {
        let t = timeline {
            Label { Rectangle().frame(width: 30, height: 10) } icon: { Circle().frame(width: 10, height: 10) }
        }
        // 10 + 8 + 30 = 48 wide centred at x 76: the icon first.
        #expect(t.frames(endingWith: "Circle") == [CGRect(x: 76, y: 45, width: 10, height: 10)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 94, y: 45, width: 30, height: 10)])
    }

    @Test func spacerMinLengthIsKeptWhenSpaceRunsOut() {
        let t = timeline {
            HStack(spacing: 0) {
                Rectangle().frame(width: 150)
                Spacer(minLength: 20)
                Rectangle().frame(width: 100)
            }
        }
        // 150 + 20 + 100 = 270 > 200: the spacer still takes its 20 pt; the stack overflows and is centred at -35.
        #expect(t.frames(endingWith: "Spacer").map(\.width) == [20])
        #expect(t.frames(endingWith: "Rectangle").map(\.minX) == [-35, 135])
    }

    @Test func colorIsFlexibleInAStack() {
        let t = timeline {
            HStack(spacing: 0) {
                Color.red
                Rectangle().frame(width: 50)
                Color.blue
            }
        }
        // Colours take what is offered: (200 - 50) / 2 = 75 each, full height.
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 75, height: 100),
                                                 CGRect(x: 125, y: 0, width: 75, height: 100)])
    }

    @Test func forEachOverEnumeratedElements() {
        let names = ["a", "b"]
        let byOffset = timeline {
            VStack { ForEach(Array(names.enumerated()), id: \.offset) { index, name in Text("\(index) \(name)") } }
        }
        #expect(byOffset.inspect(at: 0).map(\.path).filter { $0.hasSuffix("Text") }
                == ["VStack/ForEach/0/Text", "VStack/ForEach/1/Text"])
        let byElement = timeline {
            VStack { ForEach(Array(names.enumerated()), id: \.element) { _, name in Text(name) } }
        }
        #expect(byElement.inspect(at: 0).map(\.path).filter { $0.hasSuffix("Text") }
                == ["VStack/ForEach/a/Text", "VStack/ForEach/b/Text"])
        #expect(byOffset.issues.isEmpty && byElement.issues.isEmpty)
    }

    @Test func anEmptyForEachIsReportedOnce() {
        struct Empty: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button { taps += 1 } label: { Text("Again") }
                    ForEach([String](), id: \.self) { Text($0) }
                }
            }
        }
        // Three evaluations (start and two taps), one warning; the ForEach is the VStack's second view (index 1).
        let t = timeline(script: { Tap("Again", at: 0.2); Tap("Again", at: 0.4) }) { Empty() }
        #expect(t.issues.count == 1)
        #expect(t.issues.first?.severity == .warning)
        #expect(t.issues.first?.path == "Empty/VStack/1/ForEach")
    }
}
