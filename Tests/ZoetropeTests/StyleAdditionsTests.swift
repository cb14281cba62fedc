import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// Shape-style and font additions public code uses: `ShapeStyle.opacity(_:)`, `backgroundStyle(_:)` with
/// `background(in:)`, `Font.custom`, `Color.description`. Colours from fidelity.md §8.4 (light mode).
@MainActor @Suite struct StyleAdditionsTests {
    private func firstPaint<V: View>(@ViewBuilder _ content: @escaping @MainActor () -> V) throws -> Paint {
        try #require(placedShapes(timeline(content).displayList(at: 0).items).first?.shape.paint)
    }

    @Test func aStylesOpacityMultipliesEveryColoursOpacity() throws {
        // Teal (48, 176, 199) at 0.5 opacity: alpha 0x80 (127.5 rounds up).
        guard case let .color(color) = try firstPaint({ Circle().fill(Color.teal.opacity(0.5)) }) else { Issue.record("no colour"); return }
        #expect(color.hexString == "#30B0C780")
        guard case let .linearGradient(stops, _, _) = try firstPaint({
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.25))
        }) else { Issue.record("no gradient"); return }
        #expect(stops.map(\.color.alpha) == [0.25, 0.25])
    }

    @Test func backgroundInAShapeFillsWithTheBackgroundStyle() throws {
        // Without `backgroundStyle` it is the system background, white in light mode.
        guard case let .color(plain) = try firstPaint({ Text("Hi").padding().background(in: .circle) }) else {
            Issue.record("no colour"); return
        }
        #expect(plain.hexString == "#FFFFFFFF")
        guard case let .color(styled) = try firstPaint({
            Text("Hi").padding().background(in: .circle).backgroundStyle(.orange)
        }) else { Issue.record("no colour"); return }
        #expect(styled.hexString == "#FF9500FF")                 // system orange (255, 149, 0)
    }

    @Test func aCustomFontPicksTheNearestBundledFaceAndSaysSo() throws {
        // "Menlo-Bold": a monospaced name, bold by its suffix; "Georgia-Italic": serif, italic.
        let menlo = Font.custom("Menlo-Bold", size: 16)
        #expect(menlo.design == .monospaced && menlo.weight == .bold && menlo.size == 16)
        let georgia = Font.custom("Georgia-Italic", size: 20)
        #expect(georgia.design == .serif && georgia.isItalic && georgia.weight == .regular)
        #expect(Font.custom("Avenir Next", fixedSize: 13).design == .default)
        let t = timeline { Text("Code").font(.custom("Menlo", size: 16)) }
        _ = t.displayList(at: 0)
        #expect(t.issues.contains { $0.message.contains("font \"Menlo\" is not bundled; drawing it with JetBrains Mono") })
    }

    @Test func aColourDescribesItselfAsSwiftUIPrintsIt() {
        #expect(Color.green.description == "green")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
    }
}

extension StyleAdditionsTests {
    @Test func aSheetIsFilledWithItsPresentationBackground() throws {
        // Without it a sheet's background is the elevated system background (white in light mode); with
        // `.presentationBackground(.yellow)` it is system yellow (255, 204, 0).
        func sheetColours(_ background: Bool) -> [String] {
            let t = timeline(canvas: SceneCanvas(width: 393, height: 852, safeAreaInsets: EdgeInsets(top: 59, bottom: 34)), duration: 2) {
                Color.blue.sheet(isPresented: .constant(true)) {
                    if background { Text("Sheet").presentationBackground(.yellow) } else { Text("Sheet") }
                }
            }
            return placedShapes(t.displayList(at: 1.5).items).compactMap {
                if case let .color(c) = $0.shape.paint { return c.hexString } else { return nil }
            }
        }
        // Drawn in order: the screen below, the dimming (black at 0.4), then the sheet's background.
        func afterDimming(_ colours: [String]) -> String? {
            colours.firstIndex(of: "#00000066").flatMap { colours.indices.contains($0 + 1) ? colours[$0 + 1] : nil }
        }
        #expect(afterDimming(sheetColours(true)) == "#FFCC00FF")
        #expect(afterDimming(sheetColours(false)) == "#FFFFFFFF")
    }
}
