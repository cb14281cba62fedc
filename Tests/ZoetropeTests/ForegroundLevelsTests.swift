import Foundation
import Testing
@testable import Zoetrope

/// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`: one style per hierarchical level.
@MainActor @Suite struct ForegroundLevelsTests {
    private func dump<V: View>(_ scheme: ColorScheme = .light, @ViewBuilder _ content: @escaping @MainActor () -> V) -> String {
        timeline(canvas: testCanvas.colorScheme(scheme), content).displayList(at: 0).textDump
    }

    // Light system colours (fidelity.md §8.4): red FF3B30, blue 007AFF, green 34C759.

    @Test func shapesStyledByLevelTakeThatLevelsStyle() {
        // SwiftUI: plain content takes the primary style; `.secondary` / `.tertiary` content the second / third.
        let text = dump {
            HStack {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().foregroundStyle(.tertiary).frame(width: 10, height: 10)
            }
            .foregroundStyle(.red, .blue, .green)
        }
        #expect(text.contains("fill #FF3B30FF"))
        #expect(text.contains("fill #007AFFFF"))
        #expect(text.contains("fill #34C759FF"))
    }

    @Test func twoStylesSetPrimaryAndSecondary() {
        let text = dump {
            VStack {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
            }
            .foregroundStyle(.red, .blue)
        }
        #expect(text.contains("fill #FF3B30FF"))
        #expect(text.contains("fill #007AFFFF"))
        // A level not given (tertiary under two styles) is the primary at the tertiary opacity, 0.3: red with alpha
        // 0.3 × 255 = 76.5 → 4C or 4D.
        let tertiary = dump { Rectangle().fill(.tertiary).foregroundStyle(.red, .blue) }
        #expect(tertiary.contains("fill #FF3B304C") || tertiary.contains("fill #FF3B304D"))
    }

    @Test func textStyledSecondaryTakesTheSecondaryStyle() {
        // Text is content like any other: plain text in the primary, `.secondary` text in the secondary style.
        let text = dump {
            VStack {
                Text("Title")
                Text("Subtitle").foregroundStyle(.secondary)
            }
            .foregroundStyle(.red, .blue)
        }
        #expect(text.contains("#FF3B30FF"))
        #expect(text.contains("#007AFFFF"))
    }

    @Test func paletteSymbolDrawsInThePrimaryStyle() {
        // Zoetrope's symbols are one layer: under `.palette` that layer is the primary one, red; the blue and green
        // layers have nothing to draw.
        let text = dump {
            Image(systemName: "heart.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue, .green)
        }
        #expect(text.contains("#FF3B30FF"))
        #expect(!text.contains("#007AFFFF"))
        #expect(!text.contains("#34C759FF"))
    }

    @Test func relativeLevelsBindToTheForegroundAroundThem() {
        // `.foregroundStyle(.primary, .secondary)` over the default foreground: the label colours, black and
        // (60, 60, 67) at 0.6 opacity = 3C3C43 with alpha 153 = 99; never a level referring to itself.
        let text = dump {
            VStack {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
            }
            .foregroundStyle(.primary, .secondary)
        }
        #expect(text.contains("fill #000000FF"))
        #expect(text.contains("fill #3C3C4399"))
    }
}
