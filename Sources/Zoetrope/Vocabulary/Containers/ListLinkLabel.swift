import Foundation

/// A `NavigationLink`'s label in a `List` row, as iOS draws it: the label in the primary label colour rather than the
/// tint (a row of `Button`s keeps the tint), then a disclosure chevron (`chevron.right`, semibold, in the tertiary
/// label colour) at the row's trailing edge, vertically centred. The row's own padding
/// (`ListMetrics.layoutMargin`) puts the chevron that far in from the card's (or list's) trailing edge.
struct ListLinkLabel<Label: View>: View {
    let label: Label
    /// Whether the label is drawn in the primary colour: false when a foreground style is set around the link.
    let isPrimary: Bool
    /// Whether the chevron shows (`.navigationLinkIndicatorVisibility(.hidden)` hides it).
    let showsChevron: Bool

    var body: some View {
        HStack(spacing: ListMetrics.disclosureSpacing) {
            if isPrimary {
                label.foregroundStyle(Color.primary)
            } else {
                label
            }
            if showsChevron {
                Spacer(minLength: 0)
                Image(systemName: "chevron.right")
                    .font(.system(size: ListMetrics.disclosurePointSize, weight: .semibold))
                    .foregroundStyle(ListMetrics.disclosureColor)
            }
        }
    }
}
