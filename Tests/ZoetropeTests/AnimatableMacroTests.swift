import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// `@Animatable` (issue 14): a struct the macro conforms animates exactly like the same struct with `animatableData`
/// written by hand, and its `@AnimatableIgnored` property jumps. Linear animations make the values exact by hand.
@MainActor @Suite struct AnimatableMacroTests {
    /// A level bar: its width and height animate, the mark in its label does not.
    @Animatable
    struct Gauge: View {
        var level: Double
        var thickness: CGFloat
        @AnimatableIgnored var mark: Double
        let title: String
        var label: String { "\(title) \(Int(level.rounded())) \(Int(mark.rounded()))" }

        var body: some View {
            VStack(spacing: 0) {
                Text(label)
                Color.blue.frame(width: 20 + level, height: thickness)
            }
        }
    }

    /// `Gauge` with the conformance written out, as before the macro.
    struct HandGauge: View, Animatable {
        var level: Double
        var thickness: CGFloat
        var mark: Double
        let title: String
        var label: String { "\(title) \(Int(level.rounded())) \(Int(mark.rounded()))" }

        var animatableData: AnimatablePair<Double, CGFloat> {
            get { AnimatablePair(level, thickness) }
            set {
                level = newValue.first
                thickness = newValue.second
            }
        }

        var body: some View {
            VStack(spacing: 0) {
                Text(label)
                Color.blue.frame(width: 20 + level, height: thickness)
            }
        }
    }

