import Foundation
import Testing
@testable import Zoetrope

/// The bounds of the selected item; the first one written wins.
struct SelectionAnchorKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The seed's selection highlight: three buttons publish their bounds while selected, and a highlight drawn in
/// `overlayPreferenceValue` with a GeometryReader and `proxy[anchor]` frames the selected one. A tap selects
/// another button with an animation; the highlight keeps its identity, so its frame animates between the two.
struct SelectionHighlight: View {
    let animation: Animation
    @State private var selected = 0

    var body: some View {
        HStack(spacing: 20) {
            ForEach(0..<3) { index in
                Button {
                    withAnimation(animation) { selected = index }
                } label: {
                    Color.blue.frame(width: 30, height: 20)
                }
                .accessibilityIdentifier("item\(index)")
                .anchorPreference(key: SelectionAnchorKey.self, value: .bounds) { selected == index ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectionAnchorKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    RoundedRectangle(cornerRadius: 4)
                        .stroke(Color.orange, lineWidth: 2)
                        .frame(width: rect.width, height: rect.height)
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
    }
}

/// The highlight follows the selection through anchor preferences, animating through its own frame track.
@MainActor @Suite struct AnchorHighlightTests {
    /// Canvas frames of the highlight's shape at `time`.
    func highlight(_ t: SceneTimeline, at time: Double) -> [CGRect] {
        t.frames(endingWith: "RoundedRectangle", at: time)
    }

    @Test func highlightSitsOnTheSelectedItemAndMovesLinearlyToTheTappedOne() {
        let t = timeline(duration: 3, script: { Tap("item2", at: 0.5) }) {
            SelectionHighlight(animation: .linear(duration: 1))
        }
        // Three 30 × 20 items 20 pt apart: the stack is 3·30 + 2·20 = 130 × 20, centred on the 200 × 100 canvas at
        // (35, 40); items at x 35, 85, 135. The highlight is 30 × 20 over item 0: (35, 40).
        #expect(highlight(t, at: 0) == [CGRect(x: 35, y: 40, width: 30, height: 20)])
        #expect(highlight(t, at: 0.5) == [CGRect(x: 35, y: 40, width: 30, height: 20)])
        // Linear 1 s from 0.5 s: at 1 s, halfway from x 35 to x 135 → 85 (exactly over item 1); at 0.75 s a
        // quarter → 60.
        #expect(highlight(t, at: 1) == [CGRect(x: 85, y: 40, width: 30, height: 20)])
        #expect(highlight(t, at: 0.75) == [CGRect(x: 60, y: 40, width: 30, height: 20)])
        // Done at 1.5 s: over item 2.
        #expect(highlight(t, at: 1.5) == [CGRect(x: 135, y: 40, width: 30, height: 20)])
        #expect(t.issues.isEmpty)
    }

    @Test func highlightFollowsTheSelectionWithASpring() {
        let t = timeline(duration: 3, script: { Tap("item2", at: 0.5) }) {
            SelectionHighlight(animation: .spring(duration: 0.5, bounce: 0))
        }
        // fidelity.md §1.3: the spring integrates at 300 Hz with k = (2π/0.5)², ζ = 1 (bounce 0), c = 2√k, F₀ = 0,
        // over the 100 pt move; 0.25 s after the tap is 75 steps. Integrated here independently.
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot(), dt = 1.0 / 300
        var x = 0.0, v = 0.0, force = 0.0
        for _ in 0..<75 {
            let half = v + force * dt / 2
            x += half * dt
            force = k * (100 - x) - c * half
            v = half + force * dt / 2
        }
        let frame = highlight(t, at: 0.75)
        #expect(frame.count == 1)
        #expect(approximately([Double(frame[0].minX), Double(frame[0].minY), Double(frame[0].width)], [35 + x, 40, 30], tolerance: 1e-6))
        // Strictly between the two items, and at item 2 once settled.
        #expect(x > 50 && x < 100)
        #expect(highlight(t, at: 2.5) == [CGRect(x: 135, y: 40, width: 30, height: 20)])
    }

    @Test func highlightKeepsItsIdentityAcrossTheSelectionChange() {
        let t = timeline(duration: 3, script: { Tap("item1", at: 0.5) }) {
            SelectionHighlight(animation: .linear(duration: 1))
        }
        let before = t.inspect(at: 0).filter { $0.type == "RoundedRectangle" }
        let after = t.inspect(at: 2).filter { $0.type == "RoundedRectangle" }
        // One highlight, same path before and after, not being removed (no transition: it moved).
        #expect(before.count == 1 && after.count == 1)
        #expect(before.first?.path == after.first?.path)
        #expect(after.first?.isRemoving == false)
        #expect(t.inspect(at: 1).filter { $0.type == "RoundedRectangle" }.count == 1)
    }
}
