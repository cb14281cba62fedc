import Foundation

/// What a container reads of the views it contains, set by modifiers and carried outward through the modifiers
/// around a view (like SwiftUI's container values): a `TabView`'s tags and tab items, a `Grid`'s cell spans and
/// column alignments.
struct ContainerTraits {
    /// `.tag(_:)`: the selection value that picks this view in a `TabView`.
    var tag: AnyHashable?
    /// `.tabItem { … }`: the label of this view's item in a tab bar.
    var tabItem: (any View)?
    /// `.gridCellColumns(_:)`: how many columns this cell of a `Grid` spans (nil: one).
    var gridCellColumns: Int?
    /// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's column.
    var gridColumnAlignment: HorizontalAlignment?
    /// `.scrollTargetLayout()`: each view this layout container places is a target a view-aligned scroll view settles
    /// on. Not carried outward: it names the container itself.
    var isScrollTargetLayout = false
    /// The `ForEach` element id this view shows, the identity `scrollPosition(id:)` reports and scrolls to.
    var scrollTargetID: AnyHashable?

    /// Takes each trait this one does not set from `inner` (the view a modifier wraps).
    mutating func inherit(_ inner: ContainerTraits) {
        if tag == nil { tag = inner.tag }
        if tabItem == nil { tabItem = inner.tabItem }
        if gridCellColumns == nil { gridCellColumns = inner.gridCellColumns }
        if gridColumnAlignment == nil { gridColumnAlignment = inner.gridColumnAlignment }
        if scrollTargetID == nil { scrollTargetID = inner.scrollTargetID }
    }
}

extension View {
    /// Sets the value that selects this view in a container with a selection, such as `TabView(selection:)`:
    /// SwiftUI's `tag(_:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TraitView(content: self) { $0.containerTraits.tag = AnyHashable(tag) }
    }

    /// The label of this view's item in a `TabView`'s tab bar, usually a `Label` or a `Text` and an `Image`:
    /// SwiftUI's `tabItem(_:)`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return TraitView(content: self) { $0.containerTraits.tabItem = item }
    }

    /// Makes this cell of a `GridRow` span `count` columns: SwiftUI's `gridCellColumns(_:)`.
    public func gridCellColumns(_ count: Int) -> some View {
        TraitView(content: self) { $0.containerTraits.gridCellColumns = max(1, count) }
    }

    /// Aligns every cell of this cell's `Grid` column horizontally with `guide`, overriding the grid's alignment:
    /// SwiftUI's `gridColumnAlignment(_:)`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        TraitView(content: self) { $0.containerTraits.gridColumnAlignment = guide }
    }
}
