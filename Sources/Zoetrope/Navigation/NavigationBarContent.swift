import Foundation

/// What a navigation bar shows: the back button and leading items, the inline title (or a principal item) in the
/// centre, and the trailing items, in the system's fonts and the tint.
struct NavigationBarContent: View {
    let title: String?
    let principal: [any View]
    /// The back button's label (the previous screen's title, or "Back"); nil hides the button.
    let backTitle: String?
    let leading: [any View]
    let trailing: [any View]
    let pop: () -> Void

    var body: some View {
        ZStack {
            if let first = principal.first {
                AnyView(first)
            } else if let title {
                Text(title).font(.headline).lineLimit(1)
            }
            HStack(spacing: 0) {
                if let backTitle {
                    Button(action: pop) {
                        HStack(spacing: 5) {
                            Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                            Text(backTitle).lineLimit(1)
                        }
                    }
                    .accessibilityIdentifier("Back")
                }
                if !leading.isEmpty {
                    ForEach(Array(leading.enumerated()), id: \.offset) { AnyView($0.element).padding(.horizontal, 8) }
                }
                Spacer(minLength: 0)
                if !trailing.isEmpty {
                    ForEach(Array(trailing.enumerated()), id: \.offset) { AnyView($0.element).padding(.horizontal, 8) }
                }
            }
            .padding(.horizontal, NavigationMetrics.barItemInset)
        }
    }
}
