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
        #expect(light.displayList(at: 0).textDump.contains("fill #000000FF"))
        #expect(dark.displayList(at: 0).textDump.contains("fill #FFFFFFFF"))
    }

    @Test func environmentModifierOverridesForItsSubtree() {
        let t = timeline { SchemeSquare().environment(\.colorScheme, .dark) }
        #expect(t.displayList(at: 0).textDump.contains("fill #FFFFFFFF"))
    }

    @Test func darkCanvasUsesTheDarkPalette() {
        // fidelity.md §8.4: system blue is 0,122,255 in light mode and 10,132,255 in dark mode; the background is black.
        let dark = timeline(canvas: testCanvas.colorScheme(.dark)) { Rectangle().fill(.blue) }
        let list = dark.displayList(at: 0)
        #expect(list.background == DisplayColor.black)
        #expect(list.textDump.contains("fill #0A84FFFF"))
    }

    @Test func preferredColorSchemeDarkensTheWholeScene() {
        // A preference set deep inside the tree applies to the whole scene, its siblings and the background too.
        let t = timeline {
            VStack {
                Rectangle().fill(.blue).frame(width: 10, height: 10)
                SchemeSquare().preferredColorScheme(.dark)
            }
        }
        let list = t.displayList(at: 0)
        #expect(list.background == DisplayColor.black)
        #expect(list.textDump.contains("fill #0A84FFFF"))
        #expect(list.textDump.contains("fill #FFFFFFFF"))
    }

    @Test func preferredColorSchemeNilKeepsTheCanvasScheme() {
        let t = timeline(canvas: testCanvas.colorScheme(.dark)) { SchemeSquare().preferredColorScheme(nil) }
        #expect(t.displayList(at: 0).background == DisplayColor.black)
        #expect(t.displayList(at: 0).textDump.contains("fill #FFFFFFFF"))
    }

    @Test func preferredColorSchemeChangedByStateAppliesFromThatEvent() {
        struct Switcher: View {
            @State private var dark = false
            var body: some View {
                SchemeSquare()
                    .onTapGesture { dark = true }
                    .accessibilityIdentifier("switch")
                    .preferredColorScheme(dark ? .dark : nil)
            }
        }
        let t = timeline(script: { Tap("switch", at: 1) }) { Switcher() }
        // Light systemBackground is white (fidelity.md §8.4); compared at 8 bits, as it is drawn.
        #expect(t.displayList(at: 0.5).background.map { [$0.red, $0.green, $0.blue].map { ($0 * 255).rounded() } } == [255, 255, 255])
        #expect(t.displayList(at: 0.5).textDump.contains("fill #000000FF"))
        #expect(t.displayList(at: 1).background == DisplayColor.black)
        #expect(t.displayList(at: 1).textDump.contains("fill #FFFFFFFF"))
    }
}

/// `@Namespace` ids are stable for a view identity across evaluations and differ between identities.
@MainActor @Suite struct NamespaceTests {
    struct Owner: View {
        @Namespace var space
        let record: (Namespace.ID) -> Void
        var body: some View {
            record(space)
            return Color.clear
        }
    }

    @Test func namespaceIsStablePerIdentityAndDistinctBetweenIdentities() {
        var seen: [Namespace.ID] = []
        struct Pair: View {
            let record: (Namespace.ID) -> Void
            var body: some View {
                HStack {
                    Owner(record: record)
                    Owner(record: record)
                }
            }
        }
        _ = timeline(script: {}) { Pair { seen.append($0) } }
        #expect(seen.count == 2)
        #expect(seen[0] != seen[1])
        var again: [Namespace.ID] = []
        _ = timeline(script: {}) { Pair { again.append($0) } }
        #expect(again == seen)
    }
}
