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
