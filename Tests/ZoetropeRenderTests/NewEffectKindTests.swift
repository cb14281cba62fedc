import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay
@testable import ZoetropeRender
@testable import ZoetropeSnapshot

/// Issue 25: a view kind defined here, outside Zoetrope, with one attribute descriptor — a unit point of its frame
/// that animates — gets the snapshot tolerance of a fraction, a motion spec row in unit-point terms and an anchor
/// cross in the trace overlay, though none of those readers knows its name.
@MainActor @Suite struct NewEffectKindTests {
    /// Moves a spotlight's focus to a unit point of its frame (draws nothing itself).
    struct FocusKind: ViewKind {
        let focus: UnitPoint

        static let focusAttribute = AttributeDescriptor("focus", .unitPoint)
        static let traced = TracedKind("FocusKind", typeName: "focusEffect", attributes: [focusAttribute])
        var traced: TracedKind { Self.traced }

        func name(of node: Node) -> String { "focusEffect" }

        func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(focus.x, focus.y))] }

        func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
            let v = sampler.effect(of: node, model: Vector4(focus.x, focus.y))
            return [TracedAttribute(Self.focusAttribute, .numbers([v.x, v.y]))]
        }

        func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
            attribute == .effect ? .numbers(Self.focusAttribute, count: 2) : nil
        }
    }

    /// A 100 × 50 pt spot whose focus goes from (0.25, 0.25) to (0.75, 0.5), linearly over 1 s, when tapped at 0.5 s.
    struct Spot: View {
        @State private var focused = false

        var body: some View {
            let focus = focused ? UnitPoint(x: 0.75, y: 0.5) : UnitPoint(x: 0.25, y: 0.25)
            ModifiedView(content: Rectangle().fill(Color.blue).frame(width: 100, height: 50), component: "focusEffect",
                         kind: NodeKind(FocusKind(focus: focus)))
                .onTapGesture { withAnimation(.linear(duration: 1)) { focused = true } }
                .accessibilityIdentifier("spot")
        }
    }

    let timeline = MotionScene("focus", canvas: SceneCanvas(width: 200, height: 100, scale: 1), duration: 2,
                               content: { Spot() }, script: { Tap("spot", at: 0.5) }).renderTimeline()

    func focusView(at time: Double) throws -> TracedView {
        try #require(timeline.trace(at: time).views.first { $0.kind == FocusKind.traced })
    }

    @Test func itIsTracedWithItsDescriptor() throws {
        // Halfway through the linear animation (t = 1.0): (0.25 + 0.75) / 2 = 0.5 across, (0.25 + 0.5) / 2 = 0.375 down.
        let view = try focusView(at: 1.0)
        #expect(view.attributes[FocusKind.focusAttribute] == .numbers([0.5, 0.375]))
        #expect(view.type == "focusEffect")
    }

    @Test func verificationComparesItAsAFraction() throws {
        let line = try #require(TraceLine.lines(of: timeline.trace(at: 1.0)).first { $0.fields.hasPrefix("focusEffect ") })
        #expect(line.fields.contains(" focus=0.5,0.375"))
        let comparison = TraceComparison(tolerance: TraceTolerance(), vocabulary: timeline.attributeVocabulary)
        func moved(to focus: String) -> [String] {
            comparison.compareFields(line.fields, line.fields.replacingOccurrences(of: "focus=0.5,0.375", with: "focus=" + focus))
                .map { "\($0.0) \($0.1) → \($0.2)" }
        }
        // A unit point is compared within the fraction tolerance, 0.001 by default, one number at a time.
        #expect(moved(to: "0.501,0.375").isEmpty)
        #expect(moved(to: "0.502,0.375") == ["focus.x 0.5 → 0.502"])
        #expect(moved(to: "0.5,0.373") == ["focus.y 0.375 → 0.373"])
        // Without the scene's kinds the comparison cannot know what `focus` is, and falls back to points (0.01):
        // the 0.002 move the descriptor catches passes.
        let blind = TraceComparison(tolerance: TraceTolerance(), vocabulary: .standard)
        #expect(blind.compareFields(line.fields, line.fields.replacingOccurrences(of: "focus=0.5,0.375", with: "focus=0.502,0.375")).isEmpty)
    }

    @Test func theSpecHasARowInUnitPoints() throws {
        let row = try #require(timeline.motionSpec().rows.first { $0.type == "focusEffect" })
        #expect(row.property == "focus (unit point)")
        #expect(row.from == "(0.25, 0.25)" && row.to == "(0.75, 0.5)")
        #expect(row.start == 0.5 && row.finish == 1.5)
    }

    @Test func theOverlayMarksIt() throws {
        // The spot is centred on the 200 × 100 canvas: its frame is (50, 25, 100, 50). At t = 1.0 its focus
        // (0.5, 0.375) is at (50 + 0.5 · 100, 25 + 0.375 · 50) = (100, 43.75): the cross's dot, 7 pt wide, is centred there.
        let trace = timeline.trace(at: 1.0)
        let view = try focusView(at: 1.0)
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        let items = TraceOverlay(trace: trace, matchedGroups: [:], scale: 1).items
        let dot = DisplayItem.shape(ShapeItem(path: .ellipse(in: CGRect(x: 96.5, y: 40.25, width: 7, height: 7)),
                                              paint: .color(TraceOverlay.anchor)))
        #expect(items.contains(dot))
    }

    @Test func itsJSONReadsBackWithoutKnowingTheKind() throws {
        let trace = timeline.trace(at: 1.0)
        let decoded = try MotionTrace(json: try trace.json())
        let view = try #require(decoded.views.first { $0.type == "focusEffect" })
        #expect(view.kind == FocusKind.traced)
        #expect(view.attributes.first?.descriptor == FocusKind.focusAttribute)
        #expect(decoded.text == trace.text)
    }
}
