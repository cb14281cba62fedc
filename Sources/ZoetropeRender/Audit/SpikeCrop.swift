import Foundation
import ZoetropeDisplay

/// The picture written for a pixel spike: the changed region of the frame before and of the spiking frame, side
/// by side (before on the left), with a 4-pixel grey bar between them.
struct SpikeCrop {
    /// Points of margin around the changed region.
    static let margin = 8.0
    static let gap = 4

    /// The crop of `region` (canvas points) out of `before` and `after`, both drawn at `scale` pixels per point.
    static func image(before: RasterImage, after: RasterImage, region: CGRect, scale: Double) -> RasterImage {
        let padded = region.insetBy(dx: -margin, dy: -margin)
        let x0 = max(0, Int((padded.minX * scale).rounded(.down))), y0 = max(0, Int((padded.minY * scale).rounded(.down)))
        let x1 = min(after.width, Int((padded.maxX * scale).rounded(.up))), y1 = min(after.height, Int((padded.maxY * scale).rounded(.up)))
        let width = max(1, x1 - x0), height = max(1, y1 - y0)
        let outWidth = 2 * width + gap
        var pixels = [UInt8](repeating: 0, count: outWidth * 4 * height)
        for y in 0..<height {
            let row = y * outWidth * 4
            for (image, left) in [(before, 0), (after, width + gap)] where y0 + y < image.height {
                let source = (y0 + y) * image.bytesPerRow + x0 * 4
                let count = min(width, image.width - x0) * 4
                guard count > 0 else { continue }
                pixels.replaceSubrange((row + left * 4)..<(row + left * 4 + count), with: image.pixels[source..<(source + count)])
            }
            for x in width..<(width + gap) {
                let i = row + x * 4
                pixels[i] = 128; pixels[i + 1] = 128; pixels[i + 2] = 128; pixels[i + 3] = 255
            }
        }
        return RasterImage(width: outWidth, height: height, bytesPerRow: outWidth * 4, pixels: pixels)
    }
}
