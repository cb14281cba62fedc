import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// A square shown or hidden by a button, with the given animation and transition.
struct Toggler: View {
    @State private var isShown: Bool
    let animation: Animation?
    let transition: AnyTransition

    init(initiallyShown: Bool = false, animation: Animation?, transition: AnyTransition = .opacity) {
        _isShown = State(initialValue: initiallyShown)
        self.animation = animation
        self.transition = transition
    }

    var body: some View {
        ZStack {
            Rectangle().fill(.blue).frame(width: 10, height: 10)
                .onTapGesture { withAnimation(animation) { isShown.toggle() } }
                .accessibilityIdentifier("toggle")
            if isShown {
                Circle().frame(width: 40, height: 40).transition(transition).accessibilityIdentifier("square")
            }
        }
    }
}

/// Transitions per fidelity.md §5, with linear animations so that expected values are exact by hand.
@MainActor @Suite struct TransitionTests {
    func circles(_ t: SceneTimeline, at time: Double) -> [InspectedView] {
        t.inspect(at: time).filter { $0.type == "Circle" }
    }

    @Test func insertedViewFadesInWithItsTransaction() {
        let t = timeline(script: { Tap("toggle", at: 0.5) }) { Toggler(animation: .linear(duration: 1)) }
        #expect(circles(t, at: 0.25).isEmpty)
        // Linear over 1 s from the tap at 0.5 s: 0 at 0.5, 0.25 at 0.75, 0.5 at 1.0, 1 from 1.5 on.
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [0]))
        #expect(approximately(circles(t, at: 0.75).map(\.opacity), [0.25]))
        #expect(approximately(circles(t, at: 1.0).map(\.opacity), [0.5]))
        #expect(approximately(circles(t, at: 1.6).map(\.opacity), [1]))
    }

    @Test func removedViewStaysUntilItsAnimationFinishes() {
        let t = timeline(script: { Tap("toggle", at: 0.5) }) { Toggler(initiallyShown: true, animation: .linear(duration: 1)) }
        #expect(circles(t, at: 0.25).map(\.isRemoving) == [false])
        #expect(circles(t, at: 1.0).map(\.isRemoving) == [true])
        #expect(approximately(circles(t, at: 1.0).map(\.opacity), [0.5]))
        #expect(circles(t, at: 1.49).count == 1)
        // Finished once the 1 s animation is over (fidelity.md §2.2): gone from 1.5 + one frame on.
        #expect(circles(t, at: 1.52).isEmpty)
    }

    @Test func withoutAnimationViewsAppearAndDisappearAtOnce() {
        let t = timeline(script: { Tap("toggle", at: 0.5); Tap("toggle", at: 1.0) }) { Toggler(animation: nil) }
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [1]))
        #expect(circles(t, at: 1.0).isEmpty)
    }

    @Test func scaleTransitionKeepsItsAnchorInPlace() throws {
        // Scale 0.5 about the bottom-trailing corner of the frame (10, 20, 40 × 60): the corner (50, 80) stays, the
        // top-leading corner moves to (50 - 20, 80 - 30).
        let frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        let layer = try #require(ScaleTransition(0.5, anchor: .bottomTrailing).layer(at: Vector4(0.5, 0.5), frame: frame))
        guard case let .transform(transform) = layer else { Issue.record("not a transform"); return }
        #expect(transform.apply(to: CGPoint(x: 50, y: 80)) == CGPoint(x: 50, y: 80))
        #expect(transform.apply(to: CGPoint(x: 10, y: 20)) == CGPoint(x: 30, y: 50))
    }

    @Test func combinedTransitionAppliesBothEffects() {
        let transition = AnyTransition.scale(scale: 0.3, anchor: .bottomTrailing).combined(with: .opacity)
        let t = timeline(script: { Tap("toggle", at: 0) }) { Toggler(animation: .linear(duration: 1), transition: transition) }
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [0.5]))
        let list = t.displayList(at: 0.5)
        // The scale effect at 0.3 + 0.7 × 0.5 = 0.65 shows as a 0.65 scale in the display list.
        #expect(list.textDump.contains("transform [0.65 0 0 0.65"))
    }

    @Test func transitionAnimationAnimatesAChangeWithoutOne() {
        // fidelity.md §5.1: a transition with its own animation animates even when the transaction has none.
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(animation: nil, transition: .opacity.animation(.linear(duration: 1)))
        }
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [0.5]))
    }

    @Test func pushInsertsFromItsEdgeWhileFadingIn() {
        // §5.2: push(from: .bottom) moves in by the view's own height (40) and fades in; halfway through a linear
        // second it is 20 pt below its place at opacity 0.5.
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(animation: .linear(duration: 1), transition: .push(from: .bottom))
        }
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [0.5]))
        #expect(t.displayList(at: 0.5).textDump.contains("transform [1 0 0 1 0 20]"))
    }

    @Test func pushRemovesTowardTheOppositeEdge() {
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(initiallyShown: true, animation: .linear(duration: 1), transition: .push(from: .bottom))
        }
        // Removal leaves toward the top: 20 pt up halfway.
        #expect(t.displayList(at: 0.5).textDump.contains("transform [1 0 0 1 0 -20]"))
    }

    @Test func blurReplaceBlursScalesAndFades() {
        // §5.2: blurReplace inserts from opacity 0, blur radius 7 and scale 0.9; halfway: 0.5, 3.5 and 0.95.
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(animation: .linear(duration: 1), transition: .blurReplace)
        }
        #expect(approximately(circles(t, at: 0.5).map(\.opacity), [0.5]))
        let dump = t.displayList(at: 0.5).textDump
        #expect(dump.contains("blur 3.5"))
        #expect(dump.contains("transform [0.95 0 0 0.95"))
    }

    /// Fades and lifts: opacity `amount`, and `(1 − amount) × 40` pt lower.
    struct Rise: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View {
            content.opacity(amount).offset(y: (1 - amount) * 40)
        }
    }

    func riseValues(_ t: SceneTimeline, at time: Double) -> (opacity: Double, y: Double)? {
        let views = t.inspect(at: time)
        guard case let .number(opacity)? = views.first(where: { $0.type == "opacity" })?.style["opacity"],
              case let .numbers(offset)? = views.first(where: { $0.type == "offset" })?.style["offset"] else { return nil }
        return (opacity, offset[1])
    }

    @Test func modifierTransitionAnimatesFromTheActiveState() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(animation: .linear(duration: 1), transition: .modifier(active: Rise(amount: 0), identity: Rise(amount: 1)))
        }
        // Inserted at 0 from amount 0 (opacity 0, 40 pt low) toward amount 1, linearly: halfway opacity 0.5, 20 pt.
        let half = try #require(riseValues(t, at: 0.5))
        #expect(abs(half.opacity - 0.5) < 1e-9 && abs(half.y - 20) < 1e-9)
        let end = try #require(riseValues(t, at: 1.5))
        #expect(end.opacity == 1 && end.y == 0)
    }

    @Test func modifierTransitionRemovesTowardTheActiveState() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Toggler(initiallyShown: true, animation: .linear(duration: 1),
                    transition: .modifier(active: Rise(amount: 0), identity: Rise(amount: 1)))
        }
        let quarter = try #require(riseValues(t, at: 0.25))
        #expect(abs(quarter.opacity - 0.75) < 1e-9 && abs(quarter.y - 10) < 1e-9)
        #expect(circles(t, at: 0.9).map(\.isRemoving) == [true])
        #expect(circles(t, at: 1.02).isEmpty)
    }
}

