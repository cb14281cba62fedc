import Foundation
import Testing
@testable import Zoetrope

/// The audit on small scenes (200 × 100 pt at 1x, 60 fps): what explains a change (script events, changes without
/// animation) comes from the scene itself. A 10 × 10 pt square is centred at x = 95, y = 45; `offset(x:)` moves it.
@MainActor @Suite struct MotionAuditSceneTests {
    /// The square, offset by `moved ? 100 : 0`, with `animation` on a tap.
    struct Square: View {
        let animation: Animation
        @State private var moved = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .offset(x: moved ? 100 : 0)
                .onTapGesture { withAnimation(animation) { moved = true } }
                .accessibilityIdentifier("square")
        }
    }

    func offsetPath(_ t: SceneTimeline) -> String? { t.trace(at: 0).views.first { $0.type == "offset" }?.path }

    @Test func anAnimationLongerThanTheSceneIsCutOff() throws {
        let t = timeline(duration: 1, script: { Tap("square", at: 0.2) }) { Square(animation: .linear(duration: 5)) }
        let findings = t.auditFindings()
        #expect(findings.count == 1)
        let cut = try #require(findings.first)
        // Last frame 59 at 59/60 s: 0.78333 s into the 5 s move, 15.667 pt of 100; at rest 84.333 pt further.
        #expect(cut.kind == .runningAtEnd && cut.frame == 59 && cut.path == offsetPath(t) && cut.property == "effect")
        #expect(cut.detail == "still animating in the last frame: effect .linear(duration: 5.0); at rest it is 84.333 pt away")
        #expect(t.restingTime == 5.2)
    }

    /// Jumps 100 pt 0.41 s into the animation and is done at 0.5 s: a discontinuity the animation itself makes.
    struct LateStep: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            time >= 0.5 ? nil : (time < 0.41 ? .zero : value)
        }
    }

    @Test func aJumpInsideAnAnimationAtNoEventIsReported() throws {
        let t = timeline(duration: 1, script: { Tap("square", at: 0.2) }) { Square(animation: Animation(LateStep())) }
        // The jump is at 0.2 + 0.41 = 0.61 s, between frame 36 (0.6 s) and frame 37 (0.61667 s); the square is at
        // rest on either side.
        let findings = t.auditFindings()
        #expect(findings.count == 1)
        let jump = try #require(findings.first)
        #expect(jump.kind == .jump && jump.frame == 37 && jump.path == offsetPath(t) && jump.property == "bounds")
        #expect(jump.before == .numbers([95, 45, 10, 10]) && jump.after == .numbers([195, 45, 10, 10]))
        #expect(jump.detail == "100 pt in one frame; 0 in the frame before, 0 after")
        #expect(jump.line.hasPrefix("0.617 s\tframe 37\tjump\t"))
    }

    /// A continuous phase animator whose step to 100 has no animation: a sawtooth, 100 → 0 over 0.5 s, then back
    /// to 100 at once.
    struct Sawtooth: View {
        var body: some View {
            PhaseAnimator([0.0, 100.0]) { x in
                Rectangle().frame(width: 10, height: 10).offset(x: x)
            } animation: { x in x == 100 ? nil : .linear(duration: 0.5) }
        }
    }

    @Test func aPhaseStepWithoutAnimationIsAChangeWithoutAnimation() throws {
        let t = timeline(duration: 1.6) { Sawtooth() }
        // The steps to 100 happen at 0 and at each completion: 0.5, 1.0, 1.5 s.
        #expect(t.unanimatedChangeTimes == [0, 0.5, 1.0, 1.5])
        // No jump; a continuous animator is still running when the scene ends, in the last frame (95, 1.58333 s)
        // 0.08333 s into its fall from 100: at 83.333 pt, 83.333 pt from where that fall ends at 2 s.
        let findings = t.auditFindings()
        #expect(findings.map(\.kind) == [.runningAtEnd] && findings.first?.frame == 95)
        #expect(findings.first?.detail == "still animating in the last frame: effect .linear(duration: 0.5); at rest it is 83.333 pt away")
        // Without that explanation each is a jump: frame 29 (0.48333 s) is 3.333 pt from the end of its fall,
        // frame 30 is back at 100; the falls move 100 / 30 = 3.333 pt per frame.
        let traces = t.frameTimes().map { t.trace(at: $0) }
        let unexplained = MotionAudit().findings(in: traces).filter { $0.kind == .jump }
        #expect(unexplained.map(\.frame) == [30, 60, 90])
        let first = try #require(unexplained.first)
        #expect(first.path == t.trace(at: 0).views.first { $0.type == "offset" }?.path && first.property == "bounds")
        #expect(first.before == .numbers([98.333, 45, 10, 10]) && first.after == .numbers([195, 45, 10, 10]))
        #expect(first.detail == "96.667 pt in one frame; 3.333 in the frame before, 3.333 after")
    }

    /// A dot that a tap removes without animation.
    struct Dismissable: View {
        @State private var shown = true
        var body: some View {
            HStack {
                if shown { Circle().frame(width: 20, height: 20) }
                Color.red.frame(width: 10, height: 10)
                    .onTapGesture { shown = false }
                    .accessibilityIdentifier("close")
            }
        }
    }

    @Test func aRemovalWithoutAnimationAtATapIsNotAVanishing() throws {
        let t = timeline(duration: 1, script: { Tap("close", at: 0.5) }) { Dismissable() }
        #expect(t.unanimatedChangeTimes == [0.5])
        #expect(t.auditFindings().isEmpty)
        // Without explanations the circle's outermost view (the `if` branch's frame) vanishes at frame 30.
        let traces = t.frameTimes().map { t.trace(at: $0) }
        let vanished = MotionAudit().findings(in: traces).filter { $0.kind == .vanished }
        #expect(vanished.map(\.frame) == [30])
        let circle = try #require(t.trace(at: 0).views.first { $0.type == "Circle" })
        let outer = t.trace(at: 0).views[try #require(circle.parent)]
        #expect(vanished.first?.path == outer.path && outer.type == "frame")
        #expect(vanished.first?.before == .number(1))
    }
}
