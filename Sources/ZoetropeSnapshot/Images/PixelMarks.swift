/// What each pixel of a compared pair turned out to be: the same, differing, or differing only by anti-aliasing.
struct PixelMarks {
    static let same: UInt8 = 0, differing: UInt8 = 1, antialiased: UInt8 = 2

    var width: Int
    var height: Int
    /// One mark per pixel, rows top to bottom.
    var marks: [UInt8]
    var differing = 0
    var antialiased = 0
    /// The box around the differing pixels, inclusive; nil when none differ.
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    /// Marks `second` against `first` (both `width × height`). Pixels outside `shared`, the area both original
    /// frames covered, differ whatever their colour.
    init(_ first: PackedPixels, _ second: PackedPixels, shared: PixelComparison.PixelSize,
         options: PixelComparison.Options) {
        width = first.width
        height = first.height
        marks = [UInt8](repeating: Self.same, count: width * height)
        let maximumDelta = options.maximumDelta
        let detector = AntialiasingDetector(width: width, height: height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x
                        let outside = x >= shared.width || y >= shared.height
                        if !outside && (a[i] == b[i] || YIQ.delta(a[i], b[i]) <= maximumDelta) { continue }
                        if !outside && !options.includeAntialiasing
                            && (detector.isAntialiased(a, other: b, x: x, y: y) || detector.isAntialiased(b, other: a, x: x, y: y)) {
                            marks[i] = Self.antialiased
                            antialiased += 1
                            continue
                        }
                        marks[i] = Self.differing
                        differing += 1
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        bounds = differing > 0 ? (minX, minY, maxX, maxY) : nil
    }
}
