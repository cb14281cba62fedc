import Foundation
import Testing
@testable import Zoetrope

/// The one trace walk (issue 10): live content shows the state of its own time, matched geometry is shared in window
/// space whatever effects sit around the members, and what `inspect` reports is where the view is drawn. Each case
/// failed before the trace: expected values are worked out by hand in the comments.
@MainActor @Suite struct MotionTraceTests {
    // MARK: Live content reads the state at its time

    /// A keyframe animator whose content shows a label that a tap at 1.2 s changes.
    struct LabelledPulse: View {
        @State private var label = "before"
        var body: some View {
            KeyframeAnimator(initialValue: 1.0) { scale in
                Text(label).scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
            }
            .onTapGesture { label = "after" }
            .accessibilityIdentifier("pulse")
        }
    }

    func texts(_ t: SceneTimeline, at time: Double) -> [String] {
        t.trace(at: time).views.compactMap { view in
            if case let .text(string)? = view.style["text"] { return string }
            return nil
        }
    }

    @Test func keyframeContentShowsTheLabelOfItsOwnTime() {
        let t = timeline(script: { Tap("pulse", at: 1.2) }) { LabelledPulse() }
        // Before the tap the state is "before"; drawing at 0.3 s used to read the graph's final storage ("after").
        #expect(texts(t, at: 0.3) == ["before"])
        #expect(texts(t, at: 1.19) == ["before"])
        #expect(texts(t, at: 1.2) == ["after"])
        #expect(texts(t, at: 1.9) == ["after"])
        // In any order, the same answer: a frame is a function of its time alone.
        #expect(texts(t, at: 1.9) == ["after"] && texts(t, at: 0.3) == ["before"])
    }

