import Foundation
import Testing
@testable import Zoetrope

/// Records what two-finger gestures report, outside the view tree.
final class TwoFingerLog {
    var magnify: [MagnifyGesture.Value] = []
    var magnifyEnds: [MagnifyGesture.Value] = []
    var rotate: [RotateGesture.Value] = []
    var rotateEnds: [RotateGesture.Value] = []
    var scales: [CGFloat] = []
    var angles: [Angle] = []
    var both: [(first: CGFloat?, second: Angle?)] = []
    var bothEnds: [(first: CGFloat?, second: Angle?)] = []
    var taps = 0
    var drags = 0
}

/// A 20 × 20 pt square centred on the 200 × 100 test canvas (origin (90, 40), centre (100, 50)).
private func square() -> some View {
    Rectangle().frame(width: 20, height: 20)
}

/// The eased fraction of a touch's path after a fraction p of its duration (README: 1.5p − 0.5p²).
private func eased(_ p: Double) -> Double { 1.5 * p - 0.5 * p * p }

// Every pinch below: `Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6)`. The fingers land 100 pt apart and end
// 250 pt apart; after a fraction p of 0.6 s they are 100 + 150·eased(p) pt apart. Steps every 1/120 s: k = 1…72 at
// t = 0.5 + k/120 (k = 72 is the lift at 1.1).
//   k = 36, t = 0.8, p = 0.5: eased = 0.75 − 0.125 = 0.625 → 193.75 pt → magnification 1.9375.
//   Its rate: d/dt (1 + 1.5·eased(p)) = 1.5·(1.5 − p)/0.6 → 2.5 per second at p = 0.5, 1.25 at the lift.
@MainActor @Suite struct MagnifyGestureTests {
    private func pinch(_ log: TwoFingerLog, minimumScaleDelta: CGFloat = 0.01) -> SceneTimeline {
        timeline(script: { Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6) }) {
            square()
                .gesture(MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
                    .onChanged { log.magnify.append($0) }
                    .onEnded { log.magnifyEnds.append($0) })
                .accessibilityIdentifier("card")
        }
    }

    @Test func magnificationIsTheRatioOfTheFingersDistances() {
        let log = TwoFingerLog()
        let t = pinch(log)
        #expect(t.errors.isEmpty)
        // k = 1: 150·eased(1/72) = 3.11 pt ≥ the 1 pt that 0.01 of 100 pt asks, so every step changes: 72 of them.
        #expect(log.magnify.count == 72)
        let middle = log.magnify[35]
        #expect(middle.time == Date(timeIntervalSinceReferenceDate: 0.8))
        #expect(abs(middle.magnification - 1.9375) < 1e-9)
        #expect(abs(middle.velocity - 2.5) < 1e-9)
        // The fingers' centroid is the square's centre: (10, 10) in its own space, the middle of its size.
        #expect(abs(middle.startLocation.x - 10) < 1e-9 && abs(middle.startLocation.y - 10) < 1e-9)
        #expect(abs(middle.startAnchor.x - 0.5) < 1e-9 && abs(middle.startAnchor.y - 0.5) < 1e-9)
        // The lift: 250 / 100.
        #expect(log.magnifyEnds.count == 1)
        #expect(abs(log.magnifyEnds[0].magnification - 2.5) < 1e-9)
        #expect(abs(log.magnifyEnds[0].velocity - 1.25) < 1e-9)
        #expect(log.magnifyEnds[0].time == Date(timeIntervalSinceReferenceDate: 1.1))
    }

    @Test func recognitionWaitsForTheMinimumScaleDelta() {
        let log = TwoFingerLog()
        _ = pinch(log, minimumScaleDelta: 0.5)
        // 150·eased(p) ≥ 50 ⇔ eased(p) ≥ 1/3: k = 17 gives p = 17/72, eased = 0.32629 (no); k = 18 gives p = 0.25,
        // eased = 0.375 − 0.03125 = 0.34375 (yes). First value at t = 0.5 + 18/120 = 0.65, 1 + 1.5·0.34375.
        #expect(eased(17.0 / 72) < 1.0 / 3 && eased(18.0 / 72) >= 1.0 / 3)
        #expect(log.magnify.count == 72 - 18 + 1)
        #expect(log.magnify.first?.time == Date(timeIntervalSinceReferenceDate: 0.65))
        #expect(abs((log.magnify.first?.magnification ?? 0) - 1.515625) < 1e-9)
    }

    @Test func pinchingInReportsTheRatioBelowOne() {
        let log = TwoFingerLog()
        _ = timeline(script: { Pinch("card", from: 2, to: 1, at: 0.5, duration: 0.6) }) {
            square().gesture(MagnificationGesture().onEnded { log.scales.append($0) }).accessibilityIdentifier("card")
        }
        // 200 pt apart to 100 pt apart: 100 / 200.
        #expect(log.scales.count == 1)
        #expect(abs((log.scales.first ?? 0) - 0.5) < 1e-9)
    }

    @Test func gestureStateFollowsThePinchAndResetsAtTheLift() {
        struct Zoomable: View {
            @GestureState private var scale: CGFloat = 1
            var body: some View {
                Rectangle().frame(width: 32 * scale, height: 20)
                    .gesture(MagnificationGesture().updating($scale) { value, state, _ in state = value })
                    .accessibilityIdentifier("card")
            }
        }
        let t = timeline(script: { Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6) }) { Zoomable() }
        let width = { (time: Double) in t.frames(endingWith: "Rectangle", at: time).first?.width ?? 0 }
        #expect(width(0.4) == 32)
        // t = 0.8: 32 × 1.9375 = 62 (whole points, so the 1x canvas's pixel rounding keeps it), at once: the steps'
        // transactions are continuous, without animation.
        #expect(width(0.8) == 62)
        // After the lift at 1.1 the state returns to 1.
        #expect(width(1.2) == 32)
    }

    @Test func theStartAnchorIsWhereTheFingersLandedInTheGesturesView() {
        let log = TwoFingerLog()
        // A 100 × 50 stack centred on the canvas (origin (50, 25)) with the 20 pt dot at its top-leading corner: the
        // dot's centre is (10, 10) in the stack, which is (0.1, 0.2) of its size.
        _ = timeline(script: { Pinch("dot", from: 1, to: 2, at: 0.2, duration: 0.3) }) {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 100, height: 50)
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("dot")
            }
            .gesture(MagnifyGesture().onEnded { log.magnifyEnds.append($0) })
        }
        #expect(log.magnifyEnds.count == 1)
        let end = log.magnifyEnds.first
        #expect(abs((end?.startLocation.x ?? 0) - 10) < 1e-9 && abs((end?.startLocation.y ?? 0) - 10) < 1e-9)
        #expect(abs((end?.startAnchor.x ?? 0) - 0.1) < 1e-9 && abs((end?.startAnchor.y ?? 0) - 0.2) < 1e-9)
    }

    @Test func aTwistDoesNotMagnify() {
        let log = TwoFingerLog()
        _ = timeline(script: { Rotate("card", by: .degrees(90), at: 0.5, duration: 0.6) }) {
            square().gesture(MagnifyGesture().onChanged { log.magnify.append($0) }).accessibilityIdentifier("card")
        }
        // The fingers keep their 100 pt: the magnification stays 1, short of 1.01.
        #expect(log.magnify.isEmpty)
    }
}

