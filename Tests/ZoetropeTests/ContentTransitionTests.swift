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

    @Test func numericTextRollsOnlyTheChangedDigitUpWhenCountingUp() throws {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(transition: .numericText(), step: 1) }
        // 41 → 42: the tens digit "4" is unchanged and stays at full opacity; halfway through the linear second the
        // ones digits show at opacity 0.5: "2" pushed in from below, so still half its height (h/2) low, and "1"
        // on its way out at the top, half its height high.
        let half = texts(t, at: 0.5)
        #expect(half.count == 3)
        let tens = try #require(half.first { $0.path.hasSuffix("Text/1#4") })
        #expect(tens.opacity == 1 && !tens.isRemoving)
        let new = try #require(half.first { $0.path.hasSuffix("Text/0#2") })
        let old = try #require(half.first { $0.path.hasSuffix("Text/0#1") })
        #expect(abs(new.opacity - 0.5) < 1e-9 && abs(old.opacity - 0.5) < 1e-9)
        #expect(old.isRemoving && !new.isRemoving)
        let h = new.frame.height
        let dump = t.displayList(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(NumberText.thousandths(h / 2))]"))
        #expect(dump.contains("transform [1 0 0 1 0 \(NumberText.thousandths(-h / 2))]"))
        // The digits sit side by side: the ones digit starts where the tens digit ends.
        #expect(abs(Double(new.frame.minX - tens.frame.maxX)) < 1e-9)
        #expect(texts(t, at: 1.01).map { $0.style["text"] } == [.text("4"), .text("2")])
    }

    @Test func countsDownRollsTheOtherWay() throws {
        let down = timeline(script: { Tap("score", at: 0) }) { Score(transition: .numericText(countsDown: true), step: -1) }
        let h = try #require(texts(down, at: 0.5).first { $0.path.hasSuffix("Text/0#0") }).frame.height
        // Counting down (41 → 40), the new digit comes from above (half its height high halfway) and the old one
        // leaves below.
        let dump = down.displayList(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(NumberText.thousandths(-h / 2))]"))
        #expect(dump.contains("transform [1 0 0 1 0 \(NumberText.thousandths(h / 2))]"))
    }

    @Test func numericTextValueTakesTheDirectionOfTheChange() throws {
        let t = timeline(script: { Tap("score", at: 0) }) { Score(step: -1) { .numericText(value: Double($0)) } }
        let new = try #require(texts(t, at: 0.5).first { !$0.isRemoving && $0.path.hasSuffix("Text/0#0") })
        #expect(new.style["text"] == .text("0"))
        // 41 → 40 decreases, so it rolls like countsDown: the new digit is half its height high halfway.
        let dump = t.displayList(at: 0.5).textDump
        #expect(dump.contains("transform [1 0 0 1 0 \(NumberText.thousandths(-new.frame.height / 2))]"))
    }

    @Test func growingFromOneDigitRollsEveryDigitIn() {
        // 9 → 10 changes every digit: the single "9" rolls out and the row "10" rolls in as one.
        struct Nine: View {
            @State private var n = 9
            var body: some View {
                Text("\(n)").contentTransition(.numericText())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }.accessibilityIdentifier("n")
            }
        }
        let t = timeline(script: { Tap("n", at: 0) }) { Nine() }
        let views = t.inspect(at: 0.5)
        #expect(views.contains { $0.path.hasSuffix("Text#9") && $0.isRemoving })
        #expect(views.filter { $0.type == "Text" && !$0.isRemoving }.map { $0.style["text"] } == [.text("1"), .text("0")])
    }

    @Test func symbolReplaceScalesAndFades() throws {
        struct Play: View {
            @State private var playing = false
            var body: some View {
                Image(systemName: playing ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { playing.toggle() } }.accessibilityIdentifier("p")
            }
        }
        let t = timeline(script: { Tap("p", at: 0) }) { Play() }
        // Halfway through the linear second the new symbol is at opacity 0.5 and scale 0.5 + 0.5 × 0.5 = 0.75.
        let new = try #require(t.inspect(at: 0.5).first { $0.path.hasSuffix("Image#pause.fill") })
        #expect(abs(new.opacity - 0.5) < 1e-9)
        let bounds = new.bounds
        #expect(abs(Double(bounds.width / new.frame.width) - 0.75) < 1e-9)
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
