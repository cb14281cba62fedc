import Foundation

/// A scrollable view: SwiftUI's `ScrollView`. It fills the space it is offered, lays its content out at its ideal
/// length along `axes`, clips it, and shows it moved by its content offset, which a script's `Scroll` or `Drag`, or
/// a `ScrollViewProxy.scrollTo`, changes (see `ScrollKind`).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it shows scroll indicators (Zoetrope draws none: docs/approximations.md, "Scrolling").
    public var showsIndicators: Bool
    /// What it scrolls.
    public var content: Content

    /// A scroll view along `axes` (vertical by default) around `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let scroll = context.child("ScrollView")
        let offset = scroll.graph.scrollOffsetStorage(for: scroll.path).value
        let shows = showsIndicators && context.environment.scrollIndicators != .hidden && context.environment.scrollIndicators != .never
        let kind = NodeKind.scroll(axes: axes, showsIndicators: shows, requestedOffset: offset,
                                   isDisabled: !context.environment.isScrollEnabled)
        var children = scroll.resolve(content)
        if children.count > 1 {
            // Several views scroll as one stack along the scrolled axis, as in SwiftUI.
            let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
            let stack = scroll.child(axis == .vertical ? "VStack" : "HStack")
            children = [stack.node(.stack(axis: axis, alignment: .center, spacing: nil), children: children)]
        }
        return [scroll.node(kind, children: children)]
    }
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice (shown while scrolling on iOS).
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown (while scrolling, on iOS).
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

extension View {
    /// Stops scroll views in this view from scrolling when dragged: SwiftUI's `scrollDisabled(_:)`.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Whether scroll views in this view show their indicators: SwiftUI's `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        ContextView(content: self) { $0.environment.scrollIndicators = visibility }
    }
}

extension ViewGraph {
    /// The stored content offset of the scroll view at `path` (points, before clamping): state kept between
    /// evaluations like a `@State`, so live content made for a frame reads the offset of its time.
    func scrollOffsetStorage(for path: String) -> StateStorage<CGPoint> {
        storage(for: path + ".contentOffset", initial: CGPoint.zero)
    }
}
