/// A rendered frame: premultiplied BGRA bytes (Cairo's ARGB32 on little-endian machines), rows top to bottom.
public struct RasterImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Bytes per row; always width × 4 for the images Zoetrope makes.
    public var bytesPerRow: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// The straight (un-premultiplied) 0–255 colour at pixel (x, y).
    public func rgba(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = y * bytesPerRow + x * 4
        let b = Int(pixels[i]), g = Int(pixels[i + 1]), r = Int(pixels[i + 2]), a = Int(pixels[i + 3])
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ v: Int) -> Int { min(255, (v * 255 + a / 2) / a) }
        return (un(r), un(g), un(b), a)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
