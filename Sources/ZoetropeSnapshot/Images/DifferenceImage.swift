import ZoetropeDisplay

/// pixelmatch's output image: the baseline as faded grey, red where pixels differ, yellow where they differ only
/// by anti-aliasing; and, so a change of a few pixels is found in a big frame, a magenta frame around them.
struct DifferenceImage {
    /// How much of the baseline's brightness shows through: pixelmatch's `alpha` 0.1.
    static let fade = 0.1
    static let differingColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
    static let antialiasedColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 0)
    static let outlineColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 255)
    /// The outline's distance from the differing pixels' box and its thickness, in pixels.
    static let outlineGap = 2, outlineThickness = 2

    private(set) var image: RasterImage

    /// The faded baseline, opaque, before any pixel is marked.
    init(baseline: PackedPixels) {
        let count = baseline.width * baseline.height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            baseline.pixels.withUnsafeBufferPointer { pixels in
                for i in 0..<count {
                    let grey = UInt8((255 + (YIQ.luma(pixels[i]) - 255) * Self.fade).rounded())
                    out[i * 4] = grey; out[i * 4 + 1] = grey; out[i * 4 + 2] = grey; out[i * 4 + 3] = 255
                }
            }
            initialized = count * 4
        }
        image = RasterImage(width: baseline.width, height: baseline.height, bytesPerRow: baseline.width * 4, pixels: bytes)
    }

    /// Paints the differing and anti-aliased pixels of `marks`, and the outline around the differing ones: the
    /// pixels `outlineGap + 1 ... outlineGap + outlineThickness` outside their box, where nothing else is marked.
    mutating func mark(_ marks: PixelMarks) {
        image.pixels.withUnsafeMutableBufferPointer { out in
            marks.marks.withUnsafeBufferPointer { marks in
                for i in 0..<marks.count where marks[i] != PixelMarks.same {
                    let color = marks[i] == PixelMarks.differing ? Self.differingColor : Self.antialiasedColor
                    out[i * 4] = color.b; out[i * 4 + 1] = color.g; out[i * 4 + 2] = color.r
                }
            }
        }
        guard let box = marks.bounds else { return }
        let inner = Self.outlineGap, outer = Self.outlineGap + Self.outlineThickness
        for y in max(0, box.minY - outer)...min(image.height - 1, box.maxY + outer) {
            for x in max(0, box.minX - outer)...min(image.width - 1, box.maxX + outer) {
                let inside = x >= box.minX - inner && x <= box.maxX + inner && y >= box.minY - inner && y <= box.maxY + inner
                let i = y * image.width + x
                guard !inside, marks.marks[i] == PixelMarks.same else { continue }
                image.pixels[i * 4] = Self.outlineColor.b
                image.pixels[i * 4 + 1] = Self.outlineColor.g
                image.pixels[i * 4 + 2] = Self.outlineColor.r
            }
        }
    }
}
