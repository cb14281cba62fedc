import ZoetropeDisplay

/// An opaque image to lay other images out on, for the report's composites.
struct RasterCanvas {
    private(set) var image: RasterImage

    /// A `width × height` canvas filled with one opaque grey level.
    init(width: Int, height: Int, grey: UInt8) {
        var pixels = [UInt8](repeating: grey, count: max(0, width) * max(0, height) * 4)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        image = RasterImage(width: max(0, width), height: max(0, height), bytesPerRow: max(0, width) * 4, pixels: pixels)
    }

    /// Composites premultiplied `source` over the canvas with its top-left corner at (x, y), clipped to the canvas.
    mutating func draw(_ source: RasterImage, x: Int, y: Int) {
        let canvasWidth = image.width, canvasHeight = image.height, stride = image.bytesPerRow
        image.pixels.withUnsafeMutableBufferPointer { out in
            source.pixels.withUnsafeBufferPointer { src in
                for sy in 0..<source.height where (0..<canvasHeight).contains(y + sy) {
                    for sx in 0..<source.width where (0..<canvasWidth).contains(x + sx) {
                        let s = sy * source.bytesPerRow + sx * 4, o = (y + sy) * stride + (x + sx) * 4
                        let a = Int(src[s + 3])
                        for c in 0..<4 {
                            // source + destination × (1 − source alpha), rounded
                            out[o + c] = UInt8(Int(src[s + c]) + (Int(out[o + c]) * (255 - a) + 127) / 255)
                        }
                    }
                }
            }
        }
    }
}

extension RasterImage {
    /// The image shrunk to `newWidth × newHeight` by averaging the premultiplied source pixels each new pixel
    /// covers (a box filter; averaging premultiplied values keeps transparent edges from darkening).
    func boxDownscaled(width newWidth: Int, height newHeight: Int) -> RasterImage {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return RasterImage(width: 0, height: 0, bytesPerRow: 0, pixels: [])
        }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for ny in 0..<newHeight {
            let y0 = ny * height / newHeight, y1 = max(y0 + 1, ((ny + 1) * height + newHeight - 1) / newHeight)
            for nx in 0..<newWidth {
                let x0 = nx * width / newWidth, x1 = max(x0 + 1, ((nx + 1) * width + newWidth - 1) / newWidth)
                var sums = (0, 0, 0, 0)
                for y in y0..<min(y1, height) {
                    for x in x0..<min(x1, width) {
                        let i = y * bytesPerRow + x * 4
                        sums.0 += Int(pixels[i]); sums.1 += Int(pixels[i + 1])
                        sums.2 += Int(pixels[i + 2]); sums.3 += Int(pixels[i + 3])
                    }
                }
                let n = (min(y1, height) - y0) * (min(x1, width) - x0), o = (ny * newWidth + nx) * 4
                out[o] = UInt8((sums.0 + n / 2) / n); out[o + 1] = UInt8((sums.1 + n / 2) / n)
                out[o + 2] = UInt8((sums.2 + n / 2) / n); out[o + 3] = UInt8((sums.3 + n / 2) / n)
            }
        }
        return RasterImage(width: newWidth, height: newHeight, bytesPerRow: newWidth * 4, pixels: out)
    }
}
