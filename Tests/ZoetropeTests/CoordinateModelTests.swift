import Foundation
import Testing
@testable import Zoetrope

/// What a GeometryReader's content saw.
private final class Frames {
    var global: CGRect = .null, named: CGRect = .null, local: CGRect = .null
    var anchors: [CGRect] = []
}

/// Bounds anchors, in the order written.
private struct RectAnchorKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Whether two rectangles agree to 1e-9 pt (a quarter turn's cosine is 6e-17, not 0).
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

/// One coordinate model (SwiftUI's `GeometryEffect` rule): `.offset`, `.scaleEffect` and `.rotationEffect` change no
/// layout, but they change the coordinates of the views inside them, so a GeometryReader under them reports its
/// bounds transformed by them in `.global` and in named spaces outside them (a bounding box when rotated), and hit
/// testing and the trace agree with it. Canvas 200 × 100; every expected value is worked out by hand in the comments.
@MainActor @Suite struct CoordinateModelTests {
    /// A reader filling a `width` × `height` frame centred on the canvas, under `effect`; what it saw.
    private func read(width: CGFloat, height: CGFloat, _ effect: @escaping (AnyView) -> AnyView) -> (Frames, SceneTimeline) {
        let seen = Frames()
        let t = timeline {
            effect(AnyView(GeometryReader { proxy in
                let _ = { seen.global = proxy.frame(in: .global); seen.local = proxy.frame(in: .local) }()
                Color.red
            }
            .frame(width: width, height: height)))
        }
        return (seen, t)
    }

    /// The trace's on-screen bounds of the reader at time 0 (at rest: model and presented values are the same).
    private func tracedBounds(_ t: SceneTimeline) -> CGRect? {
        t.trace(at: 0).views.first { $0.path.hasSuffix("/GeometryReader") }?.bounds
    }

    @Test func offsetMovesTheGlobalFrameNotTheLayout() {
        let (seen, t) = read(width: 100, height: 50) { AnyView($0.offset(x: 30, y: 15)) }
        // Laid out centred: (50, 25, 100, 50); drawn 30 right and 15 down: (80, 40, 100, 50).
        #expect(seen.global == CGRect(x: 80, y: 40, width: 100, height: 50))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(t.frames(endingWith: "/GeometryReader") == [CGRect(x: 50, y: 25, width: 100, height: 50)])
        #expect(tracedBounds(t) == seen.global)
    }

    @Test func scaleEffectScalesTheGlobalFrameAboutItsAnchor() {
        // Laid out centred: (70, 35, 60, 30), centre (100, 50). Doubled about the centre: 120 × 60 from (40, 20).
        let (centre, t) = read(width: 60, height: 30) { AnyView($0.scaleEffect(2)) }
        #expect(centre.global == CGRect(x: 40, y: 20, width: 120, height: 60))
        #expect(tracedBounds(t) == centre.global)
        // Halved about the top-leading corner (70, 35): 30 × 15 from there.
        let (corner, _) = read(width: 60, height: 30) { AnyView($0.scaleEffect(0.5, anchor: .topLeading)) }
        #expect(corner.global == CGRect(x: 70, y: 35, width: 30, height: 15))
    }

    @Test func rotationEffectGivesTheRotatedBoundingBox() {
        // (70, 35, 60, 30) turned a quarter about its centre (100, 50): 30 wide, 60 tall, same centre: (85, 20, 30, 60).
        let (seen, t) = read(width: 60, height: 30) { AnyView($0.rotationEffect(.degrees(90))) }
        #expect(close(seen.global, CGRect(x: 85, y: 20, width: 30, height: 60)))
        #expect(tracedBounds(t).map { close($0, seen.global) } == true)
        #expect(seen.local == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func effectsComposeOutermostLast() {
        // (70, 35, 60, 30) doubled about its centre: (40, 20, 120, 60); then moved by (10, −5): (50, 15, 120, 60).
        let (seen, t) = read(width: 60, height: 30) { AnyView($0.scaleEffect(2).offset(x: 10, y: -5)) }
        #expect(seen.global == CGRect(x: 50, y: 15, width: 120, height: 60))
        #expect(tracedBounds(t) == seen.global)
        // The other order: moved first to (80, 30, 60, 30), centre (110, 45), then doubled about the offset view's
        // own centre, which layout left at (100, 50): x = 100 + 2 × (80 − 100) = 60, y = 50 + 2 × (30 − 50) = 10.
        let (moved, _) = read(width: 60, height: 30) { AnyView($0.offset(x: 10, y: -5).scaleEffect(2)) }
        #expect(moved.global == CGRect(x: 60, y: 10, width: 120, height: 60))
    }

    @Test func aCustomGeometryEffectMovesTheReaderLikeAnyOther() {
        /// Moves its content right by its own width times `share`.
        struct Nudge: GeometryEffect {
            var share: CGFloat
            var animatableData: CGFloat { get { share } set { share = newValue } }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: size.width * share, ty: 0))
            }
        }
        // Laid out (70, 35, 60, 30); a quarter of 60 = 15 pt to the right: (85, 35, 60, 30).
        let (seen, t) = read(width: 60, height: 30) { AnyView($0.modifier(Nudge(share: 0.25))) }
        #expect(seen.global == CGRect(x: 85, y: 35, width: 60, height: 30))
        #expect(tracedBounds(t) == seen.global)
    }

    @Test func aPerspectiveRotationGivesTheBoundingBoxOfTheProjectedCorners() {
        // Laid out (50, 25, 100, 50); turned 60° about y through its centre (50, 25) with perspective 1, so the eye
        // is max(100, 50) / 1 = 100 pt away (Rotation3DKind.projection's derivation). A corner (x, y) is
        // p = (x − 50, y − 25) from the anchor; rotated about y it is (p.x·cos 60°, p.y, −p.x·sin 60°), and
        // w = 1 − z/100 = 1 + p.x·sin 60°/100. The left corners (p.x = −50) get w₋ = 1 − √3/4 and come nearer,
        // the right ones (p.x = 50) w₊ = 1 + √3/4 and go farther. Projected, x = p.x·cos 60°/w + 50,
        // y = p.y/w + 25: the left edge at 50 − 25/w₋ spans y = 25 ∓ 25/w₋, the right edge at 50 + 25/w₊ spans
        // 25 ∓ 25/w₊ (shorter). The bounding box, moved by the layout origin (50, 25): from (100 − 25/w₋,
        // 50 − 25/w₋) to (100 + 25/w₊, 50 + 25/w₋), about (55.907, 5.907, 61.538, 88.185).
        let (seen, t) = read(width: 100, height: 50) {
            AnyView($0.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 1))
        }
        let near = 1 - 3.0.squareRoot() / 4, far = 1 + 3.0.squareRoot() / 4
        let expected = CGRect(x: 100 - 25 / near, y: 50 - 25 / near, width: 25 / far + 25 / near, height: 50 / near)
        #expect(close(seen.global, expected), "\(seen.global)")
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 50))
        // The trace, which draws the same projection, bounds the reader the same way.
        #expect(tracedBounds(t).map { close($0, expected) } == true, "\(String(describing: tracedBounds(t)))")
    }

    @Test func namedSpacesCountOnlyTheEffectsBetweenThemAndTheReader() {
        let seen = Frames()
        _ = timeline {
            VStack {
                GeometryReader { proxy in
                    let _ = { seen.global = proxy.frame(in: .global); seen.named = proxy.frame(in: .named("card")) }()
                    Color.red
                }
                .frame(width: 40, height: 20)
                .scaleEffect(0.5)
            }
            .frame(width: 100, height: 60)
            .coordinateSpace(name: "card")
            .offset(x: 30, y: 0)
        }
        // The card: (50, 20, 100, 60). The reader, 40 × 20, centred in it: (30, 20) in the card, (80, 40) on the
        // canvas; halved about its centre (100, 50): (90, 45, 20, 10); the card's offset moves both by 30.
        // In the card: (90 − 50, 45 − 20) = (40, 25), 20 × 10 (the card's offset is around both: it cancels).
        #expect(seen.named == CGRect(x: 40, y: 25, width: 20, height: 10))
        #expect(seen.global == CGRect(x: 120, y: 45, width: 20, height: 10))
    }

    @Test func anchorsAreTakenInGlobalSpaceThroughTheEffectsAroundTheReader() {
        let seen = Frames()
        _ = timeline {
            Color.red.frame(width: 40, height: 20)
                .anchorPreference(key: RectAnchorKey.self, value: .bounds) { $0 }
                .overlayPreferenceValue(RectAnchorKey.self) { anchor in
                    GeometryReader { proxy in
                        let _ = anchor.map { seen.anchors.append($0.globalValue); seen.anchors.append(proxy[$0]) }
                        Color.clear
                    }
                }
                .offset(x: 25, y: -10)
        }
        // Laid out (80, 40, 40, 20); the offset outside the reader moves the anchor's global value to (105, 30), and
        // the reader with it: in the reader's own space the bounds stay (0, 0, 40, 20).
        #expect(seen.anchors == [CGRect(x: 105, y: 30, width: 40, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20)])
    }

    @Test func aTapAtTheReadersGlobalCentreReachesTheViewItsContentDraws() {
        final class Taps { var count = 0 }
        let taps = Taps(), seen = Frames()
        // The button is drawn where the reader is: laid out (80, 40, 40, 20), drawn 50 to the right: (130, 40).
        let t = timeline(script: { Tap(CGPoint(x: 150, y: 50), at: 0.5) }) {
            GeometryReader { proxy in
                let _ = { seen.global = proxy.frame(in: .global) }()
                Color.blue.onTapGesture { taps.count += 1 }
            }
            .frame(width: 40, height: 20)
            .offset(x: 50, y: 0)
        }
        #expect(seen.global == CGRect(x: 130, y: 40, width: 40, height: 20))
        #expect(taps.count == 1)
        #expect(t.errors.isEmpty)
    }

    @Test func aDragUnderAScaleEffectMeasuresInTheViewsOwnUnits() {
        final class Ends { var values: [DragGesture.Value] = [] }
        let ends = Ends()
        // The 20 × 20 square is laid out at (90, 40) and drawn doubled about its centre (100, 50): (80, 30, 40, 40).
        // The finger goes from the centre 20 pt right on the canvas: in the square's own (unscaled) space it starts
        // at (10, 10) and moves 20 / 2 = 10 pt, to (20, 10).
        _ = timeline(script: { Drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 120, y: 50), at: 0.25, duration: 0.25) }) {
            Rectangle().frame(width: 20, height: 20)
                .gesture(DragGesture(minimumDistance: 0).onEnded { ends.values.append($0) })
                .scaleEffect(2)
        }
        #expect(ends.values.map(\.startLocation) == [CGPoint(x: 10, y: 10)])
        #expect(ends.values.map(\.location) == [CGPoint(x: 20, y: 10)])
    }
}
