import Foundation
import Testing
@testable import Zoetrope
@testable import Scenes

/// A bar whose width follows one state, animated by `.animation(_:value:)`, and a second, unrelated state.
struct WideningBar: View {
    @State private var isWide = false
    @State private var unrelated = 0

    var body: some View {
        VStack {
            Rectangle().frame(width: isWide ? 100 : 50, height: 10)
                .animation(.linear(duration: 1), value: isWide)
            Rectangle().frame(width: 10, height: 10).onTapGesture { isWide.toggle() }.accessibilityIdentifier("widen")
            Rectangle().frame(width: CGFloat(10 + unrelated), height: 10)
                .onTapGesture { unrelated += 10 }.accessibilityIdentifier("other")
        }
    }
}

@MainActor @Suite struct TimelineTests {
    @Test func animationModifierAnimatesWhenItsValueChanges() {
        let t = timeline(script: { Tap("widen", at: 0.5) }) { WideningBar() }
        let widths = { (time: Double) in t.inspect(at: time).filter { $0.path.hasSuffix("animation/frame") }.map(\.frame.width) }
        // Linear 1 s from 50 to 100 pt, starting at the tap.
        #expect(approximately(widths(0.5).map(Double.init), [50]))
        #expect(approximately(widths(1.0).map(Double.init), [75]))
        #expect(approximately(widths(1.5).map(Double.init), [100]))
    }

    @Test func changesOutsideTheAnimatedValueJump() {
        let t = timeline(script: { Tap("other", at: 0.5) }) { WideningBar() }
        let last = { (time: Double) in t.inspect(at: time).filter { $0.type == "frame" }.last!.frame.width }
        #expect(last(0.4) == 10)
        #expect(last(0.5) == 20)
    }

    @Test func samplingInAnyOrderGivesTheSameFrames() {
        let t = Catalog.scene(id: "fab-menu")!.timeline()
        let times = (0..<48).map { Double($0) / 20 }
        let inOrder = times.map { t.displayList(at: $0) }
        var generator = SystemRandomNumberGenerator()
        for index in times.indices.shuffled(using: &generator) {
            #expect(t.displayList(at: times[index]) == inOrder[index])
        }
    }

    @Test func tapOnAnUnknownViewIsAnErrorNamingKnownIdentifiers() {
        let t = timeline(script: { Tap("nope", at: 0.2) }) { WideningBar() }
        let error = t.errors.first
        #expect(error?.path == "script[0] Tap(\"nope\")")
        #expect(error?.time == 0.2)
        #expect(error?.message.contains("widen, other") == true)
    }

    @Test func tapBeyondTheSceneIsAWarning() {
        let t = timeline(duration: 1, script: { Tap("widen", at: 3) }) { WideningBar() }
        #expect(t.issues.map(\.severity) == [.warning])
    }

    @Test func duplicateForEachIdsAreReported() {
        let t = timeline { VStack { ForEach([1, 1, 2], id: \.self) { _ in Rectangle().frame(width: 5, height: 5) } } }
        #expect(t.issues.count == 1)
        #expect(t.inspect(at: 0).filter { $0.type == "Rectangle" }.count == 2)
    }
}

@MainActor @Suite struct GhostOrderTests {
    @Test func removedSiblingsKeepTheirOrderBelowTheActiveOnes() {
        // fab-menu closes at 1.4 s: the three rows are removed together and drawn, in their order, before the button.
        let t = Catalog.scene(id: "fab-menu")!.timeline()
        let rows = t.inspect(at: 1.5).filter { $0.path.hasSuffix("ActionRow/HStack") }
        #expect(rows.map(\.isRemoving) == [true, true, true])
        #expect(rows.map { $0.path.contains("/photo/") } == [true, false, false])
        #expect(rows.map { $0.path.contains("/link/") } == [false, false, true])
    }
}
