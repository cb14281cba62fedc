import Foundation
import ZoetropeDisplay

/// A frame reduced to the mean colour of each block of 8 × 8 points: what the pixel check compares between frames.
///
/// Comparing block means instead of pixels keeps what a viewer sees change and drops what only re-rasterizes:
/// a text that moves a fraction of a pixel (a slow spring settling, layout rounded to pixels) changes almost every
/// edge pixel of its glyphs, but ink that stays inside its block leaves the block's mean as it was. An edge
/// that really moves v points still changes the blocks along it by v × its length, as it does pixel by pixel,
/// and a region that switches (a background, a re-wrapped line) changes its blocks fully.
public struct FrameSignature: Hashable, Sendable {
    /// The side of a block, in points: 8.
    public static let blockPoints = 8.0

    /// Blocks per row and per column (the last ones may be cut by the frame's edge).
    public let columns: Int
    public let rows: Int
    /// Pixels per point of the frame it was made from.
    public let scale: Double
    /// The frame's size in pixels.
    let width: Int
    let height: Int
    /// Per block, row by row, the mean of each premultiplied channel (B, G, R, A) on a 0–255 scale.
    let means: [Float]
    /// Per block, its area in square points.
    let areas: [Float]

    /// The signature of `image`, drawn at `scale` pixels per point.
    public init(_ image: RasterImage, scale: Double) {
        let side = max(1, Int((Self.blockPoints * scale).rounded()))
        let columns = (image.width + side - 1) / side, rows = (image.height + side - 1) / side
        self.columns = columns
        self.rows = rows
        self.scale = scale
        self.width = image.width
        height = image.height
        var sums = [Int](repeating: 0, count: columns * rows * 4)
        let width = image.width, rowBytes = image.bytesPerRow
        sums.withUnsafeMutableBufferPointer { sums in
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let blockRow = (y / side) * columns
                    var i = y * rowBytes
                    for column in 0..<columns {
                        // One block's run of this row, summed in registers.
                        var b = 0, g = 0, r = 0, a = 0
                        for _ in (column * side)..<min(width, (column + 1) * side) {
                            b += Int(pixels[i]); g += Int(pixels[i + 1]); r += Int(pixels[i + 2]); a += Int(pixels[i + 3])
                            i += 4
                        }
                        let k = (blockRow + column) * 4
                        sums[k] += b; sums[k + 1] += g; sums[k + 2] += r; sums[k + 3] += a
                    }
                }
            }
        }
        var means = [Float](repeating: 0, count: sums.count)
        var areas = [Float](repeating: 0, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let width = min(side, image.width - column * side), height = min(side, image.height - row * side)
                let block = row * columns + column
                for channel in 0..<4 { means[block * 4 + channel] = Float(sums[block * 4 + channel]) / Float(width * height) }
                areas[block] = Float(Double(width * height) / (scale * scale))
            }
        }
        self.means = means
        self.areas = areas
    }

    /// The rectangle of block `index` within the frame, in canvas points.
    func rect(ofBlock index: Int) -> CGRect {
        let side = max(1, Int((Self.blockPoints * scale).rounded()))
        let x = (index % columns) * side, y = (index / columns) * side
        return CGRect(x: Double(x) / scale, y: Double(y) / scale,
                      width: Double(min(side, width - x)) / scale, height: Double(min(side, height - y)) / scale)
    }
}
