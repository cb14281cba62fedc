import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// SwiftUI's built-in transitions are `Transition` conformers that the engine runs as transition parts
/// (`TransitionEffect`), with no list of them in the engine: a part it has never heard of runs the same way.
@MainActor @Suite struct TransitionEffectTests {
    /// A part the engine knows nothing about: fades from a quarter to full opacity, named "tint" in the spec.
    struct Tint: TransitionEffect {
        var activeVector: Vector4 { Vector4(0.25) }
        var identityVector: Vector4 { Vector4(1) }
        func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? { .opacity(value.x) }
        var specName: String { "tint" }
        var specValue: TransitionSpecValue { .number }
    }

    /// A circle shown by a tap at 0 s with a 1 s linear animation, inserted with `transition`.
    struct Shown: View {
        @State private var isShown = false
        let transition: AnyTransition
        var body: some View {
            ZStack {
                Rectangle().frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isShown = true } }
                    .accessibilityIdentifier("toggle")
                if isShown { Circle().frame(width: 40, height: 40).transition(transition) }
            }
        }
    }

    func rows(_ transition: AnyTransition) -> [(property: String, from: String, to: String)] {
        timeline(script: { Tap("toggle", at: 0) }) { Shown(transition: transition) }.motionSpec().rows
            .filter { $0.property.hasPrefix("insertion") }.map { ($0.property, $0.from, $0.to) }
    }

    @Test func aPartTheEngineDoesNotKnowIsAnimatedDrawnAndNamedByItself() {
        let t = timeline(script: { Tap("toggle", at: 0) }) { Shown(transition: AnyTransition([Tint()])) }
        // Linear over 1 s from 0.25 to 1: 0.25 + 0.75 × 0.5 = 0.625 halfway, drawn as the circle's opacity.
        let circle = t.inspect(at: 0.5).filter { $0.type == "Circle" }
        #expect(approximately(circle.map(\.opacity), [0.625]))
        let spec = rows(AnyTransition([Tint()]))
        #expect(spec.map(\.property) == ["insertion tint"] && spec.map(\.from) == ["0.25"] && spec.map(\.to) == ["1"])
    }

    /// `.transition(.scale(0.4, anchor: .bottom))` as SwiftUI code writes it: no `scale:` label, so only
    /// `Transition`'s static member (a `ScaleTransition`) matches.
    struct ShownScaled: View {
        @State private var isShown = false
        var body: some View {
            ZStack {
                Rectangle().frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isShown = true } }
                    .accessibilityIdentifier("toggle")
                if isShown { Circle().frame(width: 40, height: 40).transition(.scale(0.4, anchor: .bottom)) }
            }
        }
    }

    @Test func theScaleConformersStaticMemberIsSpecdAsAnyTransitionsScale() {
        let spec = timeline(script: { Tap("toggle", at: 0) }) { ShownScaled() }.motionSpec().rows
            .filter { $0.property.hasPrefix("insertion") }
        // From 0.4 on both axes to 1, about the bottom centre: the row AnyTransition's spelling gives too.
        #expect(spec.map(\.property) == ["insertion scale (anchor bottom)"])
        #expect(spec.map(\.from) == ["(0.4, 0.4)"] && spec.map(\.to) == ["(1, 1)"])
        let erased = rows(.scale(scale: 0.4, anchor: .bottom))
        #expect(erased.map(\.property) == spec.map(\.property) && erased.map(\.from) == spec.map(\.from))
    }

    @Test func theBottomAnchoredScaleKeepsTheBottomEdgeInPlace() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) { Shown(transition: AnyTransition(ScaleTransition(0.4, anchor: .bottom))) }
        // Halfway, 0.4 + 0.6 × 0.5 = 0.7: the 40 pt circle shows 28 pt tall, its bottom where the unscaled one's is.
        let still = try #require(t.trace(at: 1.5).views.first { $0.type == "Circle" })
        let half = try #require(t.trace(at: 0.5).views.first { $0.type == "Circle" })
        #expect(abs(half.bounds.height - 28) < 1e-9 && abs(half.bounds.maxY - still.bounds.maxY) < 1e-9)
    }

    @Test func pushAndBlurReplaceListTheirPartsInnermostFirst() {
        // Push from the bottom: moves up from a height below while fading in.
        #expect(AnyTransition(PushTransition(edge: .bottom)).insertion.map(\.specName) == ["move(bottom)", "opacity"])
        #expect(Set(rows(AnyTransition(PushTransition(edge: .bottom))).map(\.property)) == ["insertion move(bottom)", "insertion opacity"])
        // Blur replace: grows from 0.9, unblurs from 7 pt, fades in (fidelity.md §5.2).
        let blur = rows(.blurReplace)
        #expect(AnyTransition.blurReplace.insertion.map(\.specName) == ["scale (anchor center)", "blur", "opacity"])
        #expect(Set(blur.map { "\($0.property) \($0.from)" })
                == ["insertion scale (anchor center) (0.9, 0.9)", "insertion blur 7", "insertion opacity 0"])
        // Slide inserts from the leading edge.
        #expect(rows(.slide).map(\.property) == ["insertion move(leading)"])
    }

    @Test func aUserTransitionCombinedWithABuiltInRunsThroughItsBody() {
        // Lift has a body only: the pair runs as a modifier transition, no part on a track.
        struct Lift: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View { content.offset(y: phase.isIdentity ? 0 : 30) }
        }
        let erased = AnyTransition(Lift().combined(with: .opacity))
        #expect(erased.insertion.isEmpty && erased.insertionModifier != nil)
        let builtIn = AnyTransition(OpacityTransition().combined(with: ScaleTransition(0.5)))
        #expect(builtIn.insertion.map(\.specName) == ["opacity", "scale (anchor center)"] && builtIn.insertionModifier == nil)
    }
}
