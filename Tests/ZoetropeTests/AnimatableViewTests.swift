import Foundation
import Testing
@testable import Zoetrope

/// A custom `Animatable` view's body is evaluated again with the presented animatable data for every frame while
/// that data animates (issue 5). Linear animations make the expected values exact by hand.
@MainActor @Suite struct AnimatableViewTests {
    /// Shows its value as a whole number: the classic counting label.
    struct Counter: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value.rounded()))") }
    }

    /// A bar whose width is its value, in points.
    struct Bar: View, Animatable {
        var width: Double
        var animatableData: Double {
            get { width }
            set { width = newValue }
        }
        var body: some View { Color.blue.frame(width: width, height: 10) }
    }

    struct Host: View {
        @State private var done = false
        var body: some View {
            VStack(spacing: 0) {
                Counter(value: done ? 100 : 0)
                Bar(width: done ? 180 : 20)
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
            .accessibilityIdentifier("host")
        }
    }

    func text(_ t: SceneTimeline, at time: Double) -> InspectedValue? {
        t.inspect(at: time).first { $0.type == "Text" }?.style["text"]
    }

    func barWidth(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.inspect(at: time).first { $0.type == "Color" }?.frame.width
    }

    @Test func bodyFollowsThePresentedData() {
        let t = timeline(script: { Tap("host", at: 0.5) }) { Host() }
        // 0 → 100 linearly over 0.5…1.5 s: 25 at 0.75 s, 50 at 1 s; the bar 20 → 180: 100 at 1 s.
        #expect(text(t, at: 0.25) == .text("0"))
        #expect(text(t, at: 0.75) == .text("25"))
        #expect(text(t, at: 1.0) == .text("50"))
        #expect(barWidth(t, at: 1.0) == 100)
        #expect(text(t, at: 1.6) == .text("100"))
        #expect(barWidth(t, at: 1.6) == 180)
    }

    @Test func withoutAnimationTheBodyJumps() {
        struct Jumper: View {
            @State private var done = false
            var body: some View {
                Counter(value: done ? 100 : 0).onTapGesture { done = true }.accessibilityIdentifier("jump")
            }
        }
        let t = timeline(script: { Tap("jump", at: 0.5) }) { Jumper() }
        #expect(text(t, at: 0.49) == .text("0"))
        #expect(text(t, at: 0.5) == .text("100"))
    }
}