// Every twist below: `Rotate("card", by: .degrees(90), at: 0.5, duration: 0.6)`; after a fraction p the line between
// the fingers has turned 90°·eased(p): 56.25° at t = 0.8 (p = 0.5), at a rate of 90°·(1.5 − p)/0.6 = 150°/s there and
// 75°/s at the lift.
@MainActor @Suite struct RotateGestureTests {
    @Test func rotationIsTheTurnOfTheLineBetweenTheFingers() {
        let log = TwoFingerLog()
        _ = timeline(script: { Rotate("card", by: .degrees(90), at: 0.5, duration: 0.6) }) {
            square()
                .gesture(RotateGesture().onChanged { log.rotate.append($0) }.onEnded { log.rotateEnds.append($0) })
                .accessibilityIdentifier("card")
        }
        // k = 1 turns 90°·eased(1/72) = 1.87° ≥ 1°: all 72 steps change.
        #expect(log.rotate.count == 72)
        #expect(log.rotate[35].time == Date(timeIntervalSinceReferenceDate: 0.8))
        #expect(abs(log.rotate[35].rotation.degrees - 56.25) < 1e-9)
        #expect(abs(log.rotate[35].velocity.degrees - 150) < 1e-9)
        #expect(log.rotateEnds.count == 1)
        #expect(abs((log.rotateEnds.first?.rotation.degrees ?? 0) - 90) < 1e-9)
        #expect(abs((log.rotateEnds.first?.velocity.degrees ?? 0) - 75) < 1e-9)
        #expect(log.rotateEnds.first?.startAnchor == UnitPoint(x: 0.5, y: 0.5))
    }

    @Test func counterclockwiseTwistsPastAHalfTurnKeepCounting() {
        let log = TwoFingerLog()
        _ = timeline(script: { Rotate("card", by: .degrees(-270), at: 0.5, duration: 0.6) }) {
            square().gesture(RotationGesture().onChanged { log.angles.append($0) }.onEnded { log.angles.append($0) })
                .accessibilityIdentifier("card")
        }
        // −270°·0.625 = −168.75° at t = 0.8, and −270° at the lift (not +90°).
        #expect(abs((log.angles.dropFirst(35).first?.degrees ?? 0) + 168.75) < 1e-9)
        #expect(abs((log.angles.last?.degrees ?? 0) + 270) < 1e-9)
    }

