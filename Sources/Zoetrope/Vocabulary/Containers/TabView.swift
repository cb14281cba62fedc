import Foundation

/// Pages with a tab bar to switch between them: SwiftUI's `TabView` in iOS's default (tab bar) style. Each view of
/// the content is a page; its `.tabItem` is its item in the bar and its `.tag` the selection value that shows it
/// (or use `Tab`, which sets both). The selected page fills the space above the bar, which counts as unsafe area
/// for it (`TabPageKind`): a scroll view or `List` page reaches under the bar, its content inset to rest above it.
/// The bar (`TabBar`) is 49 pt tall above the bottom safe area, with its material reaching to the bottom edge.
/// Tapping an item selects its page at once, without animation, as on iOS.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected page is the one whose tag equals `selection` (the first page when none does).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let tabs = context.child("TabView")
        var pageContext = tabs.child("content")
        let visibility = TabBarVisibility()
        pageContext.environment.tabBarVisibility = visibility
        let pages = pageContext.resolve(content)
        guard !pages.isEmpty else { return [] }
        let tags = pages.enumerated().map { index, page in page.containerTraits.tag ?? AnyHashable(index) }
        // Without a binding the tab view keeps its own selection, starting on the first page.
        let own = tabs.graph.storage(for: tabs.path + "#selection", initial: tags[0])
        let current = selection.map { AnyHashable($0.wrappedValue) } ?? own.value
        let selected = tags.firstIndex(of: current) ?? 0
        let items = pages.enumerated().map { index, page in
            TabBarItem(page.containerTraits.tabItem.map { tabs.child("item\(index)").resolve($0) } ?? [])
        }
        let selection = self.selection
        let select: (Int) -> Void = { index in
            var instant = Transaction()
            instant.disablesAnimations = true
            withTransaction(instant) {
                if let selection {
                    if let value = tags[index].base as? SelectionValue { selection.wrappedValue = value }
                } else {
                    own.set(tags[index])
                }
            }
        }
        // A page that hides the bar (`.toolbar(.hidden, for: .tabBar)`) fills the tab view.
        let page = pages[selected]
        // (The modifier's path is inside the page's, or the page's node is inside the modifier it was made through.)
        if visibility.hiddenPaths.contains(where: { $0 == page.path || $0.hasPrefix(page.path + "/") || page.path.hasPrefix($0 + "/") }) {
            return tabs.resolve(TabPage(page: page), component: "layout")
        }
        let layout = VStack(spacing: 0) {
            TabPage(page: page)
            TabBar(items: items, selectedIndex: selected, scroll: Self.scrollView(in: page), select: select)
        }
        return tabs.resolve(layout, component: "layout")
    }

    /// A page's scroll view (a `List` is one): the first in it, depth first.
    static func scrollView(in page: Node) -> Node? {
        if page.kind.is(ScrollKind.self) { return page }
        for child in page.children { if let found = scrollView(in: child) { return found } }
        return nil
    }
}

/// The views inside a tab view's pages that hide its bar, by path.
final class TabBarVisibility {
    var hiddenPaths: [String] = []
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting on the first page.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A page of a `TabView` with its item in the tab bar and its selection value: SwiftUI's (iOS 18) `Tab`.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String
    let value: Value?
    let content: Content

    /// A tab titled `title` with the symbol `systemImage`, selected when the tab view's selection is `value`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// The content with its tab item and tag.
    public var body: some View {
        let title = self.title, systemImage = self.systemImage
        return ContainerTraitsView(content: content.tabItem { Label(title, systemImage: systemImage) }, tag: value.map(AnyHashable.init))
    }
}

extension Tab where Value == Never {
    /// A tab titled `title` with the symbol `systemImage`, in a tab view without a selection binding.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

/// Sets a tag that may be absent (a `Tab` without a value keeps its position as its tag).
struct ContainerTraitsView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable?

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content)
        if let tag { nodes.forEach { $0.containerTraits.tag = tag } }
        return nodes
    }
}
