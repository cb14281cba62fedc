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

    private var margin: CGFloat { appearance == .insetGrouped ? ListMetrics.sectionMargin : 0 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !section.header.isEmpty {
                ResolvedNodesView(nodes: section.header)
                    .padding(.leading, margin + ListMetrics.rowPadding)
                    .padding(.trailing, margin + ListMetrics.rowPadding)
                    .padding(.bottom, ListMetrics.headerBottomPadding)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(section.rows.indices.map { ListRowView.Slot(index: $0, row: section.rows[$0], id: section.rowIDs[$0]) }, id: \.id) { slot in
                    ListRowView(row: slot.row, hasSeparator: slot.index < section.rows.count - 1)
                }
            }
            .background(appearance == .insetGrouped ? Color.secondarySystemGroupedBackground : Color.clear,
                        in: RoundedRectangle(cornerRadius: ListMetrics.cardCornerRadius))
            .padding(.horizontal, margin)
            if !section.footer.isEmpty {
                ResolvedNodesView(nodes: section.footer)
                    .padding(.leading, margin + ListMetrics.rowPadding)
                    .padding(.trailing, margin + ListMetrics.rowPadding)
                    .padding(.top, ListMetrics.footerTopPadding)
            }
        }
        .padding(.top, isFirst ? ListMetrics.firstSectionTopPadding : ListMetrics.sectionSpacing)
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

    let row: Node
    let hasSeparator: Bool

    var body: some View {
        ResolvedNodesView(nodes: [row])
            .padding(.vertical, ListMetrics.rowVerticalPadding)
            .frame(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: .leading)
            .padding(.horizontal, ListMetrics.rowPadding)
            .overlay(alignment: .bottom) {
                if hasSeparator {
                    Divider().padding(.leading, ListMetrics.rowPadding)
                }
            }
    }
}

/// The measurements of iOS's lists (`docs/approximations.md`, "Containers").
enum ListMetrics {
    /// How far an inset-grouped section's card is inset from the list's edges, in points (UIKit's layout margin on
    /// iPhones narrower than 414 pt; wider ones use 20).
    static let sectionMargin: CGFloat = 16
    /// The row content's padding from the card's edges, in points (the same margin; separators start here).
    static let rowPadding: CGFloat = 16
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
    /// Between a header's text and its card, in points (an estimate).
    static let headerBottomPadding: CGFloat = 7
    /// Between a card and its footer's text, in points (an estimate).
    static let footerTopPadding: CGFloat = 7
}
