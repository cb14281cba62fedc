import Foundation
import Testing
@testable import Zoetrope

/// Records what gestures report, outside the view tree.
final class GestureLog {
    var changes: [DragGesture.Value] = []
    var ends: [DragGesture.Value] = []
    var continuous: [Bool] = []
}

/// A 20 × 20 pt square centred on the 200 × 100 test canvas (canvas origin (90, 40), centre (100, 50)) that logs a drag.
struct DragLogger: View {
    let log: GestureLog
    let minimumDistance: CGFloat

    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .gesture(DragGesture(minimumDistance: minimumDistance)
                .onChanged { log.changes.append($0) }
                .onEnded { log.ends.append($0) })
            .accessibilityIdentifier("card")
    }
}

/// The eased fraction of a drag's path after a fraction p of its duration (the documented profile, README).
private func eased(_ p: Double) -> Double { 1.5 * p - 0.5 * p * p }

@MainActor @Suite struct GestureDragTests {
    @Test func dragWithoutMinimumDistanceReportsEveryStepAlongTheEasedPath() {
        let log = GestureLog()
        // 120 pt to the right over 0.5 s from t = 0.5: steps at 0.5 + k/120 for k = 1…60, and the landing at 0.5.
        _ = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) {
            DragLogger(log: log, minimumDistance: 0)
        }
        #expect(log.changes.count == 61)
        // Landing: translation 0 at t = 0.5; the start is the square's centre in its own space, (10, 10).
        #expect(log.changes[0].translation == .zero)
        #expect(log.changes[0].startLocation == CGPoint(x: 10, y: 10))
        #expect(log.changes[0].time == Date(timeIntervalSinceReferenceDate: 0.5))
        // Step 30 at t = 0.75: p = 0.5, 1.5·0.5 − 0.5·0.25 = 0.625 of 120 pt = 75 pt.
        #expect(log.changes[30].time == Date(timeIntervalSinceReferenceDate: 0.75))
        #expect(abs(log.changes[30].translation.width - 75) < 1e-9)
        // Step 12 at t = 0.6: p = 0.2, 0.3 − 0.02 = 0.28 of 120 pt = 33.6 pt.
        #expect(abs(log.changes[12].translation.width - 33.6) < 1e-9)
        #expect(log.changes[12].translation.height == 0)
        // The last step is the lift position: 120 pt.
        #expect(abs(log.changes[60].translation.width - 120) < 1e-9)
    }

    @Test func onEndedCarriesTheReleaseVelocityAndThePredictedEnd() {
        let log = GestureLog()
        _ = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) {
            DragLogger(log: log, minimumDistance: 0)
        }
        #expect(log.ends.count == 1)
        let end = log.ends[0]
        #expect(end.time == Date(timeIntervalSinceReferenceDate: 1.0))
        // Location: the start (10, 10) moved 120 pt right.
        #expect(abs(end.location.x - 130) < 1e-9 && end.location.y == 10)
        // Velocity at the lift: the profile's slope (1.5 − p) at p = 1 is 0.5; 120 pt · 0.5 / 0.5 s = 120 pt/s.
        #expect(abs(end.velocity.width - 120) < 1e-9 && end.velocity.height == 0)
        // Predicted: location + velocity · 0.998 / 0.002 / 1000 = 130 + 120 · 0.499 = 189.88.
        #expect(abs(end.predictedEndLocation.x - 189.88) < 1e-9)
        #expect(abs(end.predictedEndTranslation.width - 179.88) < 1e-9)
    }

    @Test func dragStartsOnceTheFingerHasMovedTheMinimumDistance() {
        let log = GestureLog()
        _ = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) {
            DragLogger(log: log, minimumDistance: 10)
        }
        // Step k covers 120 · eased(k/60) pt: k = 3 → 8.85 (< 10), k = 4 → 120 · (0.1 − 0.5/225) = 11.7333… (≥ 10).
        #expect(log.changes.count == 57)
        #expect(abs(log.changes[0].translation.width - 120 * eased(4.0 / 60)) < 1e-9)
        #expect(abs(log.changes[0].translation.width - 11.733333333) < 1e-6)
        // The translation still counts from where the finger landed.
        #expect(log.changes[0].startLocation == CGPoint(x: 10, y: 10))
    }

    @Test func dragFromCanvasPointsMeasuresInTheRequestedSpace() {
        let log = GestureLog()
        // Canvas (95, 45) is (5, 5) inside the square at (90, 40).
        _ = timeline(script: { Drag(from: CGPoint(x: 95, y: 45), to: CGPoint(x: 95, y: 85), at: 0.25, duration: 0.25) }) {
            Rectangle().frame(width: 20, height: 20)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onEnded { log.ends.append($0) })
        }
        #expect(log.ends.map(\.startLocation) == [CGPoint(x: 95, y: 45)])
        #expect(log.ends.map(\.location) == [CGPoint(x: 95, y: 85)])
    }

    @Test func stateChangedInOnChangedReEvaluatesInAContinuousTransaction() {
        struct Follower: View {
            let log: GestureLog
            @State private var dx: CGFloat = 0
            var body: some View {
                Rectangle().frame(width: 20 + dx, height: 20)
                    .transaction { log.continuous.append($0.isContinuous) }
                    .gesture(DragGesture(minimumDistance: 0).onChanged { dx = $0.translation.width })
                    .accessibilityIdentifier("card")
            }
        }
        let log = GestureLog()
        let t = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) { Follower(log: log) }
        let width = { (time: Double) in t.frames(endingWith: "Rectangle", at: time).first?.width }
        // Before the drag 20 pt; at t = 0.75, 20 + 75 pt, with no animation.
        #expect(width(0.4) == 20)
        #expect(width(0.75) == 95)
        #expect(width(1.5) == 140)
        // The first evaluation is not continuous; every one the drag caused is.
        #expect(log.continuous.first == false)
        #expect(log.continuous.count > 50 && log.continuous.dropFirst().allSatisfy { $0 })
    }
}

