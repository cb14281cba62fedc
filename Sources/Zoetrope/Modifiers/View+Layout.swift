import Foundation

extension View {
    /// Insets the view by `length` on `edges`; nil uses the default padding, 16 pt (fidelity.md §8.1).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedView(content: self, component: "padding", kind: .padding(EdgeInsets(edges, length ?? 16)))
    }

    /// Insets the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedView(content: self, component: "padding", kind: .padding(insets))
    }

    /// A frame of fixed width and/or height; the view is proposed that size and aligned inside it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self, component: "frame", kind: .frame(.fixed(width: width, height: height, alignment: alignment)))
    }

    /// A flexible frame: the proposal is clamped into min...max; `.infinity` as a maximum fills the space offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        ModifiedView(content: self, component: "frame", kind: .frame(FrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// Offers the view its ideal size (nil) in the chosen dimensions instead of the size its parent offers.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        ModifiedView(content: self, component: "fixedSize", kind: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Offers the view a size of the given width/height ratio that fits in (or fills) the size offered; nil uses the
    /// view's own ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedView(content: self, component: "aspectRatio", kind: .aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// The priority of this view when its stack shares out space: higher is sized first.
    public func layoutPriority(_ value: Double) -> some View {
        TraitView(content: self) { $0.layoutPriority = value }
    }

    /// Layers `content` behind this view, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: false)
    }

    /// Fills `shape` with `style` behind this view, sized to it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        DecoratedView(content: self, decoration: ShapeLeaf(shape: shape, fill: AnyShapeStyle(style)), alignment: .center, isOverlay: false)
    }

    /// Fills this view's frame with `style` behind it.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(style, in: Rectangle())
    }

    /// Layers `content` in front of this view, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: true)
    }
}
