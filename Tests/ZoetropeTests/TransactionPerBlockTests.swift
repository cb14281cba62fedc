import Foundation
import Testing
@testable import Zoetrope

/// Each state change animates with the transaction it was made in, also when one action makes changes in several
/// transactions (fidelity.md §0: a `withAnimation` block's transaction belongs to the changes made inside it).
/// Two squares fade in from one `onAppear`; linear animations, so every expected opacity is exact by hand: a linear
/// fade of d seconds started at 0 shows t / d at t, and 1 from d on.
@MainActor @Suite struct TransactionPerBlockTests {
    enum Blocks {
        case twoAnimations, animatedThenPlain, plainThenAnimated, sameAnimationTwice
    }

    struct Squares: View {
        let blocks: Blocks
        @State private var red = false
        @State private var blue = false

        var body: some View {
            HStack {
                Rectangle().fill(.red).frame(width: 10, height: 10).opacity(red ? 1 : 0)
                Rectangle().fill(.blue).frame(width: 10, height: 10).opacity(blue ? 1 : 0)
            }
            .onAppear {
                switch blocks {
                case .twoAnimations:
                    withAnimation(.linear(duration: 0.25)) { red = true }
                    withAnimation(.linear(duration: 1)) { blue = true }
                case .animatedThenPlain:
                    withAnimation(.linear(duration: 1)) { red = true }
                    blue = true
                case .plainThenAnimated:
                    red = true
                    withAnimation(.linear(duration: 1)) { blue = true }
                case .sameAnimationTwice:
                    withAnimation(.linear(duration: 1)) { red = true }
                    withAnimation(.linear(duration: 1)) { blue = true }
                }
            }
        }
    }

    /// The opacities of the red and the blue square at `time`.
    func opacities(_ blocks: Blocks, at time: Double) -> [Double] {
        let t = timeline(duration: 2) { Squares(blocks: blocks) }
        let views = t.inspect(at: time).filter { $0.type == "Rectangle" }
        let red = views.first { $0.style["fill"] == .colour("#FF3B30FF") }?.opacity ?? -1
        let blue = views.first { $0.style["fill"] == .colour("#007AFFFF") }?.opacity ?? -1
        return [red, blue]
    }

    @Test func twoBlocksAnimateEachWithItsOwnAnimation() {
        // Red fades over 0.25 s, blue over 1 s: at 0.125 s, 0.5 and 0.125; at 0.5 s, 1 and 0.5.
        #expect(approximately(opacities(.twoAnimations, at: 0.125), [0.5, 0.125], tolerance: 1e-9))
        #expect(approximately(opacities(.twoAnimations, at: 0.5), [1, 0.5], tolerance: 1e-9))
    }

    @Test func aPlainChangeAfterAnAnimatedBlockDoesNotAnimate() {
        // Red fades over 1 s; blue, changed outside any block, shows at once.
        #expect(approximately(opacities(.animatedThenPlain, at: 0.5), [0.5, 1], tolerance: 1e-9))
    }

    @Test func aPlainChangeBeforeAnAnimatedBlockDoesNotTakeItsAnimation() {
        #expect(approximately(opacities(.plainThenAnimated, at: 0.5), [1, 0.5], tolerance: 1e-9))
    }

    @Test func blocksWithTheSameAnimationAnimateTogether() {
        #expect(approximately(opacities(.sameAnimationTwice, at: 0.25), [0.25, 0.25], tolerance: 1e-9))
    }
}
