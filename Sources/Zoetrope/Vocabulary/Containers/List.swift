import Foundation

/// Rows of data in sections: SwiftUI's `List`, in iOS's default inset-grouped style (or `.plain`). Each `Section`
/// of the content is a section; views outside any section are gathered into sections without a header.
///
/// A list is a vertical scroll view whose content is its sections (`ListSectionView`) stacked from the top, over
/// the list's background: it is a `ScrollView` underneath (shown as "List" in inspection), so a script's `Scroll`
/// naming the list (`.accessibilityIdentifier` on it) or a `Drag` on it scrolls it as it scrolls any scroll view,
/// and, where it touches the safe area, its content scrolls under the bars and rests inside them (`ScrollKind`).
/// The background fills the whole list and reaches into the safe area wherever the list touches it.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var list = context.child("List")
        // A `ForEach` among the list's own rows (outside any `Section`) makes its rows as they scroll into view.
        list.lazyRows = true
        list.environment.isInList = true
        list.environment.isInListRow = true
        let appearance = list.environment.listAppearance
        let rowSpacing = list.environment.listRowSpacing ?? 0
        let margin = ListMetrics.layoutMargin(windowWidth: list.environment.windowWidth)
        let sections = Self.sections(of: list.resolve(content, component: "content"), under: list.path + "/content/")
        var outer = context.child("List")
        outer.environment.isInList = false
        outer.environment.isInListRow = false
        var scroll = ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: 0) {
                // Sections and rows are keyed by the identity of what they show, so the wrappers around a row
                // keep their identity (and their animations) when rows before it come or go.
                ForEach(sections, id: \.id) { section in
                    ListSectionView(section: section, appearance: appearance, isFirst: section.id == sections[0].id,
                                    layoutMargin: margin, rowSpacing: rowSpacing)
                }
            }
            .padding(.bottom, ListMetrics.lastSectionBottomPadding)
        }
        scroll.inspectionName = "List"
        let layout = scroll
            .background(appearance == .plain ? Color.systemBackground : Color.systemGroupedBackground, ignoresSafeAreaEdges: .all)
        return outer.resolve(layout, component: "layout")
    }

    /// The list's sections: each `Section` node's parts, and runs of other rows as sections without a header.
    /// Their ids are the paths of what they show below `prefix` (the list's content), with dots for slashes.
    static func sections(of nodes: [Node], under prefix: String) -> [ListSectionParts] {
        func key(_ node: Node) -> String {
            String(node.path.hasPrefix(prefix) ? node.path.dropFirst(prefix.count) : node.path[...]).replacingOccurrences(of: "/", with: ".")
        }
        var sections: [ListSectionParts] = []
        var loose: [Node] = []
        func flush() {
            guard !loose.isEmpty else { return }
            var section = ListSectionParts(id: key(loose[0]), header: [], rows: loose, footer: [], rowIDs: loose.map(key))
            // A run with a lazy `ForEach` (its placeholder) makes its rows on demand.
            if let rows = LazyRows(loose) {
                section.rows = []
                section.rowIDs = []
                section.lazyRows = rows
            }
            sections.append(section)
            loose = []
        }
        for node in nodes {
            if let kind = node.kind.as(ListSectionKind.self) {
                flush()
                let parts = kind.parts(of: node)
                var section = ListSectionParts(id: key(node), header: parts.header, rows: parts.rows, footer: parts.footer,
                                               rowIDs: parts.rows.map(key))
                // A `ForEach` among the section's rows makes them on demand, as among the list's own rows.
                if let rows = LazyRows(parts.rows) {
                    section.rows = []
                    section.rowIDs = []
                    section.lazyRows = rows
                }
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        flush()
        return sections
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: rowContent)
    }
}

/// The resolved parts of one section of a list.
struct ListSectionParts {
    /// The section's identity: its `Section`'s path in the list, or its first row's for rows outside any section.
    var id: String
    var header: [Node]
    var rows: [Node]
    var footer: [Node]
    /// Each row's identity, as `id` is the section's.
    var rowIDs: [String]
    /// For rows that include a `ForEach` (in a `Section` or not): the rows, made on demand (`rows` is then empty).
    var lazyRows: LazyRows? = nil
}
