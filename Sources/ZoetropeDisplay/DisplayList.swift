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

    /// The raster size: points × scale, rounded to whole pixels.
    public var pixelWidth: Int { Int((Double(size.width) * scale).rounded()) }
    public var pixelHeight: Int { Int((Double(size.height) * scale).rounded()) }
}
