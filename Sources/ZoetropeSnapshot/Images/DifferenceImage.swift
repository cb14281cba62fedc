import ZoetropeDisplay

/// pixelmatch's output image: the baseline as faded grey, red where pixels differ, yellow where they differ only
/// by anti-aliasing.
struct DifferenceImage {
    /// How much of the baseline's brightness shows through: pixelmatch's `alpha` 0.1.
    static let fade = 0.1
    static let differingColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
    static let antialiasedColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 0)

    private(set) var image: RasterImage

    /// The faded baseline, opaque, before any pixel is marked.
    init(baseline: PackedPixels) {
        var bytes = [UInt8](repeating: 255, count: baseline.width * baseline.height * 4)
        for (i, pixel) in baseline.pixels.enumerated() {
            let grey = UInt8((255 + (YIQ.luma(pixel) - 255) * Self.fade).rounded())
            bytes[i * 4] = grey; bytes[i * 4 + 1] = grey; bytes[i * 4 + 2] = grey
        }
        image = RasterImage(width: baseline.width, height: baseline.height, bytesPerRow: baseline.width * 4, pixels: bytes)
    }

    /// Paints the differing and anti-aliased pixels of `marks`.
    mutating func mark(_ marks: PixelMarks) {
        for (i, mark) in marks.marks.enumerated() where mark != PixelMarks.same {
            let color = mark == PixelMarks.differing ? Self.differingColor : Self.antialiasedColor
            image.pixels[i * 4] = color.b
            image.pixels[i * 4 + 1] = color.g
            image.pixels[i * 4 + 2] = color.r
        }
    }
}
