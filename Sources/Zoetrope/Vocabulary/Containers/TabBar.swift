import Foundation

/// What a tab bar shows for one page: the title and symbol found in its `.tabItem` label.
struct TabBarItem {
    var title: String?
    var symbol: String?

    /// The first text and the first symbol in the resolved label.
    init(_ label: [Node]) {
        for node in label {
            node.forEachNode { inner in
                if title == nil, let text = inner.textContent { title = text }
                if symbol == nil, let name = inner.symbolName { symbol = name }
            }
        }
    }
}

/// iOS's tab bar: `TabBarMetrics.height` tall above the bottom safe area, and the items spread equally across it: a
/// symbol over a 10 pt medium title, the selected item in the tint and the others grey. Tab bars show the filled
/// variant of a symbol when there is one. Its `.bar` material (reaching the bottom edge) and the hairline along its
/// top are its standard look, shown only while the page's scroll view has content below the bar; at the scroll
/// edge (the content's end above the bar, or a page that does not scroll) the bar is transparent, as UIKit's
/// `scrollEdgeAppearance` has made it since iOS 15; the look fades out over the last
/// `NavigationMetrics.barAppearanceRamp` points of scrolling before the end, as the navigation bar's fades in.
struct TabBar: View {
    let items: [TabBarItem]
    let selectedIndex: Int
    /// The selected page's scroll view, if it has one.
    let scroll: Node?
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                TabBarButton(item: items[index], isSelected: index == selectedIndex)
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: TabBarMetrics.height)
        .background {
            if let scroll {
                ScrollLinked(content: standardLook, scroll: scroll,
                             effect: .appearBeforeEnd(ramp: NavigationMetrics.barAppearanceRamp))
            }
        }
    }

    /// The material reaching the bottom edge, with a hairline along the top.
    private var standardLook: some View {
        ZStack(alignment: .top) {
            Rectangle().fill(.bar).ignoresSafeArea(edges: .bottom)
            Divider()
        }
    }
}

/// One item of a `TabBar`.
struct TabBarButton: View {
    let item: TabBarItem
    let isSelected: Bool

    var body: some View {
        VStack(spacing: TabBarMetrics.titleSpacing) {
            if let symbol = item.symbol {
                Image(systemName: SymbolCatalog.glyph(named: symbol + ".fill") != nil ? symbol + ".fill" : symbol)
                    .font(.system(size: TabBarMetrics.symbolPointSize))
                    .frame(height: TabBarMetrics.symbolHeight)
            }
            if let title = item.title {
                Text(title).font(.system(size: TabBarMetrics.titlePointSize, weight: .medium))
            }
        }
        .padding(.top, TabBarMetrics.topPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .foregroundStyle(isSelected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.gray))
    }
}

/// The measurements of iOS's tab bar (`docs/approximations.md`, "Containers").
enum TabBarMetrics {
    /// The bar's height above the bottom safe area on iPhone, in points (UIKit's `UITabBar`, iOS 11–18).
    static let height: CGFloat = 49
    /// The point size of the items' symbols (an estimate: UIKit draws tab bar symbols at about 25 pt tall).
    static let symbolPointSize: CGFloat = 22
    /// The height of the symbol's row, in points (an estimate).
    static let symbolHeight: CGFloat = 25
    /// The titles: 10 pt medium (UIKit's tab bar item font).
    static let titlePointSize: CGFloat = 10
    /// Between the symbol and the title, in points (an estimate).
    static let titleSpacing: CGFloat = 2
    /// From the bar's top to the symbol's row, in points (an estimate).
    static let topPadding: CGFloat = 7
}
