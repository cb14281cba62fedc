import Foundation

/// One node of a display list: a filled or stroked path, a text run, a picture, or a group of nodes.
public indirect enum DisplayItem: Hashable, Sendable {
    case shape(ShapeItem)
    case group(GroupItem)
    case text(TextItem)
    case image(ImageItem)
}

/// A path painted once, in the coordinate space of its enclosing group.
public struct ShapeItem: Hashable, Sendable {
    public var path: DisplayPath
    public var paint: Paint
    /// nil fills the path; otherwise the path is stroked with this outline.
    public var stroke: StrokeData?
    public var fillRule: FillRule

    public init(path: DisplayPath, paint: Paint, stroke: StrokeData? = nil, fillRule: FillRule = .nonZero) {
        self.path = path
        self.paint = paint
        self.stroke = stroke
        self.fillRule = fillRule
    }
}

/// Children drawn in order (later on top) through a transform, clipped, and composited with an opacity.
///
/// The children's layer is then, in order: blurred (`blur`), masked (`mask`), drawn over its own `shadow`, filtered
/// through `colorMatrix`, and drawn through `projection`.
public struct GroupItem: Hashable, Sendable {
    /// Maps the children's coordinates into the parent's.
    public var transform: Transform2D
    /// Applied to the group as a whole (one layer), 0...1.
    public var opacity: Double
    /// A clip in the children's coordinate space.
    public var clip: DisplayPath?
    /// How `clip` decides its interior and whether its edge is anti-aliased.
    public var clipStyle: ClipStyle
    /// A label for text dumps and diagnostics (usually the view path); not drawn.
    public var label: String?
    public var children: [DisplayItem]
    /// Items whose alpha multiplies the children's layer (in the children's coordinates).
    public var mask: [DisplayItem]?
    /// Blur, shadow, colour filter and projection, which few groups have, out of line: nil when the group has none
    /// (a display list of thousands of groups then takes less than half the memory).
    private var effects: GroupEffects?
    /// Blurs the children's layer.
    public var blur: LayerBlur? { get { effects?.values.blur } set { changeEffect(\.blur, to: newValue) } }
    /// A blurred, tinted, offset copy of the layer's alpha drawn under it.
    public var shadow: LayerShadow? { get { effects?.values.shadow } set { changeEffect(\.shadow, to: newValue) } }
    /// A colour filter of the layer (brightness, saturation, hue rotation, …).
    public var colorMatrix: ColorMatrix? { get { effects?.values.colorMatrix } set { changeEffect(\.colorMatrix, to: newValue) } }
    /// A perspective projection of the layer in the children's coordinates (`rotation3DEffect`), applied after
    /// everything else; the layer is resampled through it.
    public var projection: Projection? { get { effects?.values.projection } set { changeEffect(\.projection, to: newValue) } }
    /// How the finished layer is composited onto what is below it.
    public var blendMode = LayerBlendMode.normal
    /// Whether the children are composited into a layer of their own even without an effect that needs one
    /// (`compositingGroup()`): blend modes inside then blend with that layer only.
    public var isIsolated = false

    public init(transform: Transform2D = .identity, opacity: Double = 1, clip: DisplayPath? = nil,
                clipStyle: ClipStyle = ClipStyle(), label: String? = nil, children: [DisplayItem],
                blur: LayerBlur? = nil, mask: [DisplayItem]? = nil, shadow: LayerShadow? = nil) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.clipStyle = clipStyle
        self.label = label
        self.children = children
        self.mask = mask
        if blur != nil || shadow != nil { effects = .values(GroupEffects.Values(blur: blur, shadow: shadow)) }
    }

    /// Changes one out-of-line effect; a group left with none keeps no box (so equal groups stay equal).
    private mutating func changeEffect<Value>(_ field: WritableKeyPath<GroupEffects.Values, Value>, to value: Value) {
        var values = effects?.values ?? GroupEffects.Values()
        values[keyPath: field] = value
        effects = values == GroupEffects.Values() ? nil : .values(values)
    }

    /// Whether the children must be drawn into a layer of their own before compositing.
    public var hasLayerEffects: Bool { blur != nil || mask != nil || shadow != nil || colorMatrix != nil || projection != nil }
}

/// A group's rarer effects, in a box of their own (`indirect`: the group holds one reference).
private indirect enum GroupEffects: Hashable, Sendable {
    case values(Values)

    struct Values: Hashable, Sendable {
        var blur: LayerBlur?
        var shadow: LayerShadow?
        var colorMatrix: ColorMatrix?
        var projection: Projection?
    }

    var values: Values { switch self { case let .values(values): return values } }
}

/// How a group's clip path is applied.
public struct ClipStyle: Hashable, Sendable {
    public var fillRule: FillRule
    public var isAntialiased: Bool

    public init(fillRule: FillRule = .nonZero, isAntialiased: Bool = true) {
        self.fillRule = fillRule
        self.isAntialiased = isAntialiased
    }
}

/// A Gaussian blur of a layer.
public struct LayerBlur: Hashable, Sendable {
    /// The Gaussian's standard deviation, in the group's points.
    public var radius: Double
    /// Keeps the layer's own alpha (edges stay sharp) instead of blurring it into transparency.
    public var isOpaque: Bool

    public init(radius: Double, isOpaque: Bool = false) {
        self.radius = radius
        self.isOpaque = isOpaque
    }
}

/// A drop shadow: the layer's alpha, blurred, tinted and offset.
public struct LayerShadow: Hashable, Sendable {
    public var color: DisplayColor
    /// The Gaussian's standard deviation, in the group's points.
    public var radius: Double
    /// The offset, in the group's points.
    public var x: Double
    public var y: Double

    public init(color: DisplayColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A picture file drawn scaled into a rectangle, in the coordinate space of its enclosing group.
public struct ImageItem: Hashable, Sendable {
    /// How scaled pixels are sampled.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// The absolute path of a PNG file.
    public var path: String
    public var rect: CGRect
    public var interpolation: Interpolation

    /// What stands in for a picture that cannot be read: systemGray (fidelity.md §8.4).
    public static let placeholderColor = DisplayColor(red255: 142, green: 142, blue: 147)

    public init(path: String, rect: CGRect, interpolation: Interpolation = .high) {
        self.path = path
        self.rect = rect
        self.interpolation = interpolation
    }
}
