import Foundation

/// Everything one frame draws, as plain values in points: the boundary between evaluation and rasterization.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: Double
    /// Painted under everything; nil leaves the canvas transparent.
    public var background: DisplayColor?
    public var items: [DisplayItem]

    public init(size: CGSize, scale: Double, background: DisplayColor?, items: [DisplayItem] = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
    }

    /// The raster size: points × scale, rounded to whole pixels. A size that is not a finite number of pixels up to
    /// 2³¹ (a NaN or enormous canvas from a scene's code) gives 0 or the bound, which every renderer refuses as a
    /// frame size instead of trapping here.
    public var pixelWidth: Int { Self.pixels(Double(size.width) * scale) }
    public var pixelHeight: Int { Self.pixels(Double(size.height) * scale) }

    private static func pixels(_ value: Double) -> Int {
        let rounded = value.rounded()
        guard rounded.isFinite else { return rounded > 0 ? Int(Int32.max) : 0 }
        return Int(min(max(rounded, -Double(Int32.max)), Double(Int32.max)))
    }
}
