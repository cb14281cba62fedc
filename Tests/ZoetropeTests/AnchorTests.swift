import Foundation
import Testing
@testable import Zoetrope

/// The first anchor written wins.
struct BoundsAnchorKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Point anchors, in the order written.
struct PointAnchorsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

/// An anchor of several points at once.
struct PointListAnchorKey: PreferenceKey {
    static let defaultValue: Anchor<[CGPoint]>? = nil
    static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
}

/// What a GeometryReader's content read through its proxy.
private final class Readings {
    var rects: [CGRect] = []
    var points: [[CGPoint]] = []
}

/// Anchors (fidelity.md §9): sources resolved against the emitting view's laid-out frame, taken in global space and
/// converted by `GeometryProxy[anchor]` into the reader's own space.
@MainActor @Suite struct AnchorTests {
    /// A 40 × 20 red view after a 50 × 60 spacer, in an HStack without spacing: the stack (90 × 60) is centred on
    /// the 200 × 100 canvas at (55, 20); the red view at x 55 + 50 = 105, centred vertically at y 20 + 20 = 40.
    /// Readers in overlays of the stack fill its frame, so their local origin is the canvas point (55, 20).
    @Test func pointAndRectAnchorsInAReadersLocalSpace() {
        let seen = Readings()
        _ = timeline {
            HStack(spacing: 0) {
                Color.clear.frame(width: 50, height: 60)
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { $0 }
                    .transformAnchorPreference(key: PointAnchorsKey.self, value: .point(CGPoint(x: 5, y: 7))) { $0.append($1) }
                    .transformAnchorPreference(key: PointAnchorsKey.self, value: .bottomTrailing) { $0.append($1) }
                    .transformAnchorPreference(key: PointAnchorsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.5))) { $0.append($1) }
            }
            .overlayPreferenceValue(BoundsAnchorKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.rects.append(proxy[$0]) }
                    Color.clear
                }
            }
            .overlayPreferenceValue(PointAnchorsKey.self) { anchors in
                GeometryReader { proxy in
                    let _ = seen.points.append(anchors.map { proxy[$0] })
                    Color.clear
                }
            }
        }
        // Bounds: global (105, 40, 40, 20) − (55, 20) = (50, 20, 40, 20).
        #expect(seen.rects == [CGRect(x: 50, y: 20, width: 40, height: 20)])
        // Innermost transform first: .point(5, 7) → global (110, 47) → local (55, 27); .bottomTrailing → (40, 20)
        // in the view → global (145, 60) → local (90, 40); unit (0.25, 0.5) → (10, 10) → global (115, 50) → local
        // (60, 30).
        #expect(seen.points == [[CGPoint(x: 55, y: 27), CGPoint(x: 90, y: 40), CGPoint(x: 60, y: 30)]])
    }

    @Test func rectAndArraySourcesAndAnOffsetAroundTheEmitter() {
        let seen = Readings()
        _ = timeline {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 100, height: 60)
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: BoundsAnchorKey.self, value: .rect(CGRect(x: 2, y: 3, width: 4, height: 5))) { $0 }
                    .anchorPreference(key: PointListAnchorKey.self, value: Anchor.Source([.topLeading, .center])) { $0 }
                    .offset(x: 7, y: 3)
            }
            .overlayPreferenceValue(BoundsAnchorKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.rects.append(proxy[$0]) }
                    Color.clear
                }
            }
            .overlayPreferenceValue(PointListAnchorKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.points.append(proxy[$0]) }
                    Color.clear
                }
            }
        }
        // The 100 × 60 ZStack is centred at (50, 20): that is the readers' origin. The red view sits at its
        // top-leading corner, moved by the offset (7, 3) around the anchors: its frame for them is (57, 23, 40, 20).
        // .rect(2, 3, 4, 5) → global (59, 26, 4, 5) → local (9, 6, 4, 5).
        #expect(seen.rects == [CGRect(x: 9, y: 6, width: 4, height: 5)])
        // topLeading → global (57, 23) → local (7, 3); centre → global (77, 33) → local (27, 13).
        #expect(seen.points == [[CGPoint(x: 7, y: 3), CGPoint(x: 27, y: 13)]])
    }

    @Test func anchorsCompareByTheirGlobalValue() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        // Bounds of that frame and the rect (0, 0, 30, 40) of it are the same global rect; the centre point is not
        // the top-leading one.
        #expect(Anchor<CGRect>.Source.bounds.resolve(frame) == Anchor<CGRect>.Source.rect(CGRect(x: 0, y: 0, width: 30, height: 40)).resolve(frame))
        #expect(Anchor<CGPoint>.Source.center.resolve(frame) != Anchor<CGPoint>.Source.topLeading.resolve(frame))
    }
}
