import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// A square that reads the colour scheme from the environment.
struct SchemeSquare: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Rectangle().fill(colorScheme == .dark ? Color.white : Color.black).frame(width: 10, height: 10)
    }
}

@MainActor @Suite struct EnvironmentTests {
    @Test func environmentReadsTheCanvasColorScheme() {
        let light = timeline { SchemeSquare() }
        let dark = timeline(canvas: testCanvas.colorScheme(.dark)) { SchemeSquare() }
        #expect(light.frame(at: 0).textDump.contains("fill #000000FF"))
        #expect(dark.frame(at: 0).textDump.contains("fill #FFFFFFFF"))
    }

    @Test func environmentModifierOverridesForItsSubtree() {
        let t = timeline { SchemeSquare().environment(\.colorScheme, .dark) }
        #expect(t.frame(at: 0).textDump.contains("fill #FFFFFFFF"))
    }

    @Test func darkCanvasUsesTheDarkPalette() {
        // fidelity.md §8.4: system blue is 0,122,255 in light mode and 10,132,255 in dark mode; the background is black.
        let dark = timeline(canvas: testCanvas.colorScheme(.dark)) { Rectangle().fill(.blue) }
        let list = dark.frame(at: 0)
        #expect(list.background == DisplayColor.black)
        #expect(list.textDump.contains("fill #0A84FFFF"))
    }
}
