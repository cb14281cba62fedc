import Foundation
import Testing
@testable import ZoetropeDisplay

@Suite struct Transform2DTests {
    @Test func translateThenScaleMapsAPointByHand() {
        // scale 2 first, then translate by (10, 5): (3, 4) -> (6, 8) -> (16, 13)
        let t = Transform2D.scale(x: 2, y: 2).then(.translation(x: 10, y: 5))
        let p = t.apply(to: CGPoint(x: 3, y: 4))
        #expect(p == CGPoint(x: 16, y: 13))
    }

    @Test func rotationByAQuarterTurnIsClockwiseOnScreen() {
        // y points down: rotating (1, 0) by +90° lands on (0, 1), below the origin.
        let p = Transform2D.rotation(radians: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }
}
