import Foundation
import Testing
@testable import Zoetrope

/// `symbolEffect`, `symbolVariant` and the font designs as views resolve them (issue 24). The effect timings are
/// those docs/approximations.md states ("Symbols, font designs and emoji"), checked at keyframe boundaries where
/// the value is exact whatever the curve between them.
@MainActor @Suite struct SymbolEffectTests {
    struct Liker: View {
        @State private var liked = false
        var body: some View {
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.system(size: 40))
                .symbolEffect(.bounce, value: liked)
                .onTapGesture { liked.toggle() }
                .accessibilityIdentifier("heart")
        }
    }

    func view(_ t: SceneTimeline, at time: Double, endingWith suffix: String) -> InspectedView? {
        t.inspect(at: time).first { $0.path.hasSuffix(suffix) }
    }

    @Test func bounceDipsToFourFifthsThenComesBack() throws {
        let t = timeline(script: { Tap("heart", at: 0.5) }) { Liker() }
        // The dip keyframe ends 0.12 s after the change at 0.8 of 40 pt = 32 pt; the spring (0.45 s) ends at 1.07 s.
        let dip = try #require(view(t, at: 0.62, endingWith: "scaleEffect/Image"))
        #expect(abs(Double(dip.bounds.width) - 32) < 1e-6)
        let before = try #require(view(t, at: 0.4, endingWith: "scaleEffect/Image"))
        #expect(before.bounds.width == 40)
        let after = try #require(view(t, at: 1.2, endingWith: "scaleEffect/Image"))
        #expect(abs(Double(after.bounds.width) - 40) < 1e-6)
    }

    @Test func pulseAndVariableColorRepeat() throws {
        let pulse = timeline(duration: 3) { Image(systemName: "wifi").symbolEffect(.pulse) }
        // Down to 0.35 at 0.5 s, back to 1 at 1 s, held to 1.25 s, then the next cycle: 0.35 again at 1.75 s.
        let opacities = [0.5, 1.0, 1.2, 1.75].map { view(pulse, at: $0, endingWith: "content/opacity")?.opacity ?? -1 }
        #expect(approximately(opacities, [0.35, 1, 1, 0.35], tolerance: 1e-9))
        let variable = timeline(duration: 3) { Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: true) }
        // Steps of 0.3 s at 0.35 and 0.7, then 0.6 s at 1: a 1.2 s cycle.
        let steps = [0.1, 0.4, 0.8, 1.3].map { view(variable, at: $0, endingWith: "content/opacity")?.opacity ?? -1 }
        #expect(approximately(steps, [0.35, 0.7, 1, 0.35], tolerance: 1e-9))
    }

    @Test func symbolVariantAddsTheSuffixWhenDrawn() {
        let t = timeline {
            VStack {
                Image(systemName: "heart")
                Image(systemName: "person")
                Image(systemName: "laptopcomputer")
            }
            .symbolVariant(.circle.fill)
            .symbolRenderingMode(.hierarchical)
        }
        // heart.circle.fill and person.circle.fill are drawn; laptopcomputer.circle.fill is not, so the name stays.
        #expect(t.inspect(at: 0).compactMap { $0.style["symbol"] } == [.text("heart.circle.fill"), .text("person.circle.fill"), .text("laptopcomputer")])
        #expect(t.issues.isEmpty)
    }

    @Test func fontDesignsChooseTheirFaces() {
        let t = timeline {
            VStack {
                Text("a").font(.system(size: 17, design: .monospaced))
                Text("b").font(.system(.title, design: .serif))
                Text("c").fontDesign(.rounded)
                Text("d").font(.body.monospaced())
                Text("e")
            }
            .fontDesign(.serif)
        }
        // The Text's own design wins over the view's; the view's applies to fonts of the default design.
        #expect(t.inspect(at: 0).filter { $0.type == "Text" }.compactMap { $0.style["font"] } == [
            .text("JetBrains Mono 17.0 400"), .text("Noto Serif 28.0 400"), .text("Quicksand 17.0 400"),
            .text("JetBrains Mono 17.0 400"), .text("Noto Serif 17.0 400"),
        ])
    }
}
