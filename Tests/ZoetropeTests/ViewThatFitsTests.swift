import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// SwiftUI's `ViewThatFits`: "the first child whose ideal size on the constrained axes fits within the proposed
/// size", else the last; only that child is drawn and it sizes the container. On the 200 × 100 pt test canvas,
/// the expected choices follow from the children's fixed frames, worked out next to each case.
@MainActor @Suite struct ViewThatFitsTests {
    /// The colours of the shapes drawn at time 0.
    private func drawn(_ t: SceneTimeline) -> [String] {
        placedShapes(t.displayList(at: 0).items).compactMap {
            if case let .color(c) = $0.shape.paint { return c.hexString } else { return nil }
        }
    }
    static let red = "#FF3B30FF", blue = "#007AFFFF", green = "#34C759FF"   // fidelity.md §8.4, light

    @Test func theFirstChildThatFitsIsDrawnAndSizesTheContainer() {
        // 150 pt fits the canvas's 200: red. Inside a 100 pt frame only the 80 pt blue fits.
        let wide = timeline {
            ViewThatFits { Color.red.frame(width: 150, height: 10); Color.blue.frame(width: 80, height: 10) }
        }
        #expect(drawn(wide) == [Self.red])
        #expect(wide.frames(endingWith: "ViewThatFits") == [CGRect(x: 25, y: 45, width: 150, height: 10)])
        let narrow = timeline {
            ViewThatFits { Color.red.frame(width: 150, height: 10); Color.blue.frame(width: 80, height: 10) }
                .frame(width: 100)
        }
        #expect(drawn(narrow) == [Self.blue])
        #expect(narrow.frames(endingWith: "ViewThatFits") == [CGRect(x: 60, y: 45, width: 80, height: 10)])
    }

    @Test func onlyTheGivenAxesAreChecked() {
        // 300 pt tall does not fit the canvas's 100, but only the width is checked: red.
        let t = timeline {
            ViewThatFits(in: .horizontal) { Color.red.frame(width: 150, height: 300); Color.blue.frame(width: 80, height: 10) }
        }
        #expect(drawn(t) == [Self.red])
        // Both axes checked: the 300 pt one does not fit; blue.
        let both = timeline {
            ViewThatFits { Color.red.frame(width: 150, height: 300); Color.blue.frame(width: 80, height: 10) }
        }
        #expect(drawn(both) == [Self.blue])
    }

    @Test func whenNoneFitsTheLastIsShown() {
        let t = timeline {
            ViewThatFits { Color.red.frame(width: 500, height: 10); Color.green.frame(width: 400, height: 10) }
        }
        #expect(drawn(t) == [Self.green])
    }

    @Test func aTextFitsAtItsOwnWidthAndAWrappingOneDoesNot() {
        // A flexible child's ideal width is its one-line width: the long title is wider than 120 pt, so the short one.
        let t = timeline {
            ViewThatFits(in: .horizontal) {
                Text("A title far too long for the box")
                Text("Short")
            }
            .frame(width: 120)
        }
        // The trace holds the shown one only.
        #expect(t.trace(at: 0).views.filter { $0.type == "Text" }.count == 1)
        let shown = t.displayList(at: 0).textDump.split(separator: "\n").filter { $0.contains("text \"") }
        #expect(shown.count == 1 && shown[0].contains("\"Short\""))
    }
}