    @Test func minimumAngleDeltaDelaysTheStart() {
        let log = TwoFingerLog()
        _ = timeline(script: { Rotate("card", by: .degrees(90), at: 0.5, duration: 0.6) }) {
            square().gesture(RotationGesture(minimumAngleDelta: .degrees(30)).onChanged { log.angles.append($0) })
                .accessibilityIdentifier("card")
        }
        // 90°·eased(p) ≥ 30° ⇔ eased(p) ≥ 1/3: first at k = 18 (as for the pinch), 90° × 0.34375 = 30.9375°.
        #expect(log.angles.count == 55)
        #expect(abs((log.angles.first?.degrees ?? 0) - 30.9375) < 1e-9)
    }

    @Test func aPinchDoesNotRotate() {
        let log = TwoFingerLog()
        _ = timeline(script: { Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6) }) {
            square().gesture(RotateGesture().onChanged { log.rotate.append($0) }).accessibilityIdentifier("card")
        }
        #expect(log.rotate.isEmpty)
    }
}

@MainActor @Suite struct SimultaneousGestureTests {
    private func both(_ log: TwoFingerLog, @ScriptBuilder script: () -> [ScriptEvent]) {
        _ = timeline(script: script) {
            square()
                .gesture(MagnificationGesture().onChanged { log.scales.append($0) }
                    .simultaneously(with: RotationGesture().onChanged { log.angles.append($0) })
                    .onChanged { log.both.append(($0.first, $0.second)) }
                    .onEnded { log.bothEnds.append(($0.first, $0.second)) })
                .accessibilityIdentifier("card")
        }
    }

    @Test func aPinchChangesTheFirstAndLeavesTheSecondNil() {
        let log = TwoFingerLog()
        both(log) { Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6) }
        // Both parts run their own actions; only the magnification reports.
        #expect(log.scales.count == 72 && log.angles.isEmpty)
        #expect(log.both.count == 72)
        #expect(abs((log.both[35].first ?? 0) - 1.9375) < 1e-9)
        #expect(log.both.allSatisfy { $0.second == nil })
        // It ends when both parts are over: the magnification ended (2.5), the rotation failed.
        #expect(log.bothEnds.count == 1)
        #expect(abs((log.bothEnds.first?.first ?? 0) - 2.5) < 1e-9)
        #expect(log.bothEnds.first?.second == nil)
    }

    @Test func pinchThenTwistReportEachInTurn() {
        let log = TwoFingerLog()
        both(log) {
            Pinch("card", from: 1, to: 2.5, at: 0.2, duration: 0.6)
            Rotate("card", by: .degrees(90), at: 1.0, duration: 0.6)
        }
        // Two touches: two ends, the first with only a scale, the second with only an angle (a fresh gesture).
        #expect(log.bothEnds.count == 2)
        #expect(log.bothEnds.last?.first == nil)
        #expect(abs((log.bothEnds.last?.second?.degrees ?? 0) - 90) < 1e-9)
    }

    @Test func simultaneousGestureModifierTakesTwoFingerGestures() {
        let log = TwoFingerLog()
        _ = timeline(script: { Pinch("card", from: 1, to: 2, at: 0.2, duration: 0.3) }) {
            square()
                .gesture(DragGesture().onChanged { _ in log.drags += 1 })
                .simultaneousGesture(MagnifyGesture().onEnded { log.magnifyEnds.append($0) }, including: .all)
                .accessibilityIdentifier("card")
        }
        #expect(abs((log.magnifyEnds.first?.magnification ?? 0) - 2) < 1e-9)
        #expect(log.drags == 0)
    }
}

@MainActor @Suite struct TwoFingerTouchTests {
    @Test func aPinchFiresNoTapAndNoOneFingerDrag() {
        let log = TwoFingerLog()
        _ = timeline(script: { Pinch("card", from: 1, to: 2.5, at: 0.5, duration: 0.6) }) {
            square()
                .onTapGesture { log.taps += 1 }
                .gesture(DragGesture().onChanged { _ in log.drags += 1 })
                .simultaneousGesture(MagnificationGesture().onEnded { log.scales.append($0) })
                .accessibilityIdentifier("card")
        }
        // The fingers' centroid stays on the centre, so the drag (10 pt) never starts; two fingers fail the tap.
        #expect(log.taps == 0 && log.drags == 0)
        #expect(log.scales.count == 1)
    }

    @Test func aTwistDoesNotPressAButton() {
        let log = TwoFingerLog()
        let t = timeline(script: { Rotate("Go", by: .degrees(10), at: 0.5, duration: 0.2) }) {
            Button("Go") { log.taps += 1 }
        }
        #expect(t.errors.isEmpty)
        #expect(log.taps == 0)
    }

