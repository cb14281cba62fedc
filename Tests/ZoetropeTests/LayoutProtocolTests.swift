import Foundation
import Testing
@testable import Zoetrope

/// Subviews on a circle of `radius` about the centre, the first at the top, clockwise.
private struct RadialLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(subviews.count)
            subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

/// Three squares switching between a row and a column with `AnyLayout`.
private struct Switcher: View {
    @State private var isRow = true

    var body: some View {
        let layout = isRow ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
        ZStack {
            Color.clear.contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { isRow.toggle() } }
                .accessibilityIdentifier("background")
            layout {
                ForEach(0..<3, id: \.self) { i in
                    Rectangle().fill(Color.blue).frame(width: 20, height: 20).accessibilityIdentifier("square\(i)")
                }
            }
            .allowsHitTesting(false)
        }
    }
}

/// SwiftUI's `Layout` protocol (iOS 16) and `AnyLayout`. Test canvas 200 × 100, centre (100, 50).
@MainActor @Suite struct LayoutProtocolTests {
    func squares(_ t: SceneTimeline, at time: Double) -> [CGRect] {
        t.inspect(at: time).filter { $0.type == "Rectangle" && $0.path.contains("AnyLayout") }.map(\.bounds)
    }

    @Test func aCustomLayoutPlacesEachSubviewWhereItSays() {
        let t = timeline {
            RadialLayout(radius: 30) {
                ForEach(0..<4, id: \.self) { _ in Rectangle().frame(width: 20, height: 20) }
            }
        }
        // Centres at the top (100, 20), right (130, 50), bottom (100, 80) and left (70, 50); 20 × 20 about each.
        let frames = t.inspect(at: 0).filter { $0.type == "Rectangle" }.map(\.bounds)
        let expected: [[Double]] = [[90, 10], [120, 40], [90, 70], [60, 40]]
        #expect(frames.count == 4)
        for (frame, origin) in zip(frames, expected) {
            #expect(approximately([frame.minX, frame.minY, frame.width, frame.height], origin + [20, 20], tolerance: 1e-6), "\(frame)")
        }
        #expect(t.inspect(at: 0).contains { $0.type == "RadialLayout" })
    }

    @Test func anyLayoutSwitchAnimatesEachSubviewBetweenThePlacements() {
        let t = timeline(script: { Tap("background", at: 0) }) { Switcher() }
        // Row: 3 × 20 + 2 × 10 = 80 wide, centred: x = 60, 90, 120 at y = 40. Column: 80 tall: y = 10, 40, 70 at x = 90.
        #expect(squares(t, at: 0).map { [$0.minX, $0.minY] } == [[60, 40], [90, 40], [120, 40]])
        // Linear over 1 s: halfway, each is at the mean of its two places.
        let half = squares(t, at: 0.5).map { [$0.minX, $0.minY] }
        #expect(approximately(half.flatMap { $0 }.map { Double($0) }, [75, 25, 90, 40, 105, 55], tolerance: 1e-6), "\(half)")
        #expect(squares(t, at: 1.5).map { [$0.minX, $0.minY] } == [[90, 10], [90, 40], [90, 70]])
    }
}
