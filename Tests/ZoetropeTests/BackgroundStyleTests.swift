import Foundation
import Testing
@testable import Zoetrope

/// The `.background` shape style: the system background colour of the colour scheme.
@MainActor @Suite struct BackgroundStyleTests {
    private func dump<V: View>(_ scheme: ColorScheme, @ViewBuilder _ content: @escaping @MainActor () -> V) -> String {
        timeline(canvas: testCanvas.colorScheme(scheme), content).displayList(at: 0).textDump
    }

    @Test func fillBackgroundIsWhiteInLightAndBlackInDark() {
        // systemBackground (fidelity.md §8.4): white in light mode, black in dark mode.
        #expect(dump(.light) { Rectangle().fill(.background).frame(width: 10, height: 10) }.contains("fill #FFFFFFFF"))
        #expect(dump(.dark) { Rectangle().fill(.background).frame(width: 10, height: 10) }.contains("fill #000000FF"))
    }

    @Test func backgroundInAShapeIsTheSystemBackground() {
        // A card over red: the rounded rectangle behind the text is filled with white (light) / black (dark).
        let card = { @MainActor in
            Text("Card").padding().background(.background, in: .rect(cornerRadius: 12)).padding().background(Color.red)
        }
        let light = dump(.light, card), dark = dump(.dark, card)
        #expect(light.contains("fill #FFFFFFFF"))
        #expect(dark.contains("fill #000000FF"))
        #expect(light.contains("fill #FF3B30FF"))
    }
    @Test func levelsOfTheBackgroundAreTheSystemBackgrounds() {
        // iOS 17's `ShapeStyle.secondary` / `.tertiary` of `.background`: secondarySystemBackground (242, 242, 247)
        // light, (28, 28, 30) dark; tertiarySystemBackground white light, (44, 44, 46) dark (fidelity.md §8.4).
        #expect(dump(.light) { Rectangle().fill(.background.secondary).frame(width: 10, height: 10) }.contains("fill #F2F2F7FF"))
        #expect(dump(.dark) { Rectangle().fill(.background.secondary).frame(width: 10, height: 10) }.contains("fill #1C1C1EFF"))
        #expect(dump(.dark) { Rectangle().fill(.background.tertiary).frame(width: 10, height: 10) }.contains("fill #2C2C2EFF"))
        // Any other style keeps its colour at the foreground levels' opacity: system blue at 60 % (153 = 0x99).
        #expect(dump(.light) { Rectangle().fill(Color.blue.secondary).frame(width: 10, height: 10) }.contains("fill #007AFF99"))
    }
}
