import Foundation
import Testing
@testable import Zoetrope

/// Bad layout input is reported as a warning with the view path and ignored; it never crashes.
@MainActor @Suite struct LayoutFrameInputTests {
    @Test func negativeWidthIsReportedAndIgnored() {
        let t = timeline { Rectangle().frame(width: -10, height: 20) }
        // Width ignored: the rectangle takes the offered 200; the 20 pt height stays, centred at y 40.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 40, width: 200, height: 20)])
        #expect(t.issues.map(\.severity) == [.warning])
        #expect(t.issues.first?.path == "frame")
        #expect(t.issues.first?.message.contains("width") == true)
    }

    @Test func nanAndInfiniteSizesAreReportedAndIgnored() {
        let t = timeline { Rectangle().frame(width: .nan, height: .infinity) }
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(t.issues.count == 2 && t.errors.isEmpty)
    }

    @Test func infiniteMaximumIsFine() {
        let t = timeline { Rectangle().frame(maxWidth: .infinity, maxHeight: .infinity) }
        #expect(t.issues.isEmpty)
    }

    @Test func contradictoryLimitsAreReported() {
        let t = timeline { Rectangle().frame(minWidth: 50, maxWidth: 20) }
        #expect(t.issues.count == 1 && t.issues.first?.message.contains("contradictory") == true)
    }

    @Test func nanPaddingAndPositionAreReportedAndZero() {
        let padded = timeline { Rectangle().padding(.nan) }
        #expect(padded.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(padded.issues.count == 1 && padded.issues.first?.path == "padding")
        let placed = timeline { Rectangle().frame(width: 10, height: 10).position(x: .nan, y: 50) }
        // x is taken as 0: the 10 pt square is centred on (0, 50).
        #expect(placed.frames(endingWith: "Rectangle") == [CGRect(x: -5, y: 45, width: 10, height: 10)])
        #expect(placed.issues.count == 1)
    }
}
