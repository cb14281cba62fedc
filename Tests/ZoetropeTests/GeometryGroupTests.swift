import Foundation
import Testing
@testable import Zoetrope

/// `geometryGroup()` (iOS 17): a view inserted while its ancestors move appears at its final place and stays there
/// (SwiftUI animates each leaf's frame on its own); inside a geometry group it is placed in the group and moves with
/// it. Linear animations make the values exact by hand.
@MainActor @Suite struct GeometryGroupTests {
    /// A 10-wide bar that grows from 20 to 60 tall above a 20 × 20 box, into which a 20 × 20 blue square is inserted,
    /// all in one `withAnimation(.linear(duration: 1))` at the start.
    struct Growing: View {
        let grouped: Bool
        @State private var grown = false

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: grown ? 60 : 20)
                let box = ZStack { if grown { Color.blue.frame(width: 20, height: 20) } }.frame(width: 20, height: 20)
                if grouped { box.geometryGroup() } else { box }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
        }
    }

    func square(_ t: SceneTimeline, at time: Double) -> [CGRect] {
        t.frames(endingWith: "Color", at: time).filter { $0.width == 20 }
    }

    @Test func anInsertedViewStaysAtItsPlaceUnlessItsGroupCarriesIt() {
        // The stack is 20 + 20 = 40 tall, then 60 + 20 = 80, centred on the 100-tall canvas: its top goes from 30 to
        // 10, the box's from 30 + 20 = 50 to 10 + 60 = 70; halfway (0.5 s) the box is at 60. x: (200 − 20)/2 = 90.
        let loose = timeline { Growing(grouped: false) }
        let grouped = timeline { Growing(grouped: true) }
        #expect(loose.issues.isEmpty && grouped.issues.isEmpty)
        // Without a group the square is at its final place from the start.
        #expect(square(loose, at: 0.5) == [CGRect(x: 90, y: 70, width: 20, height: 20)])
        // In the group it moves with the box: 60 halfway, 65 at three quarters, 70 at the end.
        #expect(square(grouped, at: 0.5) == [CGRect(x: 90, y: 60, width: 20, height: 20)])
        #expect(square(grouped, at: 0.75) == [CGRect(x: 90, y: 65, width: 20, height: 20)])
        #expect(square(grouped, at: 1.5) == [CGRect(x: 90, y: 70, width: 20, height: 20)])
        #expect(square(loose, at: 1.5) == [CGRect(x: 90, y: 70, width: 20, height: 20)])
    }
}