@MainActor @Suite struct GestureStateTests {
    struct Stretch: View {
        @GestureState private var drag = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 20 + drag.width, height: 20)
                .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
                .accessibilityIdentifier("card")
        }
    }

    struct AnimatedReset: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 20 + drag.width, height: 20)
                .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
                .accessibilityIdentifier("card")
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsAtOnceWhenItEnds() {
        let t = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) { Stretch() }
        let width = { (time: Double) in t.frames(endingWith: "Rectangle", at: time).first?.width }
        #expect(width(0.75) == 95)   // 20 + 75 (step 30, see the drag tests)
        #expect(width(1.0) == 20)    // the lift at 0.5 + 0.5 s resets it, without animation
    }

    @Test func gestureStateResetsWithItsResetTransaction() {
        let t = timeline(script: { Drag("card", by: CGSize(width: 120, height: 0), at: 0.5, duration: 0.5) }) { AnimatedReset() }
        let width = { (time: Double) in t.frames(endingWith: "Rectangle", at: time).first?.width }
        // The last step (t = 1.0) sets 20 + 120; the lift at the same time animates back to 20 linearly over 1 s.
        #expect(width(1.0) == 140)
        #expect(width(1.5) == 80)    // halfway: 140 − 60
        #expect(width(2.0 - 1e-9).map { abs($0 - 20) <= 1 } == true)
    }
}

@MainActor @Suite struct GesturePressTests {
    struct LongPresser: View {
        @State private var pressing = false
        @State private var performed = 0
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: pressing ? 40 : 10, height: 10)
                    .onLongPressGesture(minimumDuration: 0.5, perform: { performed += 1 }, onPressingChanged: { pressing = $0 })
                    .accessibilityIdentifier("lp")
                Rectangle().frame(width: CGFloat(10 + 10 * performed), height: 10)
            }
        }
    }

    func widths(_ t: SceneTimeline, at time: Double) -> [CGFloat] {
        t.frames(endingWith: "Rectangle", at: time).map(\.width)
    }

    @Test func longPressRunsPressingAtStartPerformAtMinimumDurationAndPressingOffAtRelease() {
        let t = timeline(script: { Press("lp", at: 0.25, for: 0.75) }) { LongPresser() }
        // Pressing from 0.25; perform at 0.25 + 0.5 = 0.75; pressing off at 0.25 + 0.75 = 1.0.
        #expect(widths(t, at: 0.24) == [10, 10])
        #expect(widths(t, at: 0.25) == [40, 10])
        #expect(widths(t, at: 0.74) == [40, 10])
        #expect(widths(t, at: 0.75) == [40, 20])
        #expect(widths(t, at: 0.99) == [40, 20])
        #expect(widths(t, at: 1.0) == [10, 20])
    }

    @Test func shortPressNeverPerforms() {
        let t = timeline(script: { Press("lp", at: 0.25, for: 0.25) }) { LongPresser() }
        #expect(widths(t, at: 0.25) == [40, 10])
        #expect(widths(t, at: 0.5) == [10, 10])    // released before the minimum duration
        #expect(widths(t, at: 1.5) == [10, 10])
    }

    @Test func olderPressingFormIsTheSame() {
        struct Older: View {
            @State private var pressing = false
            var body: some View {
                Rectangle().frame(width: pressing ? 40 : 10, height: 10)
                    .onLongPressGesture(pressing: { pressing = $0 }) {}
                    .accessibilityIdentifier("lp")
            }
        }
        let t = timeline(script: { Press("lp", at: 0.25, for: 0.5) }) { Older() }
        #expect(widths(t, at: 0.5) == [40])
        #expect(widths(t, at: 0.75) == [10])
    }

    @Test func longPressGestureEndsAtItsMinimumDurationAndResetsItsGestureState() {
        struct Detector: View {
            @GestureState private var detecting = false
            @State private var done = false
            var body: some View {
                Rectangle().frame(width: detecting ? 40 : (done ? 20 : 10), height: 10)
                    .gesture(LongPressGesture(minimumDuration: 0.5)
                        .updating($detecting) { value, state, _ in state = value }
                        .onEnded { _ in done = true })
                    .accessibilityIdentifier("lp")
            }
        }
        let t = timeline(script: { Press("lp", at: 0.25, for: 1) }) { Detector() }
        // Detecting from the landing (0.25) until the gesture ends at 0.75, with the finger still down.
        #expect(widths(t, at: 0.25) == [40])
        #expect(widths(t, at: 0.74) == [40])
        #expect(widths(t, at: 0.75) == [20])
    }
}
