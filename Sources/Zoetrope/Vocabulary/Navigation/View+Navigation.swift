import Foundation

/// A view whose modifier writes into the screen being evaluated (title, toolbar, transition) and adds no node.
struct NavigationScreenModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (NavigationScreenInfo) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        if let screen = context.environment.navigation?.screen { apply(screen) }
        return context.resolve(content)
    }
}

/// A bar a view shows or hides: SwiftUI's `ToolbarPlacement` (the iOS bars).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// The navigation bar, on iOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// `toolbar(_:for:)`: hides the screen's navigation bar or the tab view's bar; adds no node.
struct ToolbarVisibilityView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let visibility: Visibility
    let bars: [ToolbarPlacement]

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let hidden = visibility == .hidden
        // No bar named (`.toolbar(.hidden)`): the platform's default bar, the navigation bar on iOS.
        for placement in bars.isEmpty ? [.automatic] : bars {
            switch placement.bar {
            case .automatic, .navigationBar:
                if hidden, let screen = context.environment.navigation?.screen { screen.barHidden = true }
            case .tabBar:
                if hidden { context.environment.tabBarVisibility?.hiddenPaths.append(context.path) }
            case .bottomBar:
                break
            }
        }
        return context.resolve(content)
    }
}

/// Registers a destination for pushed values of one type with the enclosing stack, then resolves its content.
struct NavigationDestinationView<Content: View, D: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let destination: (D) -> any View

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.environment.navigation?.controller?.register(D.self, destination: destination)
        return context.resolve(content)
    }
}

extension View {
    /// The title of the screen this view is the content of, shown in the navigation bar.
    public func navigationTitle(_ title: String) -> some View {
        NavigationScreenModifierView(content: self) { $0.title = title }
    }

    /// Whether the screen's title is large (below the bar, collapsing as content scrolls) or inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScreenModifierView(content: self) { $0.displayMode = displayMode }
    }

    /// Whether navigation links in this view show a disclosure indicator: SwiftUI's
    /// `navigationLinkIndicatorVisibility(_:)`. `.automatic` and `.visible` show the chevron on a list row's link;
    /// `.hidden` hides it (links outside lists never show one here).
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        ContextView(content: self) { $0.environment.navigationLinkIndicatorVisibility = visibility }
    }

    /// Hides the back button of the screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationScreenModifierView(content: self) { $0.backButtonHidden = hidesBackButton }
    }

    /// Shows or hides bars while this view shows: SwiftUI's `toolbar(_:for:)` (iOS 16). `.hidden` for
    /// `.navigationBar` (or `.automatic`) removes the screen's navigation bar, its content starting below the status
    /// bar; for `.tabBar`, the enclosing `TabView`'s bar while this view's page is selected, the page filling the tab
    /// view. `.visible` and `.automatic` show them as usual. A bottom bar is not drawn yet, with or without this.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ToolbarVisibilityView(content: self, visibility: visibility, bars: bars)
    }

    /// SwiftUI's `toolbarVisibility(_:for:)` (iOS 18): `toolbar(_:for:)` renamed.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ToolbarVisibilityView(content: self, visibility: visibility, bars: bars)
    }

    /// Items in the screen's navigation bar.
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarItemList) -> some View {
        let items = content().toolbarItems
        return NavigationScreenModifierView(content: self) { $0.toolbarItems += items }
    }

    /// Views in the trailing end of the screen's navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let item = ToolbarItemValue(placement: .automatic, view: content())
        return NavigationScreenModifierView(content: self) { $0.toolbarItems.append(item) }
    }

    /// How this screen arrives when pushed or presented, and leaves: `.zoom(sourceID:in:)` or `.automatic`.
    public func navigationTransition(_ style: NavigationTransition) -> some View {
        NavigationScreenModifierView(content: self) { $0.transition = style }
    }

    /// The screen a pushed value of type `data` shows, for `NavigationLink(value:)` and a stack's path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationDestinationView(content: self, destination: { destination($0) })
    }

    /// Marks this view as the source a `.navigationTransition(.zoom(sourceID:in:))` screen zooms out of and back into.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        matchedTransitionSource(id: id, in: namespace) { $0 }
    }

    /// Marks this view as a zoom transition's source, styled by `configuration` (its background, clip shape and
    /// shadow while the screen zooms).
    public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View {
        let key = TransitionSourceKey(id: id, namespace: namespace)
        let style = configuration(EmptyMatchedTransitionSourceConfiguration()).sourceStyle
        return EnvironmentModifiedView(content: self, component: "matchedTransitionSource") {
            .transitionSource(TransitionSource(key: key, style: style.resolved(in: $0.colorScheme)))
        }
    }

    /// Whether the view (and what it holds) receives touches: SwiftUI's `allowsHitTesting`.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        TraitView(content: self) { $0.allowsHitTesting = enabled }
    }
}
