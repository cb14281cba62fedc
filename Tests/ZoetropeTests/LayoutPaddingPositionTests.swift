import Foundation
import Testing
@testable import Zoetrope

/// Every `.padding` form and `.position`, by hand on the 200 × 100 pt test canvas (a Rectangle fills what it is
/// offered, so its frame is the canvas minus the insets).
@MainActor @Suite struct LayoutPaddingTests {
    @Test func paddingOnChosenEdgesWithALength() {
        // 10 on leading and trailing: 200 - 20 = 180 wide from x 10; full height.
        #expect(timeline { Rectangle().padding(.horizontal, 10) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 10, y: 0, width: 180, height: 100)])
        // [.leading, .bottom] by 7: x from 7, 200 - 7 = 193 wide, 100 - 7 = 93 high from y 0.
        #expect(timeline { Rectangle().padding([.leading, .bottom], 7) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 7, y: 0, width: 193, height: 93)])
    }

    @Test func paddingOnChosenEdgesWithTheDefaultLength() {
        // The default is 16 pt (fidelity.md §8.1): .top only → y 16, 100 - 16 = 84 high.
        #expect(timeline { Rectangle().padding(.top) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 0, y: 16, width: 200, height: 84)])
        // .vertical → 16 above and below: 100 - 32 = 68 high.
        #expect(timeline { Rectangle().padding(.vertical) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 0, y: 16, width: 200, height: 68)])
    }

    @Test func paddingByOneLengthAndByInsets() {
        // 5 on every edge: 190 × 90 at (5, 5).
        #expect(timeline { Rectangle().padding(5) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 5, y: 5, width: 190, height: 90)])
        // top 1, leading 2, bottom 3, trailing 4: 200 - 6 = 194 wide, 100 - 4 = 96 high at (2, 1).
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(timeline { Rectangle().padding(insets) }.frames(endingWith: "Rectangle")
                == [CGRect(x: 2, y: 1, width: 194, height: 96)])
    }

    @Test func edgeSetsContainTheirEdges() {
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(!Edge.Set.vertical.contains(.leading))
    }
}

@MainActor @Suite struct LayoutPositionTests {
    @Test func positionCentresTheViewOnThePoint() {
        let t = timeline { Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40) }
        // The position view takes the whole 200 × 100 proposal; the 20 × 10 child's centre is at (30, 40).
        #expect(t.frames(endingWith: "position") == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 20, y: 35, width: 20, height: 10)])
    }

    @Test func positionDefaultsToTheOrigin() {
        // position() is (0, 0): the 20 × 10 child is centred on the top-left corner.
        let t = timeline { Rectangle().frame(width: 20, height: 10).position() }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: -10, y: -5, width: 20, height: 10)])
    }

    @Test func positionIsFlexibleInAStack() {
        let t = timeline {
            VStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 20).position(CGPoint(x: 10, y: 10))
                Rectangle().frame(height: 20)
            }
        }
        // The fixed 20 pt row is sized first; the position view takes the other 80 pt and the full width.
        #expect(t.frames(endingWith: "position") == [CGRect(x: 0, y: 0, width: 200, height: 80)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 0, width: 20, height: 20),
                                                     CGRect(x: 0, y: 80, width: 200, height: 20)])
    }
}
