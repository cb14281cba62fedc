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
}