    @Test func theTwoFingersAreSymmetricAboutTheCentreOnTheDiagonal() {
        let t = timeline(script: { Rotate("card", by: .degrees(90), at: 0.5, duration: 0.6) }) {
            square().gesture(RotateGesture()).accessibilityIdentifier("card")
        }
        #expect(t.touches.count == 2)
        // Landing 100 pt apart: radius 50 at 135° (down-left) and −45° (up-right): 50·cos 45° = 35.3553….
        let r = 50 * cos(Double.pi / 4)
        let landing = t.touches.map { $0.location(at: 0.5) }
        #expect(abs(landing[0].x - (100 - r)) < 1e-9 && abs(landing[0].y - (50 + r)) < 1e-9)
        #expect(abs(landing[1].x - (100 + r)) < 1e-9 && abs(landing[1].y - (50 - r)) < 1e-9)
        // After a clockwise quarter turn the up-right finger is down-right, at 45°.
        let lift = t.touches[1].location(at: 1.1)
        #expect(abs(lift.x - (100 + r)) < 1e-9 && abs(lift.y - (50 + r)) < 1e-9)
        // Halfway through the time (56.25°) it is still 50 pt from the centre: it moves on the circle.
        let mid = t.touches[1].location(at: 0.8)
        #expect(abs(hypot(mid.x - 100, mid.y - 50) - 50) < 1e-9)
        #expect(abs(atan2(mid.y - 50, mid.x - 100) * 180 / .pi - (-45 + 56.25)) < 1e-9)
    }

    @Test func badPinchesAndTwistsAreErrorsNamingTheStep() {
        let t = timeline(script: {
            Pinch("nope", from: 1, to: 2, at: 0.1, duration: 0.2)
            Pinch("card", from: 1, to: 2, at: 0.2, duration: .nan)
            Rotate("card", by: .degrees(30), at: 0.3, duration: -1)
            Pinch("card", from: 0, to: 2, at: 0.4, duration: 0.2)
            Rotate("card", by: .degrees(.infinity), at: 0.5, duration: 0.2)
            Pinch("card", from: 1, to: 2, at: .nan, duration: 0.2)
        }) {
            square().gesture(MagnifyGesture()).accessibilityIdentifier("card")
        }
        #expect(t.errors.map(\.path) == ["script[5] Pinch(\"card\")", "script[0] Pinch(\"nope\")", "script[1] Pinch(\"card\")",
                                          "script[2] Rotate(\"card\")", "script[3] Pinch(\"card\")", "script[4] Rotate(\"card\")"])
        #expect(t.errors[1].message.contains("no view with accessibility identifier") && t.errors[1].message.contains("card"))
        #expect(t.errors[2].message.contains("the duration nan s must be a finite number of seconds ≥ 0"))
        #expect(t.errors[3].message.contains("the duration -1.0 s must be a finite number of seconds ≥ 0"))
        #expect(t.errors[4].message.contains("from: 0.0"))
        #expect(t.errors[0].message.contains("the time nan s must be a finite number"))
        #expect(t.touches.isEmpty)
    }

    @Test func aPinchAtACanvasPointReachesTheViewThere() {
        let log = TwoFingerLog()
        // (95, 45) is inside the square at (90, 40): the fingers' centroid, (5, 5) in its space, (0.25, 0.25) of it.
        let t = timeline(script: {
            Pinch(CGPoint(x: 95, y: 45), from: 1, to: 2, at: 0.2, duration: 0.3)
            Rotate(CGPoint(x: 20, y: 20), by: .degrees(45), at: 0.8, duration: 0.3)
        }) {
            square().gesture(MagnifyGesture().onEnded { log.magnifyEnds.append($0) })
        }
        #expect(abs((log.magnifyEnds.first?.magnification ?? 0) - 2) < 1e-9)
        #expect(log.magnifyEnds.first?.startAnchor == UnitPoint(x: 0.25, y: 0.25))
        // (20, 20) is on no view: a warning naming the step, and both fingers drawn.
        #expect(t.errors.isEmpty)
        #expect(t.issues.map(\.path) == ["script[1] Rotate((20.0, 20.0))"])
        #expect(t.touches.count == 4)
    }

    @Test func aPinchOnAViewWithoutGesturesIsAnError() {
        let t = timeline(script: { Pinch("plain", from: 1, to: 2, at: 0.25, duration: 0.5) }) {
            square().accessibilityIdentifier("plain")
        }
        #expect(t.errors.map(\.path) == ["script[0] Pinch(\"plain\")"])
        #expect(t.errors.first?.message.contains("has no gesture to pinch") == true)
    }
}
