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
    /// Its name in inspection: "ScrollView", or "List" for the scroll view a `List` is.
    var inspectionName = "ScrollView"

    /// A scroll view along `axes` (vertical by default) around `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let scroll = context.child("ScrollView")
        if let link = context.environment.scrollPosition { link.scrollToChangedID(scroll) }
        let offset = scroll.graph.scrollOffsetStorage(for: scroll.path).value
        let shows = showsIndicators && context.environment.scrollIndicators != .hidden && context.environment.scrollIndicators != .never
        let environment = context.environment
        let kind = NodeKind.scroll(axes: axes, showsIndicators: shows, requestedOffset: offset,
                                   isDisabled: !environment.isScrollEnabled, name: inspectionName, settle: environment.scrollSettle,
                                   contentMargins: environment.scrollContentMargins, isClipDisabled: environment.isScrollClipDisabled,
                                   positionLink: environment.scrollPosition)
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

extension ViewGraph {
    /// The stored content offset of the scroll view at `path` (points, before clamping): state kept between
    /// evaluations like a `@State`, so live content made for a frame reads the offset of its time.
    func scrollOffsetStorage(for path: String) -> StateStorage<CGPoint> {
        storage(for: path + ".contentOffset", initial: CGPoint.zero)
    }
}
