import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// A flip written the way older SwiftUI tutorials write it: a `GeometryEffect` building a Core Animation matrix
/// (move the centre to the origin, rotate about y, perspective with the eye max(width, height) away, move back).
private struct FlipEffect: GeometryEffect {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, CGFloat(Angle(degrees: angle).radians), 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2, -size.height / 2, 0)
        let back = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(t).concatenating(back)
    }
}

/// `GeometryEffect`, `ProjectionTransform`, `CATransform3D`, `projectionEffect` and `transformEffect`.
@MainActor @Suite struct GeometryEffectTests {
    @Test func coreAnimationMatricesAgreeWithTheRotation3DDerivation() throws {
        // The same rotation built two independent ways: Core Animation's matrices (row vectors, m34 = −1/d) and the
        // 3 × 3 matrix written out at Rotation3DKind.projection. At 45° on 100 × 100 both put the top-left corner
        // at (−4.692, −27.346) (worked out by hand in Rotation3DPixelTests).
        let viaCA = FlipEffect(angle: 45).effectValue(size: CGSize(width: 100, height: 100)).projection
        let derived = try #require(Rotation3DKind.projection(radians: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0,
                                                             perspective: 1, size: CGSize(width: 100, height: 100)))
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 30, y: 80), CGPoint(x: 100, y: 100)] {
            let a = try #require(viaCA.apply(to: point)), b = try #require(derived.apply(to: point))
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(point): \(a) vs \(b)")
        }
        let corner = try #require(viaCA.apply(to: .zero))
        #expect(abs(corner.x + 4.692) < 1e-3 && abs(corner.y + 27.346) < 1e-3)
    }

    @Test func aGeometryEffectAnimatesThroughItsData() throws {
        struct Card: View {
            @State private var isTurned = false
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .modifier(FlipEffect(angle: isTurned ? 90 : 0))
                    .animation(.linear(duration: 1), value: isTurned)
                    .onTapGesture { isTurned.toggle() }
                    .accessibilityIdentifier("card")
            }
        }
        let t = timeline(canvas: SceneCanvas(width: 200, height: 200, scale: 1), script: { Tap("card", at: 0.5) }) { Card() }
        func projection(at time: Double) -> Projection? { firstProjection(t.displayList(at: time).items) }
        #expect(projection(at: 0.4) == nil)
        // Halfway through the linear animation the data is 45: the 45° projection.
        let half = try #require(projection(at: 1.0))
        let expected = FlipEffect(angle: 45).effectValue(size: CGSize(width: 100, height: 100)).projection
        for (a, b) in [(half.m11, expected.m11), (half.m13, expected.m13), (half.m31, expected.m31), (half.m33, expected.m33)] {
            #expect(abs(a - b) < 1e-6)
        }
    }

    @Test func affineEffectsJoinTheTransform() throws {
        // transformEffect(translation 10, 20) and projectionEffect of a scale by 2 are affine: no projection, the
        // group's transform moves the 20 × 20 square from the canvas centre (40, 40) by (10, 20), or scales it about
        // its own top-left corner.
        let moved = timeline(canvas: SceneCanvas(width: 100, height: 100, scale: 1)) {
            Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 10, y: 20))
        }
        let entry = try #require(moved.traceEntries(at: 0, includingHidden: false).first { $0.node.path.hasSuffix("Color") })
        #expect(entry.bounds == CGRect(x: 50, y: 60, width: 20, height: 20))
        #expect(firstProjection(moved.displayList(at: 0).items) == nil)
        let scaled = timeline(canvas: SceneCanvas(width: 100, height: 100, scale: 1)) {
            Color.red.frame(width: 20, height: 20).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        }
        let big = try #require(scaled.traceEntries(at: 0, includingHidden: false).first { $0.node.path.hasSuffix("Color") })
        #expect(big.bounds == CGRect(x: 40, y: 40, width: 40, height: 40))
    }

    @Test func projectionTransformAlgebra() {
        var t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        #expect(t.isAffine && !t.isIdentity)
        #expect(t.concatenating(t.inverted()).isIdentity)
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let flatInverts = flat.invert()
        #expect(!flatInverts)
        let inverts = t.invert()
        #expect(inverts && t == ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.25)))
        // Perspective alone leaves the plane z = 0 as it is (m34 multiplies z); after a turn about y it does not.
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.01
        #expect(ProjectionTransform(perspective).isIdentity)
        #expect(!ProjectionTransform(CATransform3DRotate(perspective, 0.5, 0, 1, 0)).isAffine)
    }
}

/// An iOS 13-era progress modifier: the stroke's trim follows the animated percentage.
private struct PercentageModifier: AnimatableModifier {
    var percentage: Double
    var animatableData: Double {
        get { percentage }
        set { percentage = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(percentage.rounded()))%"))
    }
}

@MainActor @Suite struct AnimatableModifierTests {
    @Test func anAnimatableModifierIsEvaluatedWithItsPresentedData() {
        struct Meter: View {
            @State private var isFull = false
            var body: some View {
                Color.clear.frame(width: 80, height: 30)
                    .modifier(PercentageModifier(percentage: isFull ? 100 : 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isFull = true } }
                    .accessibilityIdentifier("meter")
            }
        }
        let t = timeline(script: { Tap("meter", at: 0.5) }) { Meter() }
        // Linear 0 → 100 over 1 s from 0.5 s: 25 at 0.75 s, 50 at 1.0 s, 100 from 1.5 s.
        #expect(t.displayList(at: 0.4).textDump.contains("\"0%\""))
        #expect(t.displayList(at: 0.75).textDump.contains("\"25%\""))
        #expect(t.displayList(at: 1.0).textDump.contains("\"50%\""))
        #expect(t.displayList(at: 1.6).textDump.contains("\"100%\""))
    }
}

/// The first group's projection in drawing order, depth first.
private func firstProjection(_ items: [DisplayItem]) -> Projection? {
    for item in items {
        guard case let .group(group) = item else { continue }
        if let projection = group.projection { return projection }
        if let inner = firstProjection(group.children) { return inner }
    }
    return nil
}