/// SwiftUI's `Transition` protocol (iOS 17): a body per phase.
@MainActor @Suite struct TransitionProtocolTests {
    /// Fades and slides: from 40 pt above (`willAppear`, value −1), to 40 pt below (`didDisappear`, value 1).
    struct Lift: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 1 : 0).offset(y: phase.value * 40)
        }
    }

    /// A circle shown or hidden by a tap, with `.transition(_:)` given a `Transition` value.
    struct Shown<T: Transition>: View {
        @State private var isShown: Bool
        let transition: T

        init(initiallyShown: Bool, transition: T) {
            _isShown = State(initialValue: initiallyShown)
            self.transition = transition
        }

        var body: some View {
            ZStack {
                Rectangle().fill(.blue).frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
                    .accessibilityIdentifier("toggle")
                if isShown { Circle().frame(width: 20, height: 20).transition(transition) }
            }
        }
    }

    func values(_ t: SceneTimeline, at time: Double) -> (opacity: Double, y: Double)? {
        let views = t.inspect(at: time)
        guard case let .number(opacity)? = views.first(where: { $0.type == "opacity" })?.style["opacity"],
              case let .numbers(offset)? = views.first(where: { $0.type == "offset" })?.style["offset"] else { return nil }
        return (opacity, offset[1])
    }

    @Test func insertionRunsFromWillAppearToIdentity() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) { Shown(initiallyShown: false, transition: Lift()) }
        // Linear over 1 s from the tap: halfway from (0, −40) to (1, 0) is (0.5, −20).
        let half = try #require(values(t, at: 0.5))
        #expect(abs(half.opacity - 0.5) < 1e-9 && abs(half.y + 20) < 1e-9)
        let end = try #require(values(t, at: 1.5))
        #expect(end.opacity == 1 && end.y == 0)
    }

    @Test func removalRunsFromIdentityToDidDisappear() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) { Shown(initiallyShown: true, transition: Lift()) }
        // A quarter of the way from (1, 0) to (0, 40): (0.75, 10); gone after 1 s.
        let quarter = try #require(values(t, at: 0.25))
        #expect(abs(quarter.opacity - 0.75) < 1e-9 && abs(quarter.y - 10) < 1e-9)
        #expect(t.inspect(at: 1.02).filter { $0.type == "Circle" }.isEmpty)
    }

    @Test func combinedTransitionsApplyBoth() throws {
        let t = timeline(script: { Tap("toggle", at: 0) }) {
            Shown(initiallyShown: false, transition: Lift().combined(with: .scale(0.5)))
        }
        // Halfway: the lift's (0.5, −20) and a scale halfway from 0.5 to 1, 0.75.
        let half = try #require(values(t, at: 0.5))
        #expect(abs(half.opacity - 0.5) < 1e-9 && abs(half.y + 20) < 1e-9)
        guard case let .numbers(scale)? = t.inspect(at: 0.5).first(where: { $0.type == "scaleEffect" })?.style["scale"] else {
            Issue.record("no scale")
            return
        }
        #expect(approximately(scale, [0.75, 0.75]))
    }

    @Test func builtInNamesStillResolveToAnyTransition() {
        // `.transition(.opacity)` keeps the type-erased overload (non-generic, preferred), as in SwiftUI.
        let t = timeline(script: { Tap("toggle", at: 0.5) }) { Toggler(animation: .linear(duration: 1)) }
        #expect(approximately(t.inspect(at: 1.0).filter { $0.type == "Circle" }.map(\.opacity), [0.5]))
        let view = Circle().transition(.opacity)
        _ = view
    }
}
