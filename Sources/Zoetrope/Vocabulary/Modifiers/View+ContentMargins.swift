import Foundation

/// Which part of a scrollable view a content margin applies to: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: Int
    /// The content and the scroll indicators.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The scroll indicators only (Zoetrope draws none, so these margins change nothing).
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)

    /// Whether margins for this placement move the content.
    var movesContent: Bool { self != .scrollIndicators }
}

extension View {
    /// Insets the content of scroll views in this view by `insets` on `edges`: SwiftUI's
    /// `contentMargins(_:_:for:)`. The content rests that far inside the visible area at either end, and
    /// `containerRelativeFrame` inside divides the visible area less the margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        ContextView(content: self) { context in
            guard placement.movesContent else { return }
            var margins = context.environment.scrollContentMargins
            let graph = context.graph, path = context.path
            func checked(_ value: CGFloat, _ name: String) -> CGFloat {
                max(checkedFinite(value, "contentMargins \(name)") { graph.reportOnce(.warning, path: path, $0) }, 0)
            }
            if edges.contains(.top) { margins.top = checked(insets.top, "top") }
            if edges.contains(.leading) { margins.leading = checked(insets.leading, "leading") }
            if edges.contains(.bottom) { margins.bottom = checked(insets.bottom, "bottom") }
            if edges.contains(.trailing) { margins.trailing = checked(insets.trailing, "trailing") }
            context.environment.scrollContentMargins = margins
        }
    }

    /// Insets the content of scroll views in this view by `length` on `edges` (nil: the system's margin, none for a
    /// scroll view): SwiftUI's `contentMargins(_:_:for:)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? 0), for: placement)
    }

    /// Insets the content of scroll views in this view by `length` on every edge: SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Lets scroll views in this view draw their content outside their bounds: SwiftUI's `scrollClipDisabled(_:)`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        ContextView(content: self) { $0.environment.isScrollClipDisabled = disabled }
    }
}

/// `.safeAreaPadding`: more safe area around a view. A scroll view given it insets its content by as much and lets
/// it scroll under (as with content margins); any other view is padded by it.
struct SafeAreaPaddingView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let edges: Edge.Set
    let insets: EdgeInsets

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let graph = context.graph, path = context.path
        func checked(_ edge: Edge.Set, _ value: CGFloat, _ name: String) -> CGFloat {
            guard edges.contains(edge) else { return 0 }
            return checkedFinite(value, "safeAreaPadding \(name)") { graph.reportOnce(.warning, path: path, $0) }
        }
        let added = EdgeInsets(top: checked(.top, insets.top, "top"), leading: checked(.leading, insets.leading, "leading"),
                               bottom: checked(.bottom, insets.bottom, "bottom"), trailing: checked(.trailing, insets.trailing, "trailing"))
        let nodes = context.child("safeAreaPadding").resolve(content)
        if nodes.count == 1, let scroll = SceneEvaluator.scrollView(wrappedBy: nodes[0]) {
            let p = scroll.scrollSafeAreaPadding
            scroll.scrollSafeAreaPadding = EdgeInsets(top: p.top + added.top, leading: p.leading + added.leading,
                                                      bottom: p.bottom + added.bottom, trailing: p.trailing + added.trailing)
            return nodes
        }
        return context.wrapEach(nodes, component: "safeAreaPadding") { _ in .padding(added) }
    }
}

extension View {
    /// Adds `insets` on `edges` to this view's safe area: SwiftUI's `safeAreaPadding(_:)`. A scroll view keeps
    /// scrolling under it with its content inset by as much; other views are padded.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        SafeAreaPaddingView(content: self, edges: .all, insets: insets)
    }

    /// Adds `length` on `edges` to this view's safe area (nil: the system's padding, 16 pt): SwiftUI's
    /// `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        SafeAreaPaddingView(content: self, edges: edges, insets: EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` on every edge to this view's safe area: SwiftUI's `safeAreaPadding(_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        SafeAreaPaddingView(content: self, edges: .all, insets: EdgeInsets(.all, length))
    }
}
