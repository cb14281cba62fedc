import ZoetropeDisplay

/// Baseline | actual | difference side by side: the picture a failing frame is reviewed with
/// (jest-image-snapshot's and Paparazzi's composite, in the order Playwright's report shows).
public enum ThreeUp {
    /// Pixels between panels.
    public static let gap = 8
    /// The grey level of the gaps and of the padding under a shorter panel: mid grey, which neither a light nor a
    /// dark UI frame blends into.
    public static let backgroundGrey: UInt8 = 128

    /// The three panels left to right, top-aligned, `gap` apart. Frames of different sizes each keep their own
    /// size, so a size mismatch shows as a panel with grey below or beside it. A nil `difference` gives two panels.
    public static func image(baseline: RasterImage, actual: RasterImage, difference: RasterImage?) -> RasterImage {
        Panels.sideBySide([baseline, actual] + (difference.map { [$0] } ?? []), gap: gap, grey: backgroundGrey)
    }
}

/// Lays images out in a row on a grey canvas.
enum Panels {
    static func sideBySide(_ images: [RasterImage], gap: Int, grey: UInt8) -> RasterImage {
        guard !images.isEmpty else { return RasterImage(width: 0, height: 0, bytesPerRow: 0, pixels: []) }
        let width = images.map(\.width).reduce(0, +) + gap * (images.count - 1)
        var canvas = RasterCanvas(width: width, height: images.map(\.height).max() ?? 0, grey: grey)
        var x = 0
        for image in images {
            canvas.draw(image, x: x, y: 0)
            x += image.width + gap
        }
        return canvas.image
    }
}
