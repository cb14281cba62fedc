import Foundation

/// One section of a `List`, laid out as iOS draws it. Inset grouped: the header (uppercased footnote text in the
/// secondary colour) lined up with the rows' text, then the rows on a rounded card of
/// `secondarySystemGroupedBackground` inset from the list's edges, then the footer. Plain: the same without the
/// card and insets. Rows are at least `ListMetrics.minimumRowHeight` tall, padded from the card's edges, with a
/// separator under each but the last, inset to the rows' text.
struct ListSectionView: View {
    let section: ListSectionParts
    let appearance: ListAppearance
    let isFirst: Bool
    /// UIKit's layout margin for the window: the card's inset and the rows' padding.
    let layoutMargin: CGFloat
    /// Points between rows (`listRowSpacing`): rows that stand apart have cards of their own.
    var rowSpacing: CGFloat = 0

    /// Whether each row is on a card of its own rather than all on the section's.
    private var cardPerRow: Bool { appearance == .insetGrouped && rowSpacing > 0 }

    private var margin: CGFloat { appearance == .insetGrouped ? layoutMargin : 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !section.header.isEmpty {
                ResolvedNodesView(nodes: section.header)
                    .padding(.leading, margin + layoutMargin)
                    .padding(.trailing, margin + layoutMargin)
                    .padding(.bottom, ListMetrics.headerBottomPadding)
            }
            rows
            .background(appearance == .insetGrouped && !cardPerRow ? Color.secondarySystemGroupedBackground : Color.clear,
                        in: RoundedRectangle(cornerRadius: ListMetrics.cardCornerRadius))
            .padding(.horizontal, margin)
            if !section.footer.isEmpty {
                ResolvedNodesView(nodes: section.footer)
                    .padding(.leading, margin + layoutMargin)
                    .padding(.trailing, margin + layoutMargin)
                    .padding(.top, ListMetrics.footerTopPadding)
            }
        }
        .padding(.top, isFirst ? ListMetrics.firstSectionTopPadding : ListMetrics.sectionSpacing)
    }

    /// The rows one under the other; a section with a `ForEach` among its rows makes them as they scroll into view
    /// (a `LazyVStack` of rows by index).
    private var rows: ListSectionRows {
        ListSectionRows(section: section, padding: layoutMargin, spacing: rowSpacing, cardPerRow: cardPerRow)
    }
}

/// A section's rows, resolved at the section's own path (no `if` in between, so an eager section's paths are what
/// they always were).
private struct ListSectionRows: View, PrimitiveView {
    typealias Body = Never
    let section: ListSectionParts
    let padding: CGFloat
    let spacing: CGFloat
    let cardPerRow: Bool

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let padding = padding, cardPerRow = cardPerRow
        if let lazy = section.lazyRows {
            // Row view i shows the section's row i: `scrollTo` a row's own id reaches its row view.
            var rows = ForEach(0..<lazy.count, id: \.self) { index in
                ListRowView(nodes: lazy.nodes(ofRow: index), hasSeparator: !cardPerRow && index < lazy.count - 1,
                            padding: padding, hasCard: cardPerRow)
            }
            rows.scrollRow = { lazy.row(withID: $0) }
            return context.resolve(LazyVStack(alignment: .leading, spacing: spacing) { rows })
        }
        let rows = section.rows, ids = section.rowIDs
        return context.resolve(VStack(alignment: .leading, spacing: spacing) {
            ForEach(rows.indices.map { ListRowView.Slot(index: $0, row: rows[$0], id: ids[$0]) }, id: \.id) { slot in
                ListRowView(nodes: [slot.row], hasSeparator: !cardPerRow && slot.index < rows.count - 1, padding: padding,
                            hasCard: cardPerRow)
            }
        })
    }
}

/// One row of a list: its view, padded and at least `ListMetrics.minimumRowHeight` tall, as wide as the section,
/// with its content leading; the separator below it (if any) is drawn over its bottom edge, adding no height.
struct ListRowView: View {
    /// A row and its position in its section.
    struct Slot {
        let index: Int
        let row: Node
        let id: String
    }

