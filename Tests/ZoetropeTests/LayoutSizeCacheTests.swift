import Foundation
import Testing
@testable import Zoetrope

/// Counts how often a layout pass measures it.
private final class MeasureCount: @unchecked Sendable {
    var calls = 0
}

/// A 40 × 30 view, whatever it is offered, that counts its measurements.
private struct CountedBox: Layout {
    let count: MeasureCount

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        count.calls += 1
        return CGSize(width: 40, height: 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// One layout pass measures a view once per proposal (LayoutSizeCache), as SwiftUI's does: a stack offers each child
/// nothing, everything, its minimum and its share, so four stacks nested around a view would otherwise measure it
/// 4 × 4 × 4 × 4 = 256 times for one sizing of the outermost stack, and again for each placement.
@MainActor @Suite struct LayoutSizeCacheTests {
    @Test func nestedStacksMeasureAViewOncePerProposal() {
        let count = MeasureCount()
        let t = timeline {
            VStack { HStack { VStack { HStack { CountedBox(count: count) { Color.red } } } } }
        }
        // Along the columns' axis the box is offered a height of 0, ∞ or its share (the 100 pt canvas's), along the
        // rows' a width of 0, ∞ or its share (200 pt), and finally its own size when placed: a handful of distinct
        // proposals in the one evaluation of a scene without events, not hundreds.
        #expect(count.calls > 0 && count.calls <= 16, "\(count.calls) measurements")
        // Every stack hugs the 40 × 30 box, centred on the 200 × 100 canvas.
        let box = t.inspect(at: 0).first { $0.type == "CountedBox" || $0.path.hasSuffix("CountedBox") }
        #expect(box.map { [$0.bounds.minX, $0.bounds.minY, $0.bounds.width, $0.bounds.height] } == [80, 35, 40, 30],
                "\(t.inspect(at: 0).map { "\($0.path) \($0.type) \($0.bounds)" })")
    }
}
