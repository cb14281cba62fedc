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
    /// How the bar follows the screen's scroll view, if it has one.
    let scrollEdge: BarScrollEdge?
    let pop: () -> Void

    var body: some View {
        ZStack {
            if let scrollEdge {
                ScrollLinked(content: background, scroll: scrollEdge.scroll,
                             effect: .appear(threshold: scrollEdge.backgroundThreshold, duration: NavigationMetrics.barAppearanceDuration))
            }
            if let first = principal.first {
                AnyView(first)
            } else if let title {
                if let scrollEdge, let threshold = scrollEdge.titleThreshold {
                    ScrollLinked(content: Text(title).font(.headline).lineLimit(1), scroll: scrollEdge.scroll,
                                 effect: .appear(threshold: threshold, duration: NavigationMetrics.barAppearanceDuration))
                } else {
                    Text(title).font(.headline).lineLimit(1)
                }
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

    /// The bar's material, up into the status bar, with a hairline along its bottom edge.
    private var background: some View {
        VStack(spacing: 0) {
            Rectangle().fill(.bar)
            Rectangle().fill(Color.separator).frame(height: 1.0 / 3)
        }
        .ignoresSafeArea(edges: .top)
    }
}

/// How a navigation bar follows its screen's scroll view: the offsets (points) past which its material and, for a
/// large title, its inline title fade in.
struct BarScrollEdge {
    let scroll: Node
    let titleThreshold: CGFloat?
    let backgroundThreshold: CGFloat
}
