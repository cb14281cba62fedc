import Foundation
import Testing
@testable import Zoetrope

/// `inspect` reports each view's resolved style: presented colours, text, font, symbol, effect values.
@MainActor @Suite struct InspectStyleTests {
    struct Spinner: View {
        @State private var turned = false
        var body: some View {
            Rectangle().fill(.orange).frame(width: 20, height: 20)
                .rotationEffect(.degrees(turned ? 90 : 0))
                .opacity(turned ? 0.5 : 1)
                .onTapGesture { withAnimation(.linear(duration: 1)) { turned = true } }
                .accessibilityIdentifier("spinner")
        }
    }

    func view(_ t: SceneTimeline, type: String, at time: Double) throws -> InspectedView {
        try #require(t.inspect(at: time).first { $0.type == type })
    }

    @Test func effectsReportTheirPresentedValues() throws {
        let t = timeline(script: { Tap("spinner", at: 0) }) { Spinner() }
        // Linear over 1 s: at 0.25 s the rotation is 22.5° and the opacity 1 − 0.5 × 0.25 = 0.875.
        guard case let .number(rotation)? = try view(t, type: "rotationEffect", at: 0.25).style["rotation"] else {
            Issue.record("no rotation reported"); return
        }
        #expect(abs(rotation - 22.5) < 1e-9)
        #expect(try view(t, type: "rotationEffect", at: 0.25).style["anchor"] == .numbers([0.5, 0.5]))
        #expect(try view(t, type: "opacity", at: 0.25).style["opacity"] == .number(0.875))
        // fidelity.md §8.4: light orange is 255,149,0.
        #expect(try view(t, type: "Rectangle", at: 0).style["fill"] == .text("#FF9500FF"))
    }

    @Test func identifierIsReportedOnceOnTheOutermostView() throws {
        let t = timeline { Spinner() }
        let tagged = t.inspect(at: 0).filter { $0.identifier == "spinner" }
        #expect(tagged.count == 1)
        #expect(tagged.first?.type == "opacity")
    }

    @Test func textReportsStringFontAndColour() throws {
        // Body is 17 pt regular (fidelity.md §8.2); primary text is black in light mode (§8.4).
        let t = timeline { Text("Hello") }
        let text = try view(t, type: "Text", at: 0)
        #expect(text.style["text"] == .text("Hello"))
        #expect(text.style["font"] == .text("Inter 17.0 400"))
        #expect(text.style["foreground"] == .text("#000000FF"))
    }

    @Test func fillColourAnimatesInLinearLight() throws {
        struct Fader: View {
            @State private var on = false
            var body: some View {
                Color(red: on ? 1 : 0, green: 0, blue: 0)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
                    .accessibilityIdentifier("fader")
            }
        }
        let t = timeline(script: { Tap("fader", at: 0) }) { Fader() }
        // Colours interpolate in linear light (fidelity.md §0): halfway, linear red 0.5 encodes to sRGB
        // 1.055 × 0.5^(1/2.4) − 0.055 = 0.7354 → 188 (0xBC).
        let colors = t.inspect(at: 0.5).filter { $0.type == "Color" }.compactMap { $0.style["fill"] }
        #expect(colors == [.text("#BC0000FF")])
        #expect(t.issues.isEmpty)
    }
}
