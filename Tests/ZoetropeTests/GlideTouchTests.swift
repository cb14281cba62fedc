import Foundation
import Testing
@testable import Zoetrope

/// Ten 50 pt buttons in a scroll view (200 × 100 pt canvas, 1x): content 500 pt, viewport 100, offsets 0 … 400.
/// Each counts its taps in the label of the first one.
private struct GlideButtonRows: View {
    @State private var taps = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in
                    Button("Row \(i)") { taps += 1 }.frame(maxWidth: .infinity).frame(height: 50)
                }
            }
        }
        .accessibilityIdentifier("list")
        .overlay(alignment: .bottomTrailing) { Text("taps \(taps)").allowsHitTesting(false) }
    }
}

/// Issue 23 item 10: a finger that lands on a scroll view still gliding from a flick stops the glide where it is and
/// is not delivered as a tap to the view under it (UIScrollView cancels content touches while decelerating); a second
/// tap after the stop is an ordinary tap.
@MainActor @Suite struct GlideTouchTests {
    func offset(_ t: SceneTimeline, at time: Double) -> CGFloat? {
        t.contentOffset(ofScrollViewAt: t.scrollViewPaths(at: time).first ?? "", at: time)?.y
    }

    func taps(_ t: SceneTimeline, at time: Double) -> String? {
        t.inspect(at: time).compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"], text.hasPrefix("taps") else { return nil }
            return text
        }.first
    }

    @Test func aTapOnAGlidingScrollViewStopsItAndIsNotATap() throws {
        let t = timeline(duration: 3, script: {
            Scroll("list", by: 100, at: 0.2)
            Tap("Row 1", at: 0.3)
            Tap("Row 1", at: 0.6)
        }) { GlideButtonRows() }
        // The glide's closed form (ScrollViewTests): 100 · (1 − 0.998^(1000 τ)); at the first tap τ = 0.1:
        // 100 · (1 − 0.8185668) = 18.14332. It stays there: no glide after the touch.
        #expect(abs(try #require(offset(t, at: 0.3)) - 18.14332) < 1e-3)
        #expect(abs(try #require(offset(t, at: 0.5)) - 18.14332) < 1e-3)
        #expect(abs(try #require(offset(t, at: 2.9)) - 18.14332) < 1e-3)
        // The first tap reached no button; the second, on a scroll view at rest, did.
        #expect(taps(t, at: 0.5) == "taps 0")
        #expect(taps(t, at: 0.7) == "taps 1")
        // The script hears why its first tap did nothing; no errors.
        #expect(t.issues.contains { $0.severity == .warning && $0.path.contains("script[1]") && $0.message.contains("gliding") })
        #expect(t.errors.isEmpty)
    }

    @Test func aTapOnAScrollViewAtRestIsATap() throws {
        let t = timeline(duration: 1, script: { Tap("Row 1", at: 0.3) }) { GlideButtonRows() }
        #expect(taps(t, at: 0.4) == "taps 1")
        #expect(t.issues.isEmpty)
    }
}
