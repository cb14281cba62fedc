import Foundation
import Testing
@testable import Zoetrope

/// Lazy grid columns and lazy stack sizes by hand, on the 200 × 100 pt test canvas (1x, no safe area). Column rule:
/// fixed columns and the spacing after every column but the last come off the width; the other columns, in order,
/// take remaining ÷ count, clamped to their min/max; an adaptive column holds n = ⌊(w + s) / (min + s)⌋ columns of
/// (w − (n − 1)s) / n (objc.io, "SwiftUI's Grid Views", 2020).
@MainActor @Suite struct LazyGridTests {
    @Test func fixedThenAdaptiveColumns() {
        let t = timeline {
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<3) { _ in Rectangle().frame(height: 10) }
            }
        }
        // Remaining for the adaptive column: 200 − 70 − 8 = 122; n = ⌊(122 + 8) / (40 + 8)⌋ = ⌊2.71⌋ = 2 columns of
        // (122 − 8) / 2 = 57. x: 0, 70 + 8 = 78, 78 + 57 + 8 = 143. One row 10 high, centred: y = (100 − 10) / 2 = 45.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 45, width: 70, height: 10),
                                                     CGRect(x: 78, y: 45, width: 57, height: 10),
                                                     CGRect(x: 143, y: 45, width: 57, height: 10)])
    }

    @Test func flexibleColumnsShareWhatIsLeftInOrderWithinTheirLimits() {
        let t = timeline {
            LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible()), GridItem(.fixed(30))]) {
                ForEach(0..<3) { _ in Rectangle().frame(height: 10) }
            }
        }
        // Remaining: 200 − 30 − 2 × 8 = 154. First: 154 / 2 = 77, clamped to its maximum 50; left 104. Second: 104 / 1
        // = 104. x: 0, 50 + 8 = 58, 58 + 104 + 8 = 170.
        #expect(t.frames(endingWith: "Rectangle").map(\.minX) == [0, 58, 170])
        #expect(t.frames(endingWith: "Rectangle").map(\.width) == [50, 104, 30])
    }

    @Test func adaptiveRowsAreAsTallAsTheirTallestCellAndSpacedBy8() {
        let heights: [CGFloat] = [10, 30, 20, 16]
        let t = timeline {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 10)]) {
                ForEach(0..<4) { i in Rectangle().frame(height: heights[i]) }
            }
        }
        // n = ⌊(200 + 10) / (50 + 10)⌋ = ⌊3.5⌋ = 3 columns of (200 − 2 × 10) / 3 = 60 at x = 0, 70, 140.
        // Rows: max(10, 30, 20) = 30, then 16; grid height 30 + 8 + 16 = 54, centred: y = (100 − 54) / 2 = 23.
        // Cells centred in their row: 10 → 23 + 10 = 33, 30 → 23, 20 → 28; the second row starts at 23 + 38 = 61.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 33, width: 60, height: 10),
                                                     CGRect(x: 70, y: 23, width: 60, height: 30),
                                                     CGRect(x: 140, y: 28, width: 60, height: 20),
                                                     CGRect(x: 0, y: 61, width: 60, height: 16)])
        #expect(t.frames(endingWith: "LazyVGrid") == [CGRect(x: 0, y: 23, width: 200, height: 54)])
    }

    @Test func lazyHGridFillsColumnsFromTheLeadingEdge() {
        let t = timeline {
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 4) {
                ForEach(0..<3) { _ in Rectangle().frame(width: 10) }
            }
        }
        // Rows 20 and 30, 8 apart: 58 of the 100 offered, centred: first row at y = 21, second at 21 + 28 = 49.
        // Columns 10 wide, 4 apart: the grid is 10 + 4 + 10 = 24 wide, centred at x = 88.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 88, y: 21, width: 10, height: 20),
                                                     CGRect(x: 88, y: 49, width: 10, height: 30),
                                                     CGRect(x: 102, y: 21, width: 10, height: 20)])
    }

    @Test func lazyVStackTakesTheFullProposedWidth() {
        let t = timeline {
            LazyVStack {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 30, height: 10)
            }
        }
        // 200 wide (a VStack would be 50), 20 + 8 + 10 = 38 high at y = 31; children centred in the 200.
        #expect(t.frames(endingWith: "LazyVStack") == [CGRect(x: 0, y: 31, width: 200, height: 38)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 75, y: 31, width: 50, height: 20),
                                                     CGRect(x: 85, y: 59, width: 30, height: 10)])
    }

    @Test func lazyVStackAlignsLeadingInItsFullWidth() {
        let t = timeline {
            LazyVStack(alignment: .leading, spacing: 4) {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 30, height: 10)
            }
        }
        // Both at x = 0; 20 + 4 + 10 = 34 high at y = 33.
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 0, y: 33, width: 50, height: 20),
                                                     CGRect(x: 0, y: 57, width: 30, height: 10)])
    }

    @Test func lazyHStackTakesTheFullProposedHeight() {
        let t = timeline {
            LazyHStack {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 30, height: 10)
            }
        }
        // 50 + 8 + 30 = 88 wide at x = 56, 100 high (an HStack would be 20).
        #expect(t.frames(endingWith: "LazyHStack") == [CGRect(x: 56, y: 0, width: 88, height: 100)])
    }
}
