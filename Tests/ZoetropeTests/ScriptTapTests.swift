import Foundation
import Testing
@testable import Zoetrope

/// Three buttons all labelled "Add", 200 × 30 pt each, stacked in the 200 × 100 pt test canvas: the stack is 90 pt tall,
/// centred, so the buttons span y 5–35, 35–65 and 65–95. Each counts its own taps in its own label text below.
private struct ThreeAdds: View {
    @State private var counts = [0, 0, 0]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in
                Button("Add") { counts[i] += 1 }.frame(width: 200, height: 30)
            }
        }
        .overlay(alignment: .topLeading) { Text(counts.map(String.init).joined(separator: ",")).allowsHitTesting(false) }
    }
}

/// Issue 24: taps a script can aim — at the n-th of several views with the same text, or at a canvas point.
@MainActor @Suite struct ScriptTapTests {
    func counts(_ t: SceneTimeline, at time: Double) -> String? {
        t.inspect(at: time).compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"], text.contains(",") else { return nil }
            return text
        }.first
    }

    @Test func theNthOfSeveralViewsWithTheSameText() {
        let t = timeline(script: { Tap("Add", occurrence: 2, at: 0.2); Tap("Add", at: 0.4) }) { ThreeAdds() }
        // The second button, then (without an occurrence) the first.
        #expect(counts(t, at: 0.3) == "0,1,0")
        #expect(counts(t, at: 0.5) == "1,1,0")
        #expect(t.issues.isEmpty)
    }

    @Test func anOccurrenceBeyondTheMatchesIsAnErrorSayingHowManyThereAre() {
        let t = timeline(script: { Tap("Add", occurrence: 4, at: 0.2) }) { ThreeAdds() }
        #expect(t.errors.contains { $0.message.contains("occurrence 4") && $0.message.contains("are 3 views") })
    }

    @Test func aTapOnAPointReachesWhatAFingerThereWould() {
        // (100, 80) is in the third button (65–95).
        let t = timeline(script: { Tap(CGPoint(x: 100, y: 80), at: 0.2) }) { ThreeAdds() }
        #expect(counts(t, at: 0.3) == "0,0,1")
        #expect(t.issues.isEmpty)
        // The finger shows there.
        #expect(!t.touchIndicators(at: 0.25).isEmpty)
    }

    @Test func aTapOnAPointWithNothingThatRespondsWarns() {
        // y = 2 is above the stack (5–95): nothing there takes a tap.
        let t = timeline(script: { Tap(CGPoint(x: 100, y: 2), at: 0.2) }) { ThreeAdds() }
        #expect(counts(t, at: 0.3) == "0,0,0")
        #expect(t.issues.contains { $0.severity == .warning && $0.message.contains("(100.0, 2.0)") })
    }
}

/// A round button with its label drawn over it by a `ZStack`, not inside it (issue 24: public code does this).
private struct LabelOverButton: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Button { taps += 1 } label: { Circle().fill(Color.blue).frame(width: 60, height: 60) }
                Text("Go")
            }
            Text("taps \(taps)")
        }
    }
}

@MainActor @Suite struct LabelOverButtonTapTests {
    @Test func aTapOnTheLabelReachesTheButtonUnderIt() {
        let t = timeline(script: { Tap("Go", at: 0.2) }) { LabelOverButton() }
        let text = t.inspect(at: 0.3).compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"], text.hasPrefix("taps") else { return nil }
            return text
        }.first
        // The label's centre is the circle's centre, and the button there takes the tap, as a finger on it would.
        #expect(text == "taps 1")
        #expect(t.errors.isEmpty)
    }

    @Test func aTapOnATextWithNothingUnderItIsStillAnError() {
        let t = timeline(script: { Tap("taps 0", at: 0.2) }) { LabelOverButton() }
        #expect(t.errors.contains { $0.message.contains("has no tap action") && $0.message.contains("nothing under its centre") })
    }
}
