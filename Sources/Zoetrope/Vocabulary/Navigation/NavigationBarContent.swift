import Foundation

/// What a navigation bar shows: the back button and leading items, the inline title (or a principal item) in the
/// centre, and the trailing items, in the system's fonts and the tint. Each screen of a stack has its own, which
/// slides and fades as its screen comes and goes (`NavigationScreenBuilder.itemsNode`); the material behind them is
/// `NavigationBarBackground`.
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
    /// Which of the bar's parts this draws: at a push or pop the title and back button slide while the toolbar items
    /// fade where they are, as in UIKit.
    let part: Part

    enum Part {
        /// The title (or principal item) and the back button.
        case sliding
        /// The leading and trailing toolbar items, after room for the back button.
        case fixed
    }

    var body: some View {
        switch part {
        case .sliding:
            ZStack {
                titleView
                HStack(spacing: 0) {
                    backButton
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, NavigationMetrics.barItemInset)
            }
        case .fixed:
            HStack(spacing: 0) {
                // Room for the back button, which the sliding part draws.
                if backTitle != nil { backLabel.opacity(0).allowsHitTesting(false) }
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

    @ViewBuilder private var titleView: some View {
        if let first = principal.first {
            AnyView(first)
        } else if let title {
            if let scrollEdge, let threshold = scrollEdge.titleThreshold {
                ScrollLinked(content: Text(title).font(.headline).lineLimit(1), scroll: scrollEdge.scroll,
                             effect: .appear(start: threshold - NavigationMetrics.barAppearanceRamp, ramp: NavigationMetrics.barAppearanceRamp))
            } else {
                Text(title).font(.headline).lineLimit(1)
            }
        }
    }

    @ViewBuilder private var backButton: some View {
        if backTitle != nil {
            Button(action: pop) { backLabel }
                .accessibilityIdentifier("Back")
        }
    }

    /// The chevron and the previous screen's title.
    private var backLabel: some View {
        HStack(spacing: 5) {
            Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
            Text(backTitle ?? "").lineLimit(1)
        }
    }
}

/// The bar's material, up into the status bar, with a hairline along its bottom edge: shown once content scrolls
/// under the bar (over a scroll view), never over a screen without one.
struct NavigationBarBackground: View {
    let scrollEdge: BarScrollEdge?

    var body: some View {
        if let scrollEdge {
            ScrollLinked(content: material, scroll: scrollEdge.scroll,
                         effect: .appear(start: scrollEdge.backgroundStart, ramp: NavigationMetrics.barAppearanceRamp))
        }
    }

    private var material: some View {
        VStack(spacing: 0) {
            Rectangle().fill(.bar)
            Rectangle().fill(Color.separator).frame(height: 1.0 / 3)
        }
        .ignoresSafeArea(edges: .top)
    }
}

/// How a navigation bar follows its screen's scroll view: the offset (points) by which a large title has gone
/// under the bar, where its inline title is fully shown, and the offset where content starts to pass under the bar's
/// bottom edge, where its material starts to show.
struct BarScrollEdge {
    let scroll: Node
    let titleThreshold: CGFloat?
    let backgroundStart: CGFloat
}