    let nodes: [Node]
    let hasSeparator: Bool
    /// From the card's (or list's) edges to the content, and the separator's inset, in points.
    let padding: CGFloat

    init(row: Node, hasSeparator: Bool, padding: CGFloat) {
        self.init(nodes: [row], hasSeparator: hasSeparator, padding: padding)
    }

    /// Whether the row is on a rounded card of its own (rows that `listRowSpacing` sets apart).
    var hasCard = false

    init(nodes: [Node], hasSeparator: Bool, padding: CGFloat, hasCard: Bool = false) {
        self.nodes = nodes
        self.hasSeparator = hasSeparator
        self.padding = padding
        self.hasCard = hasCard
    }

    var body: some View {
        RowCard(isShown: hasCard, content: ResolvedNodesView(nodes: nodes)
            .padding(.vertical, ListMetrics.rowVerticalPadding)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: .leading)
            .padding(.horizontal, padding))
            .overlay(alignment: .bottom) {
                if hasSeparator {
                    Divider().padding(.leading, padding)
                }
            }
    }
}

/// A row's own rounded card, when `listRowSpacing` sets rows apart; nothing at all otherwise: the row's views are
/// resolved in the same context, so their paths are what they are without it.
private struct RowCard<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let isShown: Bool
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard isShown else { return context.resolve(content) }
        return context.resolve(content.background(Color.secondarySystemGroupedBackground,
                                                  in: RoundedRectangle(cornerRadius: ListMetrics.cardCornerRadius)))
    }
}

/// The measurements of iOS's lists (`docs/approximations.md`, "Containers").
enum ListMetrics {
    /// UIKit's layout margins on iPhone, in points: 16 on screens narrower than 414 pt, 20 on the wider Plus and
    /// Max phones (UIKit's observed behaviour: table separators and cell content move in from 16 to 20 there). An
    /// inset-grouped card is inset by it from the list's edges, and rows are padded by it inside the card.
    static func layoutMargin(windowWidth: CGFloat) -> CGFloat { windowWidth >= wideWindowWidth ? 20 : 16 }
    /// The narrowest window, in points, with the wider margins.
    static let wideWindowWidth: CGFloat = 414
    /// The least height of a row, in points (UIKit's default cell height).
    static let minimumRowHeight: CGFloat = 44
    /// Padding above and below a row's content, in points (an estimate; a switch's 31 pt row stays at 44).
    static let rowVerticalPadding: CGFloat = 6
    /// The corner radius of an inset-grouped section's card, in points.
    static let cardCornerRadius: CGFloat = 10
    /// From the bottom of one section to the top of the next (its header, or its card), in points (an estimate
    /// from UIKit's grouped tables: 35 pt between cards).
    static let sectionSpacing: CGFloat = 35
    /// Above the first section, in points (an estimate).
    static let firstSectionTopPadding: CGFloat = 16
    /// Below the last section, the end of the scrolled content, in points (an estimate: about half the space between
    /// cards, as UIKit's grouped tables leave below their last section; scrolled to the end, the last card rests
    /// this far above the bottom bar or safe area).
    static let lastSectionBottomPadding: CGFloat = 20
    /// Between a header's text and its card, in points (an estimate).
    static let headerBottomPadding: CGFloat = 7
    /// Between a card and its footer's text, in points (an estimate).
    static let footerTopPadding: CGFloat = 7
    /// The point size of a link row's disclosure chevron, drawn semibold (an estimate: UIKit's disclosure indicator
    /// is about 8 × 14 pt, which a 14 pt semibold `chevron.right` matches).
    static let disclosurePointSize: CGFloat = 14
    /// The least space between a link row's label and its chevron, in points (an estimate).
    static let disclosureSpacing: CGFloat = 8
    /// The chevron's colour: the tertiary label colour (60, 60, 67) at 30 % (light), (235, 235, 245) at 30 % (dark).
    static let disclosureColor = HierarchicalShapeStyle.labels[2]
}
