import Foundation
import Testing
@testable import Zoetrope

/// `ViewModifier` and `.modifier(_:)`: the body wraps the content; an `Animatable` modifier's body is made again from
/// its presented data for each frame while it animates.
@MainActor @Suite struct ViewModifierTests {
    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10).background(Color.orange)
        }
    }

    @Test func modifierBodyWrapsTheContent() {
        let t = timeline { Color.blue.frame(width: 20, height: 20).modifier(Card()) }
        // 20 + 2 × 10 = 40 pt of orange centred on the 200 × 100 canvas.
        let orange = t.inspect(at: 0).first { $0.style["fill"] == .colour("#FF9500FF") }
        #expect(orange?.frame == CGRect(x: 80, y: 30, width: 40, height: 40))
    }

    /// Shakes sideways once as `progress` goes from 0 to 1: x = 10 · sin(2π · progress). The offset is 0 at both
    /// ends, so only a body evaluated at every frame shows the shake.
    struct Shake: ViewModifier, Animatable {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: 10 * sin(2 * .pi * progress))
        }
    }

    struct Shaker: View {
        @State private var shakes = 0.0
        var body: some View {
            Rectangle().frame(width: 20, height: 20)
                .modifier(Shake(progress: shakes))
                .onTapGesture { withAnimation(.linear(duration: 1)) { shakes += 1 } }
                .accessibilityIdentifier("shaker")
        }
    }

    func offsetX(_ t: SceneTimeline, at time: Double) -> Double? {
        guard case let .numbers(v)? = t.inspect(at: time).first(where: { $0.type == "offset" })?.style["offset"] else { return nil }
        return v.first
    }

    @Test func animatableModifierIsEvaluatedPerFrame() throws {
        let t = timeline(script: { Tap("shaker", at: 0) }) { Shaker() }
        // progress = t over the linear second: 10 · sin(π/2) = 10 at 0.25 s, 10 · sin(3π/2) = −10 at 0.75 s.
        #expect(abs(try #require(offsetX(t, at: 0.25)) - 10) < 1e-9)
        #expect(abs(try #require(offsetX(t, at: 0.75)) + 10) < 1e-9)
        #expect(abs(try #require(offsetX(t, at: 1.5))) < 1e-9)
    }
}
