import Foundation
import Testing
@testable import Zoetrope

/// Six 100 pt rows in a vertical scroll view filling the 200 × 100 pt test canvas (1x, no safe area): the viewport
/// is 0 … 100, the content 600 high, row i spans i·100 … i·100 + 100 before scrolling. Each row fades to 0.3 outside
/// the identity phase, or (`parallax`) moves up by half its distance from the canvas top, as the brief's examples.
struct TransitionRows: View {
    var configuration: ScrollTransitionConfiguration = .interactive
    var parallax = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6) { i in
                    if parallax {
                        Rectangle().frame(height: 100)
                            .visualEffect { content, proxy in content.offset(y: -proxy.frame(in: .global).minY * 0.5) }
                    } else {
                        Rectangle().frame(height: 100)
                            .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                    }
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// The same rows with no effect: the layout both modifiers must leave as it is.
struct PlainRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<6) { _ in Rectangle().frame(height: 100) } }
        }
        .accessibilityIdentifier("list")
    }
}

/// SwiftUI's `.easeInOut` unit curve, cubic Bézier (0.42, 0), (0.58, 1), solved here by bisection on its x
/// polynomial (a derivation separate from `UnitCurve`): x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³,
/// y(s) = 3(1−s)s² + s³. The curve is symmetric about (0.5, 0.5), so easeInOut(0.5) = 0.5 and
/// easeInOut(0.25) = 1 − easeInOut(0.75).
func easeInOutByBisection(_ x: Double) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let s = (lo + hi) / 2
        let xs = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
        if xs < x { lo = s } else { hi = s }
    }
    let s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s * s * s
}

/// A `Scroll` of `d` points rests at exactly `d` once d·0.998^(1000 τ) < 0.5 (ScrollViewTests): for d ≤ 100,
/// τ > ln 200 / 2.002 = 2.65 s. The scrolls below start at 0.5 and are read at 3.5, at rest.
@MainActor @Suite struct ScrollTransitionTests {
    func rows(scrolledBy distance: CGFloat, _ content: TransitionRows = TransitionRows()) -> SceneTimeline {
        timeline(duration: 4, script: { if distance > 0 { Scroll("list", by: distance, at: 0.5) } }) { content }
    }