    /// An animatable bar that shows a caption from its own state; a tap at 0.2 s starts its 1 s animation and
    /// another at 0.6 s changes the caption.
    struct CaptionedBar: View, Animatable {
        var width: Double
        @State private var caption = "old"
        var animatableData: Double {
            get { width }
            set { width = newValue }
        }
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: width, height: 10)
                Text(caption)
            }
            .onTapGesture { caption = "new" }
            .accessibilityIdentifier("caption")
        }
    }

    struct BarHost: View {
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                CaptionedBar(width: wide ? 100 : 20)
                Color.red.frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
                    .accessibilityIdentifier("grow")
            }
        }
    }

    @Test func animatableViewBodyReadsItsStateAtTheFramesTime() {
        let t = timeline(script: { Tap("grow", at: 0.2); Tap("caption", at: 0.6) }) { BarHost() }
        // At 0.4 s the bar animates (20 → 100 over 1 s from 0.2 s: 36 pt wide) and the caption is still "old".
        #expect(texts(t, at: 0.4) == ["old"])
        let bar = t.trace(at: 0.4).views.first { $0.type == "Color" && $0.style["fill"] != nil && $0.frame.height == 10 && $0.frame.width > 10 }
        #expect(bar.map { abs($0.frame.width - 36) < 1e-6 } == true)
        #expect(texts(t, at: 0.8) == ["new"])
    }

    // MARK: Matched geometry is shared in window space

    /// Two members of one id in the same ZStack, moved apart by different offsets around them: 40 × 40 at the
    /// canvas centre (80, 30) plus (-60, 0) on the left, plus (60, 0) on the right. A tap moves the source from the
    /// left one to the right one with a 1 s linear animation.
    struct OffsetPair: View {
        @Namespace private var space
        @State private var right = false
        var body: some View {
            ZStack {
                if !right {
                    Color.orange.matchedGeometryEffect(id: "m", in: space).frame(width: 40, height: 40).offset(x: -60)
                } else {
                    Color.orange.matchedGeometryEffect(id: "m", in: space).frame(width: 40, height: 40).offset(x: 60)
                }
            }
            .frame(width: 200, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
            .accessibilityIdentifier("stage")
        }
    }

    @Test func membersUnderDifferentOffsetsMoveAsOneFrameOnScreen() throws {
        let t = timeline(script: { Tap("stage", at: 0) }) { OffsetPair() }
        for (time, expectedX) in [(0.0, 20.0), (0.25, 50.0), (0.5, 80.0), (0.75, 110.0), (1.0, 140.0)] {
            // On screen the shared frame goes from x 20 (80 − 60) to x 140 (80 + 60) linearly; both members are
            // drawn there, one fading out and one fading in (they used to slide along two parallel paths 120 pt
            // apart, each keeping its own offset).
            let members = t.trace(at: time).views.filter { $0.type == "matchedGeometryEffect" }
            #expect(!members.isEmpty)
            for member in members {
                #expect(abs(member.bounds.minX - expectedX) < 1e-6, "\(member.path) at \(time) s: \(member.bounds)")
                #expect(abs(member.bounds.minY - 30) < 1e-6 && abs(member.bounds.width - 40) < 1e-6)
            }
        }
    }

    // MARK: What inspect reports is what is drawn

    struct Effects: View {
        var body: some View {
            ZStack {
                Color.red.frame(width: 20, height: 20).zIndex(1).accessibilityIdentifier("front")
                Color.blue.frame(width: 20, height: 20).offset(x: 30, y: -10).accessibilityIdentifier("moved")
                Color.green.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading).accessibilityIdentifier("scaled")
            }
        }
    }

    @Test func inspectReportsOnScreenBoundsInDrawingOrder() throws {
        let t = timeline { Effects() }
        let views = t.inspect(at: 0)
        // The ZStack is 20 × 20 at the centre of the 200 × 100 canvas: (90, 40). zIndex 1 draws the red square last.
        let order = views.compactMap(\.identifier)
        #expect(order == ["moved", "scaled", "front"])
        let moved = try #require(views.first { $0.identifier == "moved" })
        #expect(moved.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(moved.bounds == CGRect(x: 120, y: 30, width: 20, height: 20))
        let scaled = try #require(views.first { $0.identifier == "scaled" })
        // Doubled about its top-leading corner: (90, 40, 40, 40).
        #expect(scaled.bounds == CGRect(x: 90, y: 40, width: 40, height: 40))
        // Inside the offset, the colour itself is moved too.
        let movedColor = try #require(views.first { $0.path.hasPrefix(moved.path + "/") && $0.type == "Color" })
        #expect(movedColor.bounds == CGRect(x: 120, y: 30, width: 20, height: 20))
    }

    /// A square inserted with a scale transition about its bottom-trailing corner, 1 s linear.
    struct Grower: View {
        @State private var shown = false
        var body: some View {
            ZStack {
                Color.clear
                if shown {
                    Color.purple.frame(width: 40, height: 40)
                        .transition(.scale(scale: 0, anchor: .bottomTrailing))
                        .accessibilityIdentifier("square")
                }
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
            .accessibilityIdentifier("stage")
        }
    }

    @Test func inspectIncludesTransitionEffects() throws {
        let t = timeline(script: { Tap("stage", at: 0) }) { Grower() }
        // The square's frame is (80, 30, 40, 40); at 0.25 s its scale is 0.25 about (120, 70): 10 × 10 at (110, 60).
        // (A scale of 0 starts from 1e-5, as SwiftUI does, fidelity.md §5.2: the numbers agree to 1e-3.)
        let square = try #require(t.inspect(at: 0.25).first { $0.identifier == "square" })
        #expect(square.frame == CGRect(x: 80, y: 30, width: 40, height: 40))
        #expect(abs(square.bounds.minX - 110) < 1e-3 && abs(square.bounds.minY - 60) < 1e-3, "\(square.bounds)")
        #expect(abs(square.bounds.width - 10) < 1e-3 && abs(square.bounds.height - 10) < 1e-3)
    }

    /// A tap lands on the centre of where a view is once every effect is applied (model values): a button moved by
    /// a scale effect is found where it is drawn.
    struct ScaledButton: View {
        @State private var taps = 0
        var body: some View {
            Color.gray.frame(width: 20, height: 20)
                .onTapGesture { taps += 1 }
                .accessibilityIdentifier("button")
                .scaleEffect(3, anchor: .topLeading)
                .overlay { Text("\(taps)").accessibilityIdentifier("count") }
        }
    }

    @Test func dragsFromAPointReachTheScaledView() throws {
        // The 20 × 20 square at (90, 40) is drawn 60 × 60 from (90, 40): the point (140, 90) is on it only once the
        // scale counts.
        let t = timeline(script: { Drag(from: CGPoint(x: 140, y: 90), to: CGPoint(x: 140, y: 90), at: 0.2, duration: 0.05) }) {
            ScaledButton()
        }
        #expect(texts(t, at: 0.5) == ["1"])
        #expect(!t.issues.contains { $0.message.contains("no view with a gesture") })
    }
}

/// Live content is kept in a bounded cache: memory does not grow with the number of frames drawn.
@MainActor @Suite struct LiveContentCacheTests {
    @Test func theCacheKeepsAtMostItsCapacityAndMakesDroppedContentAgainTheSame() {
        let t = timeline(duration: 20) { MotionTraceTests.LabelledPulse() }
        // 1,200 frames of a keyframe animator (20 s at 60 fps): one live entry each.
        let first = t.trace(at: 0.5).text
        for frame in 0..<1200 { _ = t.displayList(at: Double(frame) / 60) }
        #expect(t.liveContent.count <= t.liveContent.capacity)
        #expect(t.liveContent.count == t.liveContent.capacity)
        // 0.5 s was dropped long ago (oldest first); made again, it is the same.
        #expect(t.trace(at: 0.5).text == first)
    }

    @Test func theOldestEntryGoesFirst() {
        let cache = LiveContentCache(capacity: 2)
        var made = 0
        func content(_ time: Double) -> [Node] {
            cache.children(path: "p", time: time) {
                made += 1
                return []
            }
        }
        _ = content(1); _ = content(2); _ = content(1)
        #expect(made == 2)
        _ = content(3)  // drops 1, the oldest made
        _ = content(2)
        #expect(made == 3)
        _ = content(1)
        #expect(made == 4)
        #expect(cache.count == 2)
    }
}
