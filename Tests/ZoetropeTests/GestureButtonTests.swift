import Foundation
import Testing
@testable import Zoetrope

@MainActor @Suite struct GestureButtonTests {
    struct Counter: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Button { taps += 1 } label: { Rectangle().frame(width: 40, height: 20) }
                    .accessibilityIdentifier("b")
                Color.red.frame(width: CGFloat(10 + 10 * taps), height: 10)
            }
        }
    }

    func labelOpacity(_ t: SceneTimeline, at time: Double) -> Double? {
        t.inspect(at: time).first { $0.type == "Rectangle" }?.opacity
    }

    func counterWidth(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.frames(endingWith: "Color", at: time).first?.width
    }

    @Test func pressDimsTheLabelAtOnceAndFadesBackAfterTheRelease() {
        let t = timeline(script: { Press("b", at: 0.5, for: 0.5) }) { Counter() }
        #expect(labelOpacity(t, at: 0.49) == 1)
        // Pressed from 0.5: 0.2 at once.
        #expect(labelOpacity(t, at: 0.5) == 0.2)
        #expect(labelOpacity(t, at: 0.99) == 0.2)
        // Released at 1.0: ease-out over 0.2 s; halfway (1.1) the ease-out curve is at 0.684643 (fidelity.md §2),
        // so 0.2 + 0.8 · 0.684643.
        #expect(labelOpacity(t, at: 1.0).map { abs($0 - 0.2) < 1e-9 } == true)
        #expect(labelOpacity(t, at: 1.1).map { abs($0 - (0.2 + 0.8 * 0.684643)) < 1e-5 } == true)
        #expect(labelOpacity(t, at: 1.2) == 1)
    }

    @Test func pressRunsTheActionAtTheRelease() {
        let t = timeline(script: { Press("b", at: 0.5, for: 0.5) }) { Counter() }
        #expect(counterWidth(t, at: 0.99) == 10)
        #expect(counterWidth(t, at: 1.0) == 20)
    }

    @Test func tapRunsTheActionAtItsTimeWithoutShowingThePressedState() {
        let t = timeline(script: { Tap("b", at: 0.5) }) { Counter() }
        #expect(counterWidth(t, at: 0.49) == 10)
        #expect(counterWidth(t, at: 0.5) == 20)
        #expect(labelOpacity(t, at: 0.5) == 1)
    }

    @Test func plainStyleDimsLessAndCustomStylesSeeThePressedState() {
        struct Shrinking: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: configuration.isPressed ? 30 : 50, height: 20)
            }
        }
        let plain = timeline(script: { Press("b", at: 0.5, for: 0.5) }) { Counter().buttonStyle(.plain) }
        #expect(labelOpacity(plain, at: 0.6) == 0.75)
        let custom = timeline(script: { Press("b", at: 0.5, for: 0.5) }) {
            Counter().buttonStyle(Shrinking())
        }
        #expect(custom.frames(endingWith: "Button", at: 0.4).first?.width == 50)
        #expect(custom.frames(endingWith: "Button", at: 0.6).first?.width == 30)
        #expect(labelOpacity(custom, at: 0.6) == 1)   // no dimming: the style decides
    }

    @Test func aDragThatStartsOnAButtonCancelsItsPress() {
        struct Draggable: View {
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button { taps += 1 } label: { Rectangle().frame(width: 40, height: 20) }
                        .accessibilityIdentifier("b")
                    Color.red.frame(width: CGFloat(10 + 10 * taps), height: 10)
                }
                .gesture(DragGesture().onChanged { _ in })
            }
        }
        let t = timeline(script: { Drag("b", by: CGSize(width: 0, height: 60), at: 0.5, duration: 0.5) }) { Draggable() }
        // Pressed at the landing. Step k moves 60 · (1.5p − 0.5p²) pt with p = k/60: k = 6 → 8.7 pt, k = 7 →
        // 10.09 pt, so the drag starts and wins at 0.5 + 7/120 s; the press is cancelled there (fading back over
        // 0.2 s, done by 0.76 s) and the release runs no action.
        let opacity = { (time: Double) in t.inspect(at: time).first { $0.type == "Rectangle" }?.opacity }
        #expect(opacity(0.5) == 0.2)
        #expect(opacity(0.55) == 0.2)
        #expect(opacity(0.8) == 1)
        #expect(t.frames(endingWith: "Color", at: 1.5).first?.width == 10)
    }
}

@MainActor @Suite struct GestureScriptErrorTests {
    struct Target: View {
        var body: some View {
            Rectangle().frame(width: 20, height: 20).onTapGesture {}.accessibilityIdentifier("spot")
        }
    }

    @Test func pressOnAnUnknownViewIsAnErrorNamingTheStepAndTime() {
        let t = timeline(script: { Press("nope", at: 0.25, for: 0.5) }) { Target() }
        #expect(t.errors.map(\.path) == ["script[0] Press(\"nope\")"])
        #expect(t.errors.first?.time == 0.25)
        #expect(t.errors.first?.message.contains("spot") == true)
    }

    @Test func negativeOrNaNDurationsAreErrors() {
        let t = timeline(script: {
            Press("spot", at: 0.25, for: -1)
            Drag("spot", by: CGSize(width: 10, height: 0), at: 0.5, duration: Double.nan)
        }) { Target() }
        #expect(t.errors.map(\.path) == ["script[0] Press(\"spot\")", "script[1] Drag(\"spot\")"])
        #expect(t.errors.map(\.time) == [0.25, 0.5])
        #expect(t.touches.isEmpty)
    }

    @Test func nonFinitePointsAreErrors() {
        let t = timeline(script: {
            Drag(from: CGPoint(x: CGFloat.nan, y: 0), to: CGPoint(x: 10, y: 10), at: 0.5, duration: 0.2)
            Drag("spot", to: CGPoint(x: 10, y: CGFloat.infinity), at: 0.75, duration: 0.2)
        }) { Target() }
        #expect(t.errors.count == 2)
        #expect(t.errors.map(\.time) == [0.5, 0.75])
        #expect(t.errors.last?.path == "script[1] Drag(\"spot\")")
    }

    @Test func pressOnAViewWithoutGesturesIsAnError() {
        let t = timeline(script: { Press("plain", at: 0.25, for: 0.5) }) {
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("plain")
        }
        #expect(t.errors.first?.message.contains("has no gesture") == true)
    }
}
