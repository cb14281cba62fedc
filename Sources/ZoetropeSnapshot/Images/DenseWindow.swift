/// Finds the square of the frame with the most differing pixels: the local budget's measure, as pixelmatch's
/// unreleased `windowSize` and Unreal's local error threshold measure it.
enum DenseWindow {
    /// The `side × side` window (clipped to the frame, sliding one pixel at a time) holding the most differing
    /// pixels of `marks`; on a tie, the first in reading order (topmost, then leftmost). Only windows that can
    /// reach `bounds` are visited, with a summed-area table over `bounds`.
    static func worst(in marks: PixelMarks, bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int),
                      side: Int) -> PixelComparison.Window {
        let boxWidth = bounds.maxX - bounds.minX + 1, boxHeight = bounds.maxY - bounds.minY + 1
        let stride = boxWidth + 1
        // sums[(y + 1) * stride + (x + 1)]: differing pixels in the box's rows 0...y and columns 0...x.
        var sums = [Int32](repeating: 0, count: stride * (boxHeight + 1))
        for y in 0..<boxHeight {
            var row: Int32 = 0
            let marksRow = (bounds.minY + y) * marks.width + bounds.minX
            for x in 0..<boxWidth {
                if marks.marks[marksRow + x] == PixelMarks.differing { row += 1 }
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
            }
        }
        func count(_ x: Int, _ y: Int) -> Int {
            let x0 = min(max(x - bounds.minX, 0), boxWidth), x1 = min(max(x + side - bounds.minX, 0), boxWidth)
            let y0 = min(max(y - bounds.minY, 0), boxHeight), y1 = min(max(y + side - bounds.minY, 0), boxHeight)
            return Int(sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0])
        }
        var worst = PixelComparison.Window(x: 0, y: 0, count: -1)
        for y in max(0, bounds.minY - side + 1)...min(bounds.maxY, max(0, marks.height - side)) {
            for x in max(0, bounds.minX - side + 1)...min(bounds.maxX, max(0, marks.width - side)) {
                let n = count(x, y)
                if n > worst.count { worst = PixelComparison.Window(x: x, y: y, count: n) }
            }
        }
        return worst
    }
}
