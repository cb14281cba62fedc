import Foundation

/// A group of rows with an optional header and footer: SwiftUI's `Section`. In a `List` it is one of the list's
/// sections (a card in the inset-grouped style, with its header in small capitals above it); elsewhere its header,
/// content and footer are simply its views, in that order.
///
/// A protocol of its own (`ListSection`) lets a `ForEach` of sections in a list make each section, and each section
/// make its rows lazily.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    /// The string of `Section(_:content:)`, which inset-grouped lists show uppercased.
    let titleKey: String?
    let content: Content
    let footer: Footer?

    init(header: Parent?, titleKey: String?, content: Content, footer: Footer?) {
        self.header = header
        self.titleKey = titleKey
        self.content = content
        self.footer = footer
    }

    /// A section with a header and a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), titleKey: nil, content: content(), footer: footer())
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var section = context.child("Section")
        guard section.environment.isInList else {
            // Outside a list a section is its views, made as they always were (eagerly).
            section.lazyRows = false
            let header = self.header.map { section.resolve($0, component: "header") } ?? []
            let footer = self.footer.map { section.resolve($0, component: "footer") } ?? []
            return header + section.resolve(content, component: "content") + footer
        }
        var inner = section
        inner.environment.isInList = false
        var caption = inner
        caption.lazyRows = false
        caption.environment.isInListRow = false
        caption.environment.font = .footnote
        caption.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        var headerNodes: [Node] = []
        if let titleKey {
            let shown = section.environment.listAppearance == .insetGrouped ? titleKey.uppercased() : titleKey
            headerNodes = caption.resolve(Text(shown), component: "header")
        } else if let header {
            headerNodes = caption.resolve(header, component: "header")
        }
        let footerNodes = footer.map { caption.resolve($0, component: "footer") } ?? []
        // In a list a `ForEach` among the section's rows makes them as they scroll into view (`ListSectionParts`), as
        // it does among the list's own rows: the list resolves its content lazily, and a section only groups.
        let rows = inner.resolve(content, component: "content")
        let kind = ListSectionKind(headerCount: headerNodes.count, rowCount: rows.count)
        return [section.node(NodeKind(kind), children: headerNodes + rows + footerNodes)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, titleKey: nil, content: content(), footer: nil)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), titleKey: nil, content: content(), footer: nil)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, titleKey: nil, content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), titleKey: titleKey, content: content(), footer: nil)
    }
}

/// A `Section` of any content: what a `ForEach` in a `List` checks its content for (`ForEach.makeNodes`).
protocol ListSection {}

extension Section: ListSection {}

/// A section only groups: in a list, a `ForEach` among its rows makes them lazily (`ResolveContext.lazyRows`).
extension Section: LazyRowsTransparent {}
