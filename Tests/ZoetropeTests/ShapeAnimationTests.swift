import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// A bar filling the leading `fraction` of its frame: a custom shape whose animatable data is the fraction.
struct ProgressBar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)) }
}

/// A bar that grows from 20 % to 100 % when tapped, with the given animation.
struct GrowingBar: View {
    @State private var isFull = false
    let animation: Animation?

    var body: some View {
        ProgressBar(fraction: isFull ? 1 : 0.2)
            .fill(.blue)
            .frame(width: 100, height: 10)
            .onTapGesture { withAnimation(animation) { isFull = true } }
            .accessibilityIdentifier("bar")
    }
}

/// The first shape item of a frame, depth first.
func firstShape(in list: DisplayList) -> ShapeItem? {
    func find(_ item: DisplayItem) -> ShapeItem? {
        switch item {
        case let .shape(shape): return shape
        case let .group(group): return group.children.lazy.compactMap(find).first
        case .text, .image: return nil
        }
    }
    return list.items.lazy.compactMap(find).first
}

/// A custom shape's `animatableData` animates with its transaction (fidelity.md §0): the path is rebuilt from the
/// interpolated data at every frame.
@MainActor @Suite struct ShapeAnimationTests {
    /// The width of the first rectangle drawn by the shape leaf: the largest x of its path minus the smallest.
    func barWidth(_ t: SceneTimeline, at time: Double) -> Double? {
        guard let shape = firstShape(in: t.displayList(at: time)) else { return nil }
        let xs = shape.path.elements.compactMap { element -> Double? in
            if case let .move(p) = element { return p.x }
            if case let .line(p) = element { return p.x }
            return nil
        }
        return (xs.max() ?? 0) - (xs.min() ?? 0)
    }

    @Test func customShapeDataAnimatesLinearly() throws {
        let t = timeline(script: { Tap("bar", at: 0.5) }) { GrowingBar(animation: .linear(duration: 1)) }
        // 100 pt frame; fraction 0.2 → 1 linearly over 0.5…1.5 s: width = 100 × (0.2 + 0.8 × (t − 0.5)).
        #expect(abs(try #require(barWidth(t, at: 0.25)) - 20) < 1e-9)
        #expect(abs(try #require(barWidth(t, at: 0.75)) - 40) < 1e-9)
        #expect(abs(try #require(barWidth(t, at: 1.0)) - 60) < 1e-9)
        #expect(abs(try #require(barWidth(t, at: 1.6)) - 100) < 1e-9)
    }

    @Test func customShapeDataJumpsWithoutAnimation() throws {
        let t = timeline(script: { Tap("bar", at: 0.5) }) { GrowingBar(animation: nil) }
        #expect(abs(try #require(barWidth(t, at: 0.49)) - 20) < 1e-9)
        #expect(abs(try #require(barWidth(t, at: 0.5)) - 100) < 1e-9)
    }

    @Test func roundedRectangleCornerRadiusAnimates() throws {
        struct Corners: View {
            @State private var round = false
            var body: some View {
                RoundedRectangle(cornerRadius: round ? 20 : 0, style: .circular)
                    .frame(width: 60, height: 60)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { round = true } }
                    .accessibilityIdentifier("box")
            }
        }
        let t = timeline(script: { Tap("box", at: 0) }) { Corners() }
        // Halfway through, the radius is 10, so the outline's first point (in the box's own coordinates) lies 10 pt
        // along an edge from a corner; at the end 20 pt.
        func firstMove(at time: Double) -> CGPoint? {
            guard let shape = firstShape(in: t.displayList(at: time)), case let .move(p)? = shape.path.elements.first else { return nil }
            return p
        }
        let start = try #require(firstMove(at: 0.5))
        let end = try #require(firstMove(at: 1.5))
        #expect(abs(start.x - 10) < 1e-9 || abs(start.y - 10) < 1e-9)
        #expect(abs(end.x - 20) < 1e-9 || abs(end.y - 20) < 1e-9)
    }

    @Test func trimAnimatesAlongTheOutline() throws {
        struct Drawing: View {
            @State private var drawn = false
            var body: some View {
                Rectangle().trim(from: 0, to: drawn ? 1 : 0)
                    .stroke(.blue, lineWidth: 1)
                    .frame(width: 100, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { drawn = true } }
                    .accessibilityIdentifier("drawing")
            }
        }
        let t = timeline(script: { Tap("drawing", at: 0) }) { Drawing() }
        // The outline starts at the top-left corner and runs clockwise; the perimeter is 2 × (100 + 10) = 220 pt.
        // A quarter of the way through the linear animation it is trimmed to 55 pt, which ends on the top edge at
        // (55, 0).
        let shape = try #require(firstShape(in: t.displayList(at: 0.25)))
        let end: CGPoint? = shape.path.elements.last.flatMap { element in
            switch element {
            case let .line(p), let .move(p): return p
            case let .curve(p, _, _), let .quadCurve(p, _): return p
            case .closeSubpath: return nil
            }
        }
        let point = try #require(end)
        #expect(abs(point.x - 55) < 1e-6 && abs(point.y) < 1e-6)
    }
}
