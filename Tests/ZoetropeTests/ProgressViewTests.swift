import Foundation
import Testing
@testable import Zoetrope

/// ProgressView: the linear bar's layout by hand, its fill at value / total, the fill animating with the
/// transaction of the change, and the spinner's size and spoke at chosen times.
@MainActor @Suite struct ProgressViewTests {
    let canvas = SceneCanvas(width: 200, height: 100, scale: 1)

    /// The right-most x of the accent-coloured (#007AFF) fill in the frame's display list, nil when none is drawn.
    private func fillEnd(_ t: SceneTimeline, at time: Double) -> Double? {
        let lines = t.displayList(at: time).textDump.split(separator: "\n").filter { $0.contains("fill #007AFFFF {") }
        guard let line = lines.first, let open = line.firstIndex(of: "{") else { return nil }
        // Path text: commands followed by x,y pairs; the x of each pair is the number before a comma.
        let numbers = line[open...].split(whereSeparator: { " {}MLCZ".contains($0) })
        let xs = numbers.compactMap { $0.split(separator: ",").first.flatMap { Double($0) } }
        return xs.max()
    }

    @Test func linearBarWithLabel() {
        let t = timeline(canvas: canvas) { ProgressView("Loading", value: 0.25) }
        // VStack(leading, spacing 4): body text 22 + 4 + the 4 pt bar = 30, centred: y (100 − 30) / 2 = 35; the bar
        // fills the 200 pt width at y 35 + 22 + 4 = 61.
        #expect(t.frames(endingWith: "ProgressBar/frame") == [CGRect(x: 0, y: 61, width: 200, height: 4)])
        #expect(t.frames(endingWith: "VStack/0/Text").first?.minY == 35)
        // Track systemGray5 (229, 229, 234) = #E5E5EA; the fill in the accent colour to 0.25 × 200 = 50 pt.
        #expect(t.inspect(at: 0).first { $0.type == "Capsule" }?.style["fill"] == .colour("#E5E5EAFF"))
        #expect(fillEnd(t, at: 0) == 50)
    }

    @Test func valueOverTotalIsClamped() {
        // 3 of 4 → 150 pt; 7 of 4 → all 200 pt.
        #expect(fillEnd(timeline(canvas: canvas) { ProgressView(value: 3.0, total: 4) }, at: 0) == 150)
        #expect(fillEnd(timeline(canvas: canvas) { ProgressView(value: 7.0, total: 4) }, at: 0) == 200)
    }

    @Test func valueChangesAnimateWithTheirTransaction() throws {
        let t = timeline(canvas: canvas, script: { Tap("Go", at: 0.2) }) { ProgressHost() }
        // Nothing filled before the tap; .linear(duration: 1) from 0.2 s: half-way at 0.7 s → 100 pt; done at 1.2 s.
        #expect((fillEnd(t, at: 0.1) ?? 0) == 0)
        #expect(abs(try #require(fillEnd(t, at: 0.7)) - 100) < 1e-6)
        #expect(fillEnd(t, at: 1.5) == 200)
    }

    @Test func spinnerIsTwentyPointsAndItsHighlightGoesRoundOncePerSecond() {
        let t = timeline(canvas: canvas) { ProgressView("Loading") }
        // 20 × 20 pt over a 22 pt label, 4 pt apart: 46 tall, centred: y (100 − 46) / 2 = 27, x (200 − 20) / 2 = 90.
        #expect(t.frames(endingWith: "ActivityIndicator") == [CGRect(x: 90, y: 27, width: 20, height: 20)])
        // Eight spokes, one step per 1/8 s: spoke ⌊8t⌋ mod 8 leads at time t.
        for (time, spoke) in [(0.0, 0.0), (0.3, 2.0), (0.99, 7.0), (1.0, 0.0), (2.7, 5.0)] {
            #expect(t.inspect(at: time).first { $0.type == "ActivityIndicator" }?.style["highlightedSpoke"] == .number(spoke))
        }
        // The frame is a function of time alone: the same time draws the same list.
        #expect(t.displayList(at: 0.3).textDump == t.displayList(at: 0.3).textDump)
        #expect(t.displayList(at: 0.3).textDump != t.displayList(at: 0.45).textDump)
    }
}

/// A bar at 0 and a text whose tap fills it with a one-second linear animation.
struct ProgressHost: View {
    @State private var value = 0.0

    var body: some View {
        VStack {
            ProgressView(value: value)
            Text("Go").onTapGesture { withAnimation(.linear(duration: 1)) { value = 1 } }
        }
    }
}
