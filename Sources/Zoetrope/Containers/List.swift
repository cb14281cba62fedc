import Foundation

/// Rows of data in sections: SwiftUI's `List`, in iOS's default inset-grouped style (or `.plain`). Each `Section`
/// of the content is a section; views outside any section are gathered into sections without a header. The list
/// fills the space it is offered, lays its content out at its full height from the top (`ListSectionView`) and
/// clips it (`ListKind`).
///
/// Lists scroll in SwiftUI; until `ScrollView` lands, the content is shown at a scroll offset of 0. The one place
/// scrolling hooks in is `List.contentOffset` below.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var list = context.child("List")
        list.environment.isInList = true
        let appearance = list.environment.listAppearance
        let sections = Self.sections(of: list.resolve(content, component: "content"))
        var outer = context.child("List")
        outer.environment.isInList = false
        let layout = ListContainer(contentOffset: contentOffset) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(sections.indices, id: \.self) { index in
                    ListSectionView(section: sections[index], appearance: appearance, isFirst: index == 0)
                }
            }
        }
        .background(appearance == .plain ? Color.systemBackground : Color.systemGroupedBackground, ignoresSafeAreaEdges: .all)
        return outer.resolve(layout, component: "layout")
    }

    // SCROLLING HOOK: how far the list's content is scrolled up, in points. When `ScrollView` (branch `scroll`)
    // lands, read the list's scroll position here (state kept per list, moved by the script's scrolls); everything
    // else (the clipped container, the content laid out at its full height) already follows it.
    private var contentOffset: CGFloat { 0 }

    /// The list's sections: each `Section` node's parts, and runs of other rows as sections without a header.
    static func sections(of nodes: [Node]) -> [ListSectionParts] {
        var sections: [ListSectionParts] = []
        var loose: [Node] = []
        for node in nodes {
            if let kind = node.kind.as(ListSectionKind.self) {
                if !loose.isEmpty { sections.append(ListSectionParts(header: [], rows: loose, footer: [])); loose = [] }
                let parts = kind.parts(of: node)
                sections.append(ListSectionParts(header: parts.header, rows: parts.rows, footer: parts.footer))
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionParts(header: [], rows: loose, footer: [])) }
        return sections
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The resolved parts of one section of a list.
struct ListSectionParts {
    var header: [Node]
    var rows: [Node]
    var footer: [Node]
}