    /// Six rows, row i made by `row(i)`, in the scroll view "list" scrolled by `distance` at 0.5; above it a red band
    /// `header` points high when not 0 (the scroll view then spans header … 100).
    func rows<Row: View>(scrolledBy distance: CGFloat, header: CGFloat = 0,
                         @ViewBuilder row: @escaping @MainActor (Int) -> Row) -> SceneTimeline {
        timeline(duration: 4, script: { Scroll("list", by: distance, at: 0.5) }) {
            VStack(spacing: 0) {
                if header > 0 { Color.red.frame(height: header) }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<6) { i in row(i) } }
                }
                .accessibilityIdentifier("list")
            }
        }
    }

    /// Row `i`'s scroll-transition (or visual-effect) node at `time`.
    func row(_ i: Int, in t: SceneTimeline, at time: Double = 3.5, kind: String = "scrollTransition") throws -> TracedView {
        try #require(t.trace(at: time).views.first { $0.path.contains("ForEach/\(i)/") && $0.path.hasSuffix(kind) })
    }

    func phase(_ view: TracedView) -> Double? {
        if case let .number(v)? = view.style["phase"] { return v }
        return nil
    }

    @Test func atRestTheVisibleRowIsIdentityAndTheNextIsAtTheBottomEdge() throws {
        let t = rows(scrolledBy: 0)
        // Row 0 fills the viewport (entered 100 of the 100 `.visible` asks): identity, full opacity.
        let first = try row(0, in: t)
        #expect(phase(first) == 0)
        #expect(first.opacity == 1)
        // Row 1 spans 100 … 200: entered 0, wholly hidden below — phase 1 (bottomTrailing), the effect at 0.3.
        let second = try row(1, in: t)
        #expect(phase(second) == 1)
        #expect(abs(second.opacity - 0.3) < 1e-12)
    }

    @Test func halfOutTheEffectIsHalfwayByTheEaseInOutCurve() throws {
        let t = rows(scrolledBy: 50)
        // Offset 50: row 0 spans −50 … 50 (centre above the viewport's: the top edge), 50 of its 100 pt in, share
        // 0.5; easeInOut(0.5) = 0.5 of the way to identity: phase −0.5, opacity 1 + (0.3 − 1)·0.5 = 0.65.
        let first = try row(0, in: t)
        #expect(abs(try #require(phase(first)) - (-(1 - easeInOutByBisection(0.5)))) < 1e-5)
        #expect(abs(first.opacity - 0.65) < 1e-5)
        // Row 1 spans 50 … 150: the bottom edge, also half in: phase +0.5, opacity 0.65.
        let second = try row(1, in: t)
        #expect(abs(try #require(phase(second)) - 0.5) < 1e-5)
        #expect(abs(second.opacity - 0.65) < 1e-5)
    }

    @Test func aQuarterInTheCurveIsEasedNotLinear() throws {
        let t = rows(scrolledBy: 25)
        // Offset 25: row 0 spans −25 … 75, share 0.75 toward identity; row 1 spans 75 … 175, share 0.25.
        let e75 = easeInOutByBisection(0.75), e25 = easeInOutByBisection(0.25)
        // s = 0.2250652 solves x(s) = 0.25; y(s) = 0.1291619: the eased share is well below the linear 0.25.
        #expect(abs(e25 - 0.1291619) < 1e-6)
        let first = try row(0, in: t), second = try row(1, in: t)
        #expect(abs(try #require(phase(first)) - (-(1 - e75))) < 1e-5)
        #expect(abs(first.opacity - (1 + (0.3 - 1) * (1 - e75))) < 1e-5)
        #expect(abs(try #require(phase(second)) - (1 - e25)) < 1e-5)
        #expect(abs(second.opacity - (1 + (0.3 - 1) * (1 - e25))) < 1e-5)
    }

    @Test func scrolledOutTheRowIsAtTheTopEdge() throws {
        let t = rows(scrolledBy: 100)
        // Offset 100: row 0 spans −100 … 0, wholly above: phase −1, opacity 0.3; row 1 fills the viewport: identity.
        let first = try row(0, in: t)
        #expect(phase(first) == -1)
        #expect(abs(first.opacity - 0.3) < 1e-12)
        #expect(phase(try row(1, in: t)) == 0)
        #expect(try row(1, in: t).opacity == 1)
    }

    @Test func identityConfigurationNeverChangesTheView() throws {
        let t = rows(scrolledBy: 50, TransitionRows(configuration: .identity))
        #expect(phase(try row(0, in: t)) == 0)
        #expect(try row(0, in: t).opacity == 1)
        #expect(try row(1, in: t).opacity == 1)
    }

    @Test func hiddenThresholdCountsAnyVisiblePartAsIn() throws {
        // `.hidden` (visible(0)): identity as soon as any of the view is inside. Offset 25: row 1 (75 … 175) is 25 in.
        let t = rows(scrolledBy: 25, TransitionRows(configuration: .interactive.threshold(.hidden)))
        #expect(phase(try row(1, in: t)) == 0)
        // Row 2 (175 … 275) is not in: phase 1.
        #expect(phase(try row(2, in: t)) == 1)
        // Row 0 (−25 … 75, on the top edge's side) is in too: phase 0, not −0 (the trace text would show the sign).
        let top = try #require(phase(try row(0, in: t)))
        #expect(top == 0 && top.sign == .plus)
    }

    @Test func centeredThresholdNeedsTheViewCentred() throws {
        // `.centered` asks (100 + 100) / 2 = 100 pt in, linear curve here: offset 25 puts row 1 25 pt in, share 0.25,
        // phase 1 − 0.25 = 0.75; row 0 is 75 in from the top, share 0.75, phase −0.25.
        let config = ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(.centered)
        let t = rows(scrolledBy: 25, TransitionRows(configuration: config))
        #expect(abs(try #require(phase(try row(1, in: t))) - 0.75) < 1e-9)
        #expect(abs(try #require(phase(try row(0, in: t))) - (-0.25)) < 1e-9)
        // `.visible` asks 100 pt in; inset(by: −50) moves that 50 pt away from the centre (50 pt in), as does
        // interpolating halfway to `.hidden` (0 pt): row 1, 25 pt in, is at share 0.5 of either, phase 0.5.
        // `.visible(0.75)` asks 75 pt: share 1/3, phase 2/3.
        let linear = ScrollTransitionConfiguration.interactive(timingCurve: .linear)
        for (threshold, expected) in [(ScrollTransitionConfiguration.Threshold.visible.inset(by: -50), 0.5),
                                      (.visible.interpolated(towards: .hidden, amount: 0.5), 0.5), (.visible(0.75), 2.0 / 3)] {
            let t = rows(scrolledBy: 25, TransitionRows(configuration: linear.threshold(threshold)))
            #expect(abs(try #require(phase(try row(1, in: t))) - expected) < 1e-9)
        }
    }

    @Test func animatedConfigurationAnimatesThePhaseOnceTheThresholdIsCrossed() throws {
        // `.animated(.linear(duration: 0.5))` with `.visible(0.5)`: row 1 (100 … 200) turns identity once 50 pt are in,
        // offset ≥ 50. A 100 pt scroll from 0.5 covers 100·(1 − 0.998^(1000 τ)): 50 at τ = ln 2 / 2.0020027 =
        // 0.346227 s, t = 0.846227. Crossings are looked for on the 1/240 s grid: the first grid time at or past it
        // is 204/240 = 0.85 (at 203/240 the offset is 100·(1 − 0.998^345.833) = 49.96). From there the phase goes
        // 1 → 0 linearly over 0.5 s: 0.5 at 1.1 (opacity 0.65), 0 from 1.35.
        let config = ScrollTransitionConfiguration.animated(.linear(duration: 0.5)).threshold(.visible(0.5))
        let t = rows(scrolledBy: 100, TransitionRows(configuration: config))
        #expect(phase(try row(1, in: t, at: 0.84)) == 1)
        #expect(abs(try #require(phase(try row(1, in: t, at: 1.1))) - 0.5) < 1e-9)
        #expect(abs(try row(1, in: t, at: 1.1).opacity - 0.65) < 1e-9)
        #expect(phase(try row(1, in: t, at: 1.4)) == 0)
        // Row 0 leaves at the top at the same offset (50 of it still in), with the same animation toward −1.
        #expect(abs(try #require(phase(try row(0, in: t, at: 1.1))) - (-0.5)) < 1e-9)
    }

    @Test func animatedPhasesDoNotDependOnWhichFramesCameBefore() throws {
        // `.animated` keeps the positions it finds on its 1/240 s grid between frames (`CrossingGrid`). Every frame
        // must still be what it is alone: rows 0 and 1 over the 100 pt scroll, each frame of 0 … 3 s read forwards
        // from one timeline, backwards from a second, and every fifth frame from a timeline that drew nothing before.
        let config = ScrollTransitionConfiguration.animated(.linear(duration: 0.5)).threshold(.visible(0.5))
        let forwards = rows(scrolledBy: 100, TransitionRows(configuration: config))
        let backwards = rows(scrolledBy: 100, TransitionRows(configuration: config))
        let times = (0...180).map { Double($0) / 60 }
        func phases(_ t: SceneTimeline, _ time: Double) throws -> [Double?] { try [0, 1].map { phase(try row($0, in: t, at: time)) } }
        let ahead = try times.map { try phases(forwards, $0) }
        let behind = try times.reversed().map { try phases(backwards, $0) }.reversed()
        #expect(Array(ahead) == Array(behind))
        for index in stride(from: 0, to: times.count, by: 5) {
            let alone = rows(scrolledBy: 100, TransitionRows(configuration: config))
            #expect(try phases(alone, times[index]) == ahead[index], "at \(times[index]) s")
        }
        // And it does animate: row 1 is between its edge and identity somewhere in there.
        #expect(ahead.contains { ($0[1] ?? 0) > 0 && ($0[1] ?? 0) < 1 })
    }

    @Test func rowsOfALazyStackTransitionAlike() throws {
        // The rows a LazyVStack makes as the window reaches them move as the VStack's: offset 50, row 1 half in (0.5),
        // row 2 (200 … 300, made for the window) wholly out (1).
        let t = timeline(duration: 4, script: { Scroll("list", by: 50, at: 0.5) }) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40) { _ in
                        Rectangle().frame(height: 100)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                    }
                }
            }
            .accessibilityIdentifier("list")
        }
        #expect(abs(try #require(phase(try row(1, in: t))) - 0.5) < 1e-5)
        #expect(phase(try row(2, in: t)) == 1)
    }

    @Test func eachEdgeTakesItsOwnConfiguration() throws {
        // topLeading `.identity`, bottomTrailing `.interactive`: half out (offset 50) row 0 leaves at the top unchanged
        // (phase 0), row 1 comes in at the bottom halfway (phase 0.5).
        let t = rows(scrolledBy: 50) { _ in
            Rectangle().frame(height: 100)
                .scrollTransition(topLeading: .identity, bottomTrailing: .interactive) { content, phase in
                    content.opacity(phase.isIdentity ? 1 : 0.3)
                }
        }
        #expect(phase(try row(0, in: t)) == 0)
        #expect(try row(0, in: t).opacity == 1)
        #expect(abs(try #require(phase(try row(1, in: t))) - 0.5) < 1e-5)
    }

    @Test func animatedByDefaultSpringsToTheNewPhase() throws {
        // `.animated` (the default animation) with `.visible(0.5)`: the crossing at 0.85 (as above) starts the phase
        // toward 0: still 1 before it, strictly between 0 and 1 a little after, 0 once the animation has settled.
        let t = rows(scrolledBy: 100, TransitionRows(configuration: .animated.threshold(.visible(0.5))))
        #expect(phase(try row(1, in: t, at: 0.84)) == 1)
        let during = try #require(phase(try row(1, in: t, at: 0.95)))
        #expect(during > 0 && during < 1)
        #expect(abs(try #require(phase(try row(1, in: t, at: 3.5)))) < 1e-3)
    }

    @Test func aNonFiniteEffectIsNotDrawn() throws {
        // An offset of NaN (a division by zero in the closure) leaves the row where it is; the opacity still applies.
        let t = timeline(duration: 1) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<2) { _ in
                        Rectangle().frame(height: 100)
                            .visualEffect { content, proxy in content.offset(y: 0 / (proxy.size.width - 200)).opacity(0.5) }
                    }
                }
            }
        }
        let first = try row(0, in: t, at: 0.5, kind: "visualEffect")
        #expect(first.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(first.opacity == 0.5)
    }

    @Test func visualEffectMovesByHalfTheGlobalMinY() throws {
        let t = rows(scrolledBy: 25, TransitionRows(parallax: true))
        // Offset 25: row 1 is laid out at 100 and drawn from 75 (frame(in: .global).minY = 75): offset −37.5, so it
        // shows from 75 − 37.5 = 37.5. Row 0 (global −25) moves down 12.5: from −12.5.
        let second = try row(1, in: t, kind: "visualEffect"), first = try row(0, in: t, kind: "visualEffect")
        #expect(abs(second.bounds.minY - 37.5) < 1e-9)
        #expect(abs(first.bounds.minY - (-12.5)) < 1e-9)
        // Before the scroll: row 1 at 100 moves up 50.
        #expect(abs(try row(1, in: t, at: 0.2, kind: "visualEffect").bounds.minY - 50) < 1e-9)
    }

    @Test func scrollViewSpaceMeasuresFromTheScrollViewsTopEdge() throws {
        // A 20 pt header above the scroll view: it spans 20 … 100, row 1 is laid out at 120. Scrolled by 25, row 1's
        // global minY is 95 and its minY in `.scrollView` 95 − 20 = 75: moved up 37.5, it shows from 57.5 (with
        // `.global` it would move 47.5).
        let t = rows(scrolledBy: 25, header: 20) { _ in
            Rectangle().frame(height: 100)
                .visualEffect { content, proxy in content.offset(y: -proxy.frame(in: .scrollView).minY * 0.5) }
        }
        #expect(abs(try row(1, in: t, kind: "visualEffect").bounds.minY - 57.5) < 1e-9)
    }

    @Test func boundsOfTheScrollViewAreInTheViewsOwnCoordinates() throws {
        // The same header and scroll view (20 … 100, 200 × 80), scrolled by 25: row 1 is 75 below the scroll view's
        // top, so `bounds(of: .scrollView)` is (0, −75, 200, 80) and moving by its minY pins the row to the scroll
        // view's top, 20. A name no scroll view or space has gives nil: that row stays where it is.
        let t = rows(scrolledBy: 25, header: 20) { i in
            Rectangle().frame(height: 100)
                .visualEffect { content, proxy in
                    let bounds = proxy.bounds(of: i == 1 ? .scrollView : .named("nowhere"))
                    return content.offset(y: bounds?.minY ?? 0)
                        .scaleEffect(x: (bounds?.width ?? 0) == 200 && bounds?.height == 80 ? 1 : 0.5)
                }
        }
        #expect(try row(1, in: t, kind: "visualEffect").bounds == CGRect(x: 0, y: 20, width: 200, height: 100))
        // Row 2 (laid out at 220, drawn from 195): no bounds, no move, and the scale of 0.5 halves its width.
        #expect(try row(2, in: t, kind: "visualEffect").bounds == CGRect(x: 50, y: 195, width: 100, height: 100))
    }

    @Test func chainedEffectsInterpolateTogether() throws {
        // Scale 0.5 and a 40 pt transform-effect shift outside identity. Half out (share 0.5, eased 0.5): scale 0.75
        // about the centre and a 20 pt move right. Row 1 spans 50 … 150 in the viewport: 75 high centred on 100 →
        // 62.5 … 137.5; 150 wide centred on 100 + 20 → 45 … 195.
        let t = rows(scrolledBy: 50) { _ in
            Rectangle().frame(height: 100)
                .scrollTransition { content, phase in
                    content.scaleEffect(phase.isIdentity ? 1 : 0.5)
                        .transformEffect(CGAffineTransform(translationX: phase.isIdentity ? 0 : 40, y: 0))
                }
        }
        let bounds = try row(1, in: t).bounds
        #expect(approximately([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].map { Double($0) }, [45, 62.5, 195, 137.5]))
    }

    @Test func neitherModifierChangesLayout() throws {
        // Every row's layout frame, and how far the content scrolls (a 1000 pt scroll stops at 600 − 100 = 500),
        // are those of the same rows without the modifiers.
        let script: () -> [ScriptEvent] = { [Scroll("list", by: 1000, at: 0.5)] }
        let plain = timeline(duration: 3, script: script) { PlainRows() }
        let fading = timeline(duration: 3, script: script) { TransitionRows() }
        let parallax = timeline(duration: 3, script: script) { TransitionRows(parallax: true) }
        let expected = (0..<6).map { CGRect(x: 0, y: CGFloat($0) * 100, width: 200, height: 100) }
        #expect(plain.frames(endingWith: "/Rectangle", at: 2.9) == expected)
        #expect(fading.frames(endingWith: "/Rectangle", at: 2.9) == expected)
        #expect(parallax.frames(endingWith: "/Rectangle", at: 2.9) == expected)
        for t in [plain, fading, parallax] {
            #expect(t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: 2.9).first ?? "", at: 2.9)?.y == 500)
        }
    }

    @Test func traceTextReadsBackWithItsKinds() throws {
        // The trace text of both modifiers reads back into the same model (what snapshot baselines rely on), each view
        // typed by its own kind: a visual effect's opacity and offset are not taken for an `opacity` or `offset` view's.
        for content in [TransitionRows(), TransitionRows(parallax: true)] {
            let trace = rows(scrolledBy: 25, content).trace(at: 3.5)
            let model = try MotionTrace(parsing: trace.text, vocabulary: .standard)
            #expect(model.text == trace.text)
            let effects = model.views.filter { $0.type == "scrollTransition" || $0.type == "visualEffect" }
            #expect(effects.count == 6)
            for view in effects {
                let kind = view.type == "scrollTransition" ? VisualEffectKind.scrollTransitionTraced : VisualEffectKind.visualEffectTraced
                #expect(view.kind === kind, "\(view.path) read as \(view.kind.name)")
            }
        }
    }

    @Test func framesAreAPureFunctionOfTime() throws {
        // Drawn in any order, a frame is the same: 1.0 read after 2.0, and alone in a fresh timeline.
        let a = rows(scrolledBy: 50), b = rows(scrolledBy: 50)
        _ = a.trace(at: 2.0)
        #expect(a.trace(at: 1.0).views.map(\.opacity) == b.trace(at: 1.0).views.map(\.opacity))
        #expect(a.displayList(at: 1.0) == b.displayList(at: 1.0))
    }
}
