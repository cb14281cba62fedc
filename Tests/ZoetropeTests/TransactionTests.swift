import Foundation
import Testing
@testable import Zoetrope

/// Transactions (fidelity.md §0): completion handlers, `.transaction`, `disablesAnimations`, `.animation(_:)`,
/// `.animation(_:body:)` and `onAppear`, with linear animations so that every expected value is exact by hand.
@MainActor @Suite struct TransactionTests {
    /// A square that moves right when tapped and turns red when the move's completion handler runs.
    struct Mover: View {
        @State private var moved = false
        @State private var done = false
        let animation: Animation?
        let criteria: AnimationCompletionCriteria

        var body: some View {
            Rectangle().fill(done ? Color.red : Color.blue)
                .frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0)
                .onTapGesture {
                    withAnimation(animation, completionCriteria: criteria) { moved = true } completion: { done = true }
                }
                .accessibilityIdentifier("mover")
        }
    }

    func fill(_ t: SceneTimeline, at time: Double) -> InspectedValue? {
        t.inspect(at: time).first { $0.type == "Rectangle" }?.style["fill"]
    }

    static let blue = InspectedValue.colour("#007AFFFF"), red = InspectedValue.colour("#FF3B30FF")

    @Test func completionRunsWhenALinearAnimationEnds() {
        let t = timeline(duration: 3, script: { Tap("mover", at: 0.5) }) {
            Mover(animation: .linear(duration: 1), criteria: .logicallyComplete)
        }
        // A 1 s linear animation from 0.5 s is complete at 1.5 s (fidelity.md §2.2), when the handler turns it red.
        #expect(fill(t, at: 1.49) == Self.blue)
        #expect(fill(t, at: 1.5) == Self.red)
        #expect(t.issues.isEmpty)
    }

    @Test func logicalCompletionOfASpringIsAfterItsResponse() {
        let t = timeline(duration: 3, script: { Tap("mover", at: 0.5) }) {
            Mover(animation: .spring(duration: 0.4, bounce: 0), criteria: .logicallyComplete)
        }
        // fidelity.md §1.3: a spring is logically complete `response` (= duration, 0.4 s) after it starts.
        #expect(fill(t, at: 0.89) == Self.blue)
        #expect(fill(t, at: 0.9) == Self.red)
    }

    @Test func removedCriteriaWaitsUntilTheSpringSettles() {
        let t = timeline(duration: 3, script: { Tap("mover", at: 0.5) }) {
            Mover(animation: .spring(duration: 0.4, bounce: 0), criteria: .removed)
        }
        // A critically damped 0.4 s spring over 100 pt still moves after its response: its displacement there is
        // 100·(1 + ωt)e^(−ωt) with ω = 2π/0.4, ωt = 2π → 100 × 7.28 × 0.00187 ≈ 1.36 pt, beyond the 1 % settle
        // threshold of §1.3, so the handler has not run at 0.9 s; it has by 2 s.
        #expect(fill(t, at: 0.9) == Self.blue)
        #expect(fill(t, at: 2) == Self.red)
    }

    @Test func completionWithoutAnimationRunsAtOnce() {
        let t = timeline(script: { Tap("mover", at: 0.5) }) { Mover(animation: nil, criteria: .logicallyComplete) }
        #expect(fill(t, at: 0.49) == Self.blue)
        #expect(fill(t, at: 0.5) == Self.red)
    }

    /// A square that fades in from `onAppear` with a 1 s linear animation.
    struct FadeIn: View {
        @State private var visible = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .opacity(visible ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: 1)) { visible = true } }
        }
    }

    func opacity(_ t: SceneTimeline, at time: Double) -> Double? {
        t.inspect(at: time).first { $0.type == "Rectangle" }?.opacity
    }

    @Test func onAppearRunsAtTheStartAndAnimates() {
        let t = timeline { FadeIn() }
        #expect(opacity(t, at: 0) == 0)
        #expect(approximately([opacity(t, at: 0.25) ?? -1], [0.25], tolerance: 1e-12))
        #expect(opacity(t, at: 1) == 1)
    }

    @Test func onAppearRunsWhenAViewIsInserted() {
        struct Host: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 5, height: 5).onTapGesture { shown = true }.accessibilityIdentifier("show")
                    if shown { FadeIn() }
                }
            }
        }
        let t = timeline(script: { Tap("show", at: 0.5) }) { Host() }
        // Inserted at 0.5 s without animation; its onAppear starts the 1 s fade then: 0.5 at 1.0 s.
        #expect(opacity(t, at: 1.0) == 0.5)
    }

    /// An offset whose changes are animated by the modifiers under test.
    struct Slider: View {
        @State private var moved = false
        let outer: Animation?
        let modify: (AnyView) -> AnyView

        var body: some View {
            modify(AnyView(Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)))
                .onTapGesture { withAnimation(outer) { moved = true } }
                .accessibilityIdentifier("slider")
        }
    }

    func offset(_ t: SceneTimeline, at time: Double) -> Double? {
        guard case let .numbers(v)? = t.inspect(at: time).first(where: { $0.type == "offset" })?.style["offset"] else { return nil }
        return v.first
    }

    @Test func transactionModifierRemovesTheAnimationForItsSubtree() {
        let t = timeline(script: { Tap("slider", at: 0) }) {
            Slider(outer: .linear(duration: 1)) { AnyView($0.transaction { $0.animation = nil }) }
        }
        #expect(offset(t, at: 0.5) == 100)
    }

    @Test func deprecatedAnimationModifierAnimatesEveryChange() {
        let t = timeline(script: { Tap("slider", at: 0) }) {
            Slider(outer: nil) { AnyView($0.animation(.linear(duration: 2))) }
        }
        // Linear over 2 s: a quarter of the way at 0.5 s.
        #expect(approximately([offset(t, at: 0.5) ?? -1], [25], tolerance: 1e-12))
    }

    @Test func disablesAnimationsKeepsImplicitAnimationsOut() {
        struct Disabler: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                    .animation(.linear(duration: 1), value: moved)
                    .onTapGesture {
                        var transaction = Transaction()
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { moved = true }
                    }
                    .accessibilityIdentifier("slider")
            }
        }
        let t = timeline(script: { Tap("slider", at: 0) }) { Disabler() }
        #expect(offset(t, at: 0.5) == 100)
    }

    @Test func scopedAnimationAppliesOnlyToModifiersInsideItsBody() {
        struct Scoped: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 1)) { $0.opacity(on ? 0 : 1) }
                    .onTapGesture { on = true }
                    .accessibilityIdentifier("scoped")
            }
        }
        let t = timeline(script: { Tap("scoped", at: 0) }) { Scoped() }
        // The opacity inside the body animates (0.5 at 0.5 s); the offset outside it does not.
        #expect(t.inspect(at: 0.5).first { $0.type == "opacity" }?.style["opacity"] == .number(0.5))
        #expect(offset(t, at: 0.5) == 100)
    }

    @Test func withTransactionKeyPathSetsOneProperty() {
        struct KeyPathSlider: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                    .onTapGesture { withTransaction(\.animation, .linear(duration: 1)) { moved = true } }
                    .accessibilityIdentifier("slider")
            }
        }
        let t = timeline(script: { Tap("slider", at: 0) }) { KeyPathSlider() }
        #expect(approximately([offset(t, at: 0.5) ?? -1], [50], tolerance: 1e-12))
    }
}
