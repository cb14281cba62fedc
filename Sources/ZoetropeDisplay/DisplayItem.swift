/// One node of a display list: a filled or stroked path, a text run, or a group of nodes.
public indirect enum DisplayItem: Hashable, Sendable {
    case shape(ShapeItem)
    case group(GroupItem)
    case text(TextItem)
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
public struct GroupItem: Hashable, Sendable {
    /// Maps the children's coordinates into the parent's.
    public var transform: Transform2D
    /// Applied to the group as a whole (one layer), 0...1.
    public var opacity: Double
    /// A clip in the children's coordinate space.
    public var clip: DisplayPath?
    /// A label for text dumps and diagnostics (usually the view path); not drawn.
    public var label: String?
    public var children: [DisplayItem]

    public init(transform: Transform2D = .identity, opacity: Double = 1, clip: DisplayPath? = nil,
                label: String? = nil, children: [DisplayItem]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.label = label
        self.children = children
    }
}
