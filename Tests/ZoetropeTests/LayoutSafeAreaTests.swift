import Foundation
import Testing
@testable import Zoetrope

/// `.ignoresSafeArea` on the iPhone 15 Pro canvas: 393 × 852 pt, safe area 59 pt at the top and 34 at the bottom,
/// so the root view is offered 393 × 759 at y 59.
@MainActor @Suite struct LayoutSafeAreaTests {
    let phone = Device.iPhone15Pro.canvas

    @Test func aFillingViewExtendsToEveryScreenEdge() {
        let t = timeline(canvas: phone) { Color.blue.ignoresSafeArea() }
        // It touches the safe area on every edge, so it grows to the whole screen.
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 393, height: 852)])
        // Its parent still lays the modifier out in the safe area.
        #expect(t.frames(endingWith: "ignoresSafeArea") == [CGRect(x: 0, y: 59, width: 393, height: 759)])
    }

    @Test func onlyTheChosenEdgesGrow() {
        let t = timeline(canvas: phone) { Color.blue.ignoresSafeArea(edges: .top) }
        // From y 0 to the safe area's bottom, 852 - 34 = 818.
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 393, height: 818)])
    }

    @Test func theKeyboardRegionAloneChangesNothing() {
        let t = timeline(canvas: phone) { Color.blue.ignoresSafeArea(.keyboard) }
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 59, width: 393, height: 759)])
    }

    @Test func aHeaderGrowsUpwardOnly() {
        let t = timeline(canvas: phone) {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 100)
                Spacer()
            }
        }
        // The 100 pt header sits at y 59 and touches the top of the safe area only: it grows to y 0, 159 high.
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 393, height: 159)])
    }

    @Test func aViewAwayFromTheEdgesDoesNotGrow() {
        let t = timeline(canvas: phone) { Color.red.frame(width: 11, height: 11).ignoresSafeArea() }
        // Centred in the safe area: x (393 - 11) / 2 = 191, y 59 + (759 - 11) / 2 = 433.
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 191, y: 433, width: 11, height: 11)])
    }

    @Test func aStyleBackgroundFillsTheSafeAreaToo() {
        // SwiftUI's background(_:ignoresSafeAreaEdges:) defaults to all edges: a full-screen view's colour reaches
        // the screen edges (393 × 852) while the view itself stays in the safe area (y 59…818).
        let t = timeline(canvas: phone) { Color.clear.background(Color.red) }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 0, width: 393, height: 852)])
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 59, width: 393, height: 759)])
    }

    @Test func aShapeBackgroundStaysInTheSafeArea() {
        let t = timeline(canvas: phone) { Color.clear.background(Color.red, in: Rectangle()) }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 59, width: 393, height: 759)])
    }
}
