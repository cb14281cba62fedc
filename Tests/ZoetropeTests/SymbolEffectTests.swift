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

/// The iOS 18 symbol effects (`.rotate`, `.wiggle`, `.breathe`) as the timings docs/approximations.md states
/// ("Symbol effects"): read at keyframe ends, where the value is exact whatever the curve between them.
@MainActor @Suite struct SymbolEffectsOfIOS18Tests {
    struct Trigger<Effect: DiscreteSymbolEffect>: View {
        let effect: Effect
        @State private var count = 0
        var body: some View {
            Image(systemName: "arrow.clockwise")
                .font(.system(size: 40))
                .symbolEffect(effect, value: count)
                .onTapGesture { count += 1 }
                .accessibilityIdentifier("symbol")
        }
    }

    func image(_ t: SceneTimeline, at time: Double) throws -> InspectedView {
        try #require(t.inspect(at: time).last { $0.path.hasSuffix("/Image") })
    }

    /// The angle of a view's transform, in degrees (atan2 of its first column).
    func degrees(_ view: InspectedView) -> Double { atan2(view.transform.b, view.transform.a) * 180 / .pi }

    @Test func rotateTurnsOnceWhenTheValueChanges() throws {
        let t = timeline(script: { Tap("symbol", at: 0.5) }) { Trigger(effect: .rotate) }
        // One turn over 1 s, ease in-out: the curve is symmetric, so halfway (1.0 s) it has turned 180°; before the
        // tap and after 1.5 s it is upright.
        #expect(abs(abs(degrees(try image(t, at: 1.0))) - 180) < 1e-3)
        #expect(abs(degrees(try image(t, at: 0.4))) < 1e-9)
        #expect(abs(degrees(try image(t, at: 1.6))) < 1e-6)
    }

    @Test func rotateWhileActiveTurnsAtAnEvenPaceCounterClockwise() throws {
        let t = timeline(duration: 3) { Image(systemName: "arrow.clockwise").symbolEffect(.rotate.counterClockwise, isActive: true) }
        // A turn a second at an even pace, counter-clockwise: a quarter turn (−90°) at 0.25 s, again at 1.25 s;
        // half a turn at 1.5 s.
        #expect(abs(degrees(try image(t, at: 0.25)) + 90) < 1e-6)
        #expect(abs(degrees(try image(t, at: 1.25)) + 90) < 1e-6)
        #expect(abs(abs(degrees(try image(t, at: 1.5))) - 180) < 1e-6)
    }

    @Test func wiggleRocksThenMovesAlongItsAxis() throws {
        // The rock: +12° at the end of the first swing (0.15 s after the tap), −12° at the end of the second (0.35 s).
        let rock = timeline(script: { Tap("symbol", at: 0.5) }) { Trigger(effect: .wiggle) }
        #expect(abs(degrees(try image(rock, at: 0.65)) - 12) < 1e-6)
        #expect(abs(degrees(try image(rock, at: 0.85)) + 12) < 1e-6)
        #expect(abs(degrees(try image(rock, at: 1.5))) < 1e-6)
        // `.left`: 0.15 of the symbol's height to the left at 0.15 s, as far right at 0.35 s, unrotated.
        let left = timeline(script: { Tap("symbol", at: 0.5) }) { Trigger(effect: .wiggle.left) }
        let rest = try image(left, at: 0.4), height = Double(rest.bounds.height)
        let out = try image(left, at: 0.65), back = try image(left, at: 0.85)
        #expect(abs((out.transform.tx - rest.transform.tx) + 0.15 * height) < 1e-6)
        #expect(abs((back.transform.tx - rest.transform.tx) - 0.15 * height) < 1e-6)
        #expect(abs(out.transform.ty - rest.transform.ty) < 1e-9 && abs(degrees(out)) < 1e-9)
    }

    @Test func breathePulseSwellsAndFades() throws {
        let t = timeline(duration: 3) { Image(systemName: "heart").font(.system(size: 40)).symbolEffect(.breathe.pulse) }
        // To 1.12 of the 40-pt box (44.8 pt) and 0.6 opacity at 1 s, back to 40 pt and opaque at 2 s, swelling
        // again at 3 s.
        let swollen = try image(t, at: 1.0)
        #expect(abs(Double(swollen.bounds.width) - 44.8) < 1e-6)
        let faded = try #require(t.inspect(at: 1.0).last { $0.path.hasSuffix("/opacity") })
        #expect(abs(faded.opacity - 0.6) < 1e-9)
        let settled = try image(t, at: 2.0)
        #expect(abs(Double(settled.bounds.width) - 40) < 1e-6)
    }
}