    /// A notch: a rectangle `depth` wide and `radius` high, moved right by the ignored `shift`.
    @Animatable
    struct Notch: Shape {
        var depth: Double
        var radius: CGFloat
        @AnimatableIgnored var shift: Double

        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: shift, y: 0, width: depth, height: radius))
        }
    }

    struct HandNotch: Shape {
        var depth: Double
        var radius: CGFloat
        var shift: Double

        var animatableData: AnimatablePair<Double, CGFloat> {
            get { AnimatablePair(depth, radius) }
            set {
                depth = newValue.first
                radius = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: shift, y: 0, width: depth, height: radius))
        }
    }

    /// Tapped at 0.5 s: everything goes from its start to its end value with a 1 s linear animation.
    struct Host<Content: View>: View {
        @State private var done = false
        @ViewBuilder let content: (Bool) -> Content
        var body: some View {
            content(done)
                .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
                .accessibilityIdentifier("host")
        }
    }

    func gauges(macro: Bool) -> SceneTimeline {
        timeline(script: { Tap("host", at: 0.5) }) {
            Host { done in
                if macro {
                    Gauge(level: done ? 100 : 0, thickness: done ? 30 : 10, mark: done ? 100 : 0, title: "g")
                } else {
                    HandGauge(level: done ? 100 : 0, thickness: done ? 30 : 10, mark: done ? 100 : 0, title: "g")
                }
            }
        }
    }

    func notches(macro: Bool) -> SceneTimeline {
        timeline(script: { Tap("host", at: 0.5) }) {
            Host { done in
                Group {
                    if macro {
                        Notch(depth: done ? 120 : 20, radius: done ? 60 : 10, shift: done ? 40 : 0)
                    } else {
                        HandNotch(depth: done ? 120 : 20, radius: done ? 60 : 10, shift: done ? 40 : 0)
                    }
                }
                .frame(width: 200, height: 100)
            }
        }
    }

    let times = [0.0, 0.5, 0.6, 0.75, 1.0, 1.3, 1.5, 1.9]

    /// A frame's items without their view labels, which name the two types and the `if`/`else` branch.
    func drawing(_ t: SceneTimeline, at time: Double) -> [DisplayItem] { unlabelled(t.displayList(at: time).items) }

    func unlabelled(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            guard case .group(var group) = item else { return item }
            group.label = nil
            group.children = unlabelled(group.children)
            group.mask = group.mask.map(unlabelled)
            return .group(group)
        }
    }

    @Test func theMacroWritesTheSameDataAsTheHand() {
        #expect(Gauge.AnimatableData.self == AnimatablePair<Double, CGFloat>.self)
        #expect(Notch.AnimatableData.self == AnimatablePair<Double, CGFloat>.self)
        var gauge = Gauge(level: 1, thickness: 2, mark: 3, title: "t")
        #expect(gauge.animatableData == AnimatablePair(1, 2))
        gauge.animatableData = AnimatablePair(10, 20)
        #expect(gauge.level == 10 && gauge.thickness == 20 && gauge.mark == 3)
    }

    @Test func aMacroViewAnimatesLikeTheHandWrittenOne() {
        let macro = gauges(macro: true), hand = gauges(macro: false)
        for time in times {
            #expect(drawing(macro, at: time) == drawing(hand, at: time), "frame at \(time) s")
        }
    }

    @Test func aMacroShapeAnimatesLikeTheHandWrittenOne() {
        let macro = notches(macro: true), hand = notches(macro: false)
        for time in times {
            #expect(drawing(macro, at: time) == drawing(hand, at: time), "frame at \(time) s")
        }
        // The animation changes something: the frames at 0.75 s and 1.5 s differ.
        #expect(drawing(macro, at: 0.75) != drawing(macro, at: 1.5))
    }

    /// The points of the first shape drawn.
    func shapePoints(_ t: SceneTimeline, at time: Double) -> [CGPoint] {
        var points: [CGPoint] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if case .group(let group) = item { walk(group.children) }
                guard case .shape(let shape) = item, points.isEmpty else { continue }
                for element in shape.path.elements {
                    switch element {
                    case .move(to: let point), .line(to: let point): points.append(point)
                    default: continue
                    }
                }
            }
        }
        walk(t.displayList(at: time).items)
        return points
    }

    @Test func theMacroShapesValuesByHand() {
        let t = notches(macro: true)
        func close(_ points: [CGPoint], _ expected: [(Double, Double)]) -> Bool {
            points.count == expected.count
                && zip(points, expected).allSatisfy { abs($0.x - $1.0) < 1e-9 && abs($0.y - $1.1) < 1e-9 }
        }
        // depth 20 → 120 and radius 10 → 60 over 0.5…1.5 s; the ignored shift is 40 from the tap on.
        // 0.75 s: 45 × 22.5 at x 40; 1 s: 70 × 35; before the tap 20 × 10 at x 0.
        #expect(close(shapePoints(t, at: 0.25), [(0, 0), (20, 0), (20, 10), (0, 10)]))
        #expect(close(shapePoints(t, at: 0.75), [(40, 0), (85, 0), (85, 22.5), (40, 22.5)]))
        #expect(close(shapePoints(t, at: 1.0), [(40, 0), (110, 0), (110, 35), (40, 35)]))
        #expect(close(shapePoints(t, at: 1.6), [(40, 0), (160, 0), (160, 60), (40, 60)]))
    }

    @Test func theMacroViewsValuesByHand() throws {
        let t = gauges(macro: true)
        func label(_ time: Double) -> InspectedValue? { t.inspect(at: time).first { $0.type == "Text" }?.style["text"] }
        func bar(_ time: Double) throws -> CGRect { try #require(t.inspect(at: time).first { $0.type == "Color" }).frame }
        // Over 0.5…1.5 s: level 0 → 100 and thickness 10 → 30 linearly; the ignored mark is 100 from the tap on.
        #expect(label(0.25) == .text("g 0 0"))
        #expect(label(0.75) == .text("g 25 100"))
        #expect(label(1.0) == .text("g 50 100"))
        #expect(label(1.6) == .text("g 100 100"))
        // The bar: width 20 + level, height thickness: 45 × 15 at 0.75 s, 70 × 20 at 1 s, 120 × 30 at the end.
        let quarter = try bar(0.75), half = try bar(1.0), end = try bar(1.6)
        #expect(abs(quarter.width - 45) < 1e-9)
        #expect(abs(quarter.height - 15) < 1e-9)
        #expect(abs(half.width - 70) < 1e-9)
        #expect(abs(half.height - 20) < 1e-9)
        #expect(end.size == CGSize(width: 120, height: 30))
    }
}
