import Foundation
import Testing
@testable import Zoetrope
@testable import ZoetropeDisplay

/// `.contentTransition` on text (issue 5): with a content transition a change of the string removes the old text and
/// inserts the new one with the transition, in the change's transaction.
@MainActor @Suite struct ContentTransitionTests {
    struct Score: View {
        @State private var points = 41
        let transition: (Int) -> ContentTransition
        let step: Int

        init(transition: ContentTransition, step: Int) {
            self.init(step: step) { _ in transition }
        }

        init(step: Int, transition: @escaping (Int) -> ContentTransition) {
            self.transition = transition
            self.step = step
        }

        var body: some View {
            Text("\(points)")
                .contentTransition(transition(points))
                .onTapGesture { withAnimation(.linear(duration: 1)) { points += step } }
                .accessibilityIdentifier("score")
        }
    }

    func texts(_ t: SceneTimeline, at time: Double) -> [InspectedView] {
        t.inspect(at: time).filter { $0.type == "Text" }
    }

    @Test func numericTextRollsUpWhenCountingUp() throws {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(transition: .numericText(), step: 1) }
        // Halfway through the linear second both strings show at opacity 0.5: "42" pushed in from below, so still
        // half its height (h/2) low, and "41" on its way out at the top, half its height high.
        let half = texts(t, at: 0.5)
        #expect(half.count == 2)
        #expect(half.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        let new = try #require(half.first { $0.style["text"] == .text("42") })
        let old = try #require(half.first { $0.style["text"] == .text("41") })
        #expect(old.isRemoving && !new.isRemoving)
        let h = new.frame.height
        let dump = t.frame(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(DisplayList.number(h / 2))]"))
        #expect(dump.contains("transform [1 0 0 1 0 \(DisplayList.number(-h / 2))]"))
        #expect(texts(t, at: 1.01).map { $0.style["text"] } == [.text("42")])
    }

    @Test func countsDownRollsTheOtherWay() throws {
        let down = timeline(script: { Tap("score", at: 0) }) { Score(transition: .numericText(countsDown: true), step: -1) }
        let h = try #require(texts(down, at: 0.5).first).frame.height
        // Counting down, the new text comes from above (half its height high halfway) and the old one leaves below.
        let dump = down.frame(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(DisplayList.number(-h / 2))]"))
        #expect(dump.contains("transform [1 0 0 1 0 \(DisplayList.number(h / 2))]"))
    }

    @Test func numericTextValueTakesTheDirectionOfTheChange() throws {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(step: -1) { .numericText(value: Double($0)) } }
        let new = try #require(texts(t, at: 0.5).first { !$0.isRemoving })
        #expect(new.style["text"] == .text("40"))
        // 41 → 40 decreases, so it rolls like countsDown: the new text is half its height high halfway; the old
        // text, leaving downward, half its height low.
        let dump = t.frame(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(DisplayList.number(-new.frame.height / 2))]"))
    }

    @Test func identityChangesTheTextAtOnce() {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(transition: .identity, step: 1) }
        #expect(texts(t, at: 0.5).map { $0.style["text"] } == [.text("42")])
    }

    @Test func opacityCrossFades() {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(transition: .opacity, step: 1) }
        #expect(approximately(texts(t, at: 0.25).map(\.opacity).sorted(), [0.25, 0.75], tolerance: 1e-12))
    }
}
