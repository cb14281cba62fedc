import ZoetropeDisplay

/// A frame as one `UInt32` per pixel (premultiplied BGRA packed `b | g << 8 | r << 16 | a << 24`), padded with
/// transparent pixels to the size both compared frames fit in.
struct PackedPixels {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    init(_ image: RasterImage, width: Int, height: Int) {
        self.width = width
        self.height = height
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { src in
                for y in 0..<image.height {
                    var i = y * image.bytesPerRow, o = y * width
                    for _ in 0..<image.width {
                        out[o] = UInt32(src[i]) | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2]) << 16 | UInt32(src[i + 3]) << 24
                        i += 4; o += 1
                    }
                }
            }
        }
        self.pixels = pixels
    }
}

extension RasterImage {
    /// Whether both images hold the same pixels, whatever their row padding.
    func hasSamePixels(as other: RasterImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        if bytesPerRow == other.bytesPerRow { return pixels == other.pixels }
        let rowLength = width * 4
        for y in 0..<height where pixels[y * bytesPerRow..<y * bytesPerRow + rowLength]
            != other.pixels[y * other.bytesPerRow..<y * other.bytesPerRow + rowLength] {
            return false
        }
        return true
    }
}
