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

    /// A 60 × 60 pt square offset 40 pt right inside a 50 × 50 pt window that clips, at the canvas's top leading corner.
    struct Peephole: View {
        var body: some View {
            Rectangle().fill(.blue).frame(width: 60, height: 60).offset(x: 40)
                .frame(width: 50, height: 50).clipped()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// Issue 23: `inspect` says what of a clipped view is on screen. The window is [0 0 50 50]; the 60 pt square,
    /// centred on it and moved 40 pt right, is on screen at [−5 + 40, −5, 60, 60] = [35 −5 60 60]; of that, the
    /// window lets [35 0 15 50] show. JSON gives the clip box and that visible rect; text gives the visible rect.
    @Test func aClippedViewReportsItsVisibleRect() throws {
        let t = timeline { Peephole() }
        let square = try view(t, type: "Rectangle", at: 0)
        #expect(square.bounds == CGRect(x: 35, y: -5, width: 60, height: 60))
        #expect(square.clip == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(square.visibleBounds == CGRect(x: 35, y: 0, width: 15, height: 50))
        let json = try t.inspectionJSON(at: 0)
        #expect(json.contains("\"visible\" : [\n        35,\n        0,\n        15,\n        50\n      ]"))
        #expect(t.inspectionText(at: 0).contains("Rectangle [-5.0 -5.0 60.0 60.0] on-screen [35.0 -5.0 60.0 60.0] visible [35.0 0.0 15.0 50.0]"))
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
        #expect(try view(t, type: "Rectangle", at: 0).style["fill"] == .colour("#FF9500FF"))
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
        #expect(text.style["foreground"] == .colour("#000000FF"))
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
        #expect(colors == [.colour("#BC0000FF")])
        #expect(t.issues.isEmpty)
    }
}
