import Foundation
import Testing
@testable import Zoetrope

/// Grid: column widths are the widest cell of each column, row heights the tallest cell, cells lined up in their
/// slots; all with fixed-size rectangles so every number is derived by hand.
@MainActor @Suite struct GridTests {
    let canvas = SceneCanvas(width: 200, height: 100, scale: 1)

    private func gridFrame(_ t: SceneTimeline) -> [CGRect] { t.inspect(at: 0).filter { $0.type == "Grid" }.map(\.frame) }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let t = timeline(canvas: canvas) {
            Grid {
                GridRow {
                    Rectangle().frame(width: 20, height: 10)
                    Rectangle().frame(width: 30, height: 16)
                }
                GridRow {
                    Rectangle().frame(width: 40, height: 12)
                    Rectangle().frame(width: 10, height: 6)
                }
            }
        }
        // Columns: max(20, 40) = 40 and max(30, 10) = 30; rows: max(10, 16) = 16 and max(12, 6) = 12.
        // Default spacing 8 (fidelity.md §8.1): the grid is 40 + 8 + 30 = 78 × 16 + 8 + 12 = 36, centred in
        // 200 × 100 at x (200 − 78) / 2 = 61, y (100 − 36) / 2 = 32.
        #expect(gridFrame(t) == [CGRect(x: 61, y: 32, width: 78, height: 36)])
        // Cells centred in their slots (the default alignment .center):
        // (0,0) slot x 61, w 40, y 32, h 16 → 20 × 10 at (61 + 10, 32 + 3) = (71, 35)
        // (0,1) slot x 61 + 40 + 8 = 109, w 30 → 30 × 16 at (109, 32)
        // (1,0) slot y 32 + 16 + 8 = 56, h 12 → 40 × 12 at (61, 56)
        // (1,1) slot (109, 56) 30 × 12 → 10 × 6 at (109 + 10, 56 + 3) = (119, 59)
        #expect(t.frames(endingWith: "Rectangle") == [
            CGRect(x: 71, y: 35, width: 20, height: 10), CGRect(x: 109, y: 32, width: 30, height: 16),
            CGRect(x: 61, y: 56, width: 40, height: 12), CGRect(x: 119, y: 59, width: 10, height: 6),
        ])
    }

    @Test func alignmentSpacingAndColumnAlignment() {
        let t = timeline(canvas: canvas) {
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Rectangle().frame(width: 20, height: 10)
                    Rectangle().frame(width: 10, height: 4).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Rectangle().frame(width: 10, height: 6)
                    Rectangle().frame(width: 30, height: 6)
                }
            }
        }
        // Columns 20 and 30, rows 10 and 6: 20 + 4 + 30 = 54 × 10 + 2 + 6 = 18 at ((200 − 54) / 2, (100 − 18) / 2)
        // = (73, 41). Column 0 is leading, column 1 trailing (its own alignment), rows top.
        // (0,0) (73, 41); (0,1) slot x 73 + 24 = 97, w 30 → trailing: 97 + 30 − 10 = 117, y 41;
        // (1,0) (73, 41 + 12 = 53); (1,1) (97, 53).
        #expect(t.frames(endingWith: "Rectangle") == [
            CGRect(x: 73, y: 41, width: 20, height: 10), CGRect(x: 117, y: 41, width: 10, height: 4),
            CGRect(x: 73, y: 53, width: 10, height: 6), CGRect(x: 97, y: 53, width: 30, height: 6),
        ])
    }

    @Test func flexibleCellsShareTheProposedSize() {
        let t = timeline(canvas: canvas) {
            Grid {
                GridRow {
                    Color.red
                    Rectangle().frame(width: 40, height: 20)
                }
            }
        }
        // Offered 200 × 100. Width: 200 − 8 = 192 to share; the fixed column (no flexibility) goes first, offered
        // 192 / 2 = 96, and keeps its 40; the Color's column takes the other 152. Height: the row's range is
        // max(0, 20) = 20 to ∞ (the Color), so it takes all 100. The rectangle is centred in its 40 × 100 slot at
        // x 152 + 8 = 160: y (100 − 20) / 2 = 40.
        #expect(gridFrame(t) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 152, height: 100)])
        #expect(t.frames(endingWith: "Rectangle") == [CGRect(x: 160, y: 40, width: 40, height: 20)])
    }

    @Test func rowsFromForEach() {
        let t = timeline(canvas: canvas) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ForEach(0..<2) { row in
                    GridRow {
                        Rectangle().frame(width: CGFloat(10 + 10 * row), height: 10)
                        Rectangle().frame(width: 10, height: 10)
                    }
                }
            }
        }
        // Two rows of two columns (not two full-width rows): columns max(10, 20) = 20 and 10 → 30 × 20, at
        // ((200 − 30) / 2, (100 − 20) / 2) = (85, 40). The 10 pt cell of row 0 is centred in its 20 pt column: x 90.
        #expect(gridFrame(t) == [CGRect(x: 85, y: 40, width: 30, height: 20)])
        #expect(t.frames(endingWith: "Rectangle").map(\.origin) == [CGPoint(x: 90, y: 40), CGPoint(x: 105, y: 40),
                                                                       CGPoint(x: 85, y: 50), CGPoint(x: 105, y: 50)])
    }

    @Test func spanningCellsAndViewsOutsideRows() {
        let t = timeline(canvas: canvas) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Rectangle().frame(width: 20, height: 10)
                    Rectangle().frame(width: 20, height: 10)
                }
                GridRow {
                    Rectangle().frame(width: 70, height: 10).gridCellColumns(2)
                }
                Rectangle().frame(height: 5)
            }
        }
        // Columns 20 and 20 span 20 + 10 + 20 = 50; the 70 pt spanning cell needs 20 more, 10 per column: widths 30
        // and 30, the grid 30 + 10 + 30 = 70 wide, 10 + 10 + 5 = 25 tall, at ((200 − 70) / 2, (100 − 25) / 2)
        // = (65, 37.5) → y 38 after rounding to the pixel grid (SwiftUI rounds half up).
        let grid = gridFrame(t)
        #expect(grid.count == 1 && grid[0].size == CGSize(width: 70, height: 25) && grid[0].minX == 65)
        let y = grid.first?.minY ?? 0
        // Row 0: 20 pt cells centred in 30 pt columns at 65 + 5 = 70 and 65 + 40 + 5 = 110. Row 1: the 70 pt cell
        // fills both columns. The view outside any row spans the grid's 70 pt width, 5 tall, at y + 20.
        #expect(t.frames(endingWith: "Rectangle") == [
            CGRect(x: 70, y: y, width: 20, height: 10), CGRect(x: 110, y: y, width: 20, height: 10),
            CGRect(x: 65, y: y + 10, width: 70, height: 10), CGRect(x: 65, y: y + 20, width: 70, height: 5),
        ])
    }
}
