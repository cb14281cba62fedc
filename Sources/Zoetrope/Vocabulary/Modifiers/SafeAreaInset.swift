import Foundation

/// The top or bottom edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// The leading or trailing edge: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

extension View {
    /// Shows `content` above or below this view and insets this view's safe area by its height (and `spacing`):
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`. This view is laid out in what is left; a scroll
    /// view or a background inside that ignores the safe area still reaches under `content`, as on iOS.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(),
                          kind: SafeAreaInsetKind(edge: edge == .top ? .top : .bottom,
                                                  alignment: Alignment(horizontal: alignment, vertical: .center),
                                                  spacing: spacing ?? SafeAreaInsetKind.defaultSpacing))
    }

    /// Shows `content` beside this view and insets this view's safe area by its width (and `spacing`): SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a horizontal edge.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(),
                          kind: SafeAreaInsetKind(edge: edge == .leading ? .leading : .trailing,
                                                  alignment: Alignment(horizontal: .center, vertical: alignment),
                                                  spacing: spacing ?? SafeAreaInsetKind.defaultSpacing))
    }
}

struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let inset: Inset
    let kind: SafeAreaInsetKind

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let node = context.child("safeAreaInset")
        let content = node.child("content").single(node.child("content").resolve(self.content))
        let inset = node.child("inset").single(node.child("inset").resolve(self.inset))
        return [node.node(NodeKind(kind), children: [content, inset])]
    }
}

/// `safeAreaInset`: children[0] is the view, laid out in the space left by children[1], the inset content, which
/// sits against `edge`. The view's safe area ends where the inset begins.
struct SafeAreaInsetKind: ViewKind {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    /// The spacing when none is given. SwiftUI documents "the default amount of spacing" without a number; none is
    /// taken here (docs/approximations.md, "Safe area insets").
    static let defaultSpacing: CGFloat = 0

    func name(of node: Node) -> String { "safeAreaInset" }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset content's size for the whole view's `proposal`: offered the whole length across its edge, its own
    /// along it.
    private func insetSize(_ node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGSize {
        layout.size(of: node.children[1], proposal: isVertical ? ProposedViewSize(width: proposal.width, height: nil)
                                                               : ProposedViewSize(width: nil, height: proposal.height))
    }

    /// What is offered to the view: the proposal less the inset and the spacing along the edge's axis.
    private func contentProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
        let taken = (isVertical ? inset.height : inset.width) + spacing
        return isVertical ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - taken, 0) })
                          : ProposedViewSize(width: proposal.width.map { max($0 - taken, 0) }, height: proposal.height)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        let inset = insetSize(node, proposal: proposal, in: layout)
        let content = layout.size(of: node.children[0], proposal: contentProposal(proposal, inset: inset))
        return isVertical ? CGSize(width: max(content.width, inset.width), height: content.height + spacing + inset.height)
                          : CGSize(width: content.width + spacing + inset.width, height: max(content.height, inset.height))
    }

    /// Where the view and the inset go in the whole, `size`: the view's frame, the inset's origin and size.
    private func frames(_ node: Node, size: CGSize, in layout: LayoutEngine) -> (content: CGRect, inset: CGRect) {
        let whole = ProposedViewSize(size)
        let inset = insetSize(node, proposal: whole, in: layout)
        let taken = (isVertical ? inset.height : inset.width) + spacing
        let content: CGRect
        var insetOrigin: CGPoint
        switch edge {
        case .top:
            content = CGRect(x: 0, y: taken, width: size.width, height: max(size.height - taken, 0))
            insetOrigin = CGPoint(x: 0, y: 0)
        case .bottom:
            content = CGRect(x: 0, y: 0, width: size.width, height: max(size.height - taken, 0))
            insetOrigin = CGPoint(x: 0, y: size.height - inset.height)
        case .leading:
            content = CGRect(x: taken, y: 0, width: max(size.width - taken, 0), height: size.height)
            insetOrigin = CGPoint(x: 0, y: 0)
        case .trailing:
            content = CGRect(x: 0, y: 0, width: max(size.width - taken, 0), height: size.height)
            insetOrigin = CGPoint(x: size.width - inset.width, y: 0)
        }
        // Lined up with the view on the alignment's guide across the edge.
        let d = layout.dimensions(of: node.children[1], size: inset,
                                  proposal: isVertical ? ProposedViewSize(width: size.width, height: nil)
                                                       : ProposedViewSize(width: nil, height: size.height))
        let view = layout.dimensions(of: node.children[0], size: content.size, proposal: ProposedViewSize(content.size))
        if isVertical {
            let guide = alignment.horizontal.key
            insetOrigin.x = content.minX + view[guide] - d[guide]
        } else {
            let guide = alignment.vertical.key
            insetOrigin.y = content.minY + view[guide] - d[guide]
        }
        return (content, CGRect(origin: insetOrigin, size: inset))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let (content, inset) = frames(node, size: size, in: layout)
        return [LayoutEngine.ChildPlacement(origin: content.origin, proposal: ProposedViewSize(content.size)),
                LayoutEngine.ChildPlacement(origin: inset.origin, proposal: ProposedViewSize(inset.size))]
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let (content, inset) = frames(node, size: size, in: layout)
        // The view's safe area stops where the inset's strip begins (the spacing included).
        var contentSpace = inner
        let strip: CGRect
        switch edge {
        case .top: strip = CGRect(x: global.minX, y: global.minY, width: size.width, height: content.minY)
        case .bottom: strip = CGRect(x: global.minX, y: global.minY + content.maxY, width: size.width, height: size.height - content.maxY)
        case .leading: strip = CGRect(x: global.minX, y: global.minY, width: content.minX, height: size.height)
        case .trailing: strip = CGRect(x: global.minX + content.maxX, y: global.minY, width: size.width - content.maxX, height: size.height)
        }
        var safe = contentSpace.safeArea
        switch edge {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, strip.maxY), width: safe.width, height: max(safe.maxY - max(safe.minY, strip.maxY), 0))
        case .bottom: safe = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: max(min(safe.maxY, strip.minY) - safe.minY, 0))
        case .leading: safe = CGRect(x: max(safe.minX, strip.maxX), y: safe.minY, width: max(safe.maxX - max(safe.minX, strip.maxX), 0), height: safe.height)
        case .trailing: safe = CGRect(x: safe.minX, y: safe.minY, width: max(min(safe.maxX, strip.minX) - safe.minX, 0), height: safe.height)
        }
        contentSpace.safeArea = safe
        layout.place(node.children[0], at: content.origin, proposal: ProposedViewSize(content.size), in: contentSpace)
        layout.place(node.children[1], at: inset.origin, proposal: isVertical ? ProposedViewSize(width: size.width, height: nil)
                                                                               : ProposedViewSize(width: nil, height: size.height),
                     in: inner)
        return true
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? { nil }
}
