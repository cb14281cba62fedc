import Foundation

extension View {
    /// Insets the view by `length` on `edges`; nil uses the default padding, 16 pt (fidelity.md §8.1).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        CheckedModifierView(content: self, component: "padding") { warn in
            .padding(EdgeInsets(edges, checkedFinite(length ?? 16, "padding", warn: warn)))
        }
    }

    /// Insets the view by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        CheckedModifierView(content: self, component: "padding") { warn in
            .padding(EdgeInsets(top: checkedFinite(insets.top, "padding top", warn: warn),
                                leading: checkedFinite(insets.leading, "padding leading", warn: warn),
                                bottom: checkedFinite(insets.bottom, "padding bottom", warn: warn),
                                trailing: checkedFinite(insets.trailing, "padding trailing", warn: warn)))
        }
    }

    /// A frame of fixed width and/or height; the view is proposed that size and aligned inside it. A negative or
    /// non-finite dimension is reported and ignored.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        CheckedModifierView(content: self, component: "frame") { warn in
            .frame(.fixed(width: checkedLength(width, "width", warn: warn), height: checkedLength(height, "height", warn: warn),
                          alignment: alignment))
        }
    }

    /// A flexible frame: the proposal is clamped into min...max; `.infinity` as a maximum fills the space offered.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let layout = FrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                 minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return CheckedModifierView(content: self, component: "frame") { warn in .frame(layout.checked(warn: warn)) }
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

    /// Takes all the space offered and centres the view on `position`, in that space's coordinates. The view is
    /// offered the whole space too.
    public func position(_ position: CGPoint) -> some View {
        CheckedModifierView(content: self, component: "position") { warn in
            .position(CGPoint(x: checkedFinite(position.x, "position x", warn: warn), y: checkedFinite(position.y, "position y", warn: warn)))
        }
    }

    /// `position(_:)` with the point's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Layers `content` behind this view, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: false)
    }

    /// Fills `shape` with `style` behind this view, sized to it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecoratedView(content: self, decoration: ShapeLeaf(shape: shape, fill: AnyShapeStyle(style), fillStyle: fillStyle),
                      alignment: .center, isOverlay: false)
    }

    /// Fills this view's frame with `style` behind it, extended into the safe area on `edges` where the frame
    /// reaches it (SwiftUI's default: all edges).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecoratedView(content: self, decoration: ShapeLeaf(shape: Rectangle(), fill: AnyShapeStyle(style)).ignoresSafeArea(edges: edges),
                      alignment: .center, isOverlay: false)
    }

    /// Fills this view's frame with `style` in front of it, extended into the safe area like `background(_:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecoratedView(content: self, decoration: ShapeLeaf(shape: Rectangle(), fill: AnyShapeStyle(style)).ignoresSafeArea(edges: edges),
                      alignment: .center, isOverlay: true)
    }

    /// Fills `shape` with `style` in front of this view, sized to it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecoratedView(content: self, decoration: ShapeLeaf(shape: shape, fill: AnyShapeStyle(style), fillStyle: fillStyle),
                      alignment: .center, isOverlay: true)
    }

    /// Layers `content` in front of this view, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: true)
    }
}
