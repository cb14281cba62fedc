import Foundation

/// `GeometryReader`: takes the whole proposal; its children are made during layout from its geometry and placed
/// at its top-leading corner, offered its size.
struct GeometryReaderKind: ViewKind {
    let content: GeometryReaderContent

    func name(of node: Node) -> String { "GeometryReader" }

    var walkTraits: WalkTraits { .geometryReader }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: ProposedViewSize(size)) }
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let proxy = GeometryProxy(size: size, coordinates: inner.coordinates, safeAreaInsets: space.safeAreaInsets(of: global),
                                  namedSpaces: inner.named)
        // Recorded by the scene's own layout only: frames laid out again on drawing threads (a morphing matched
        // member's copy) share this content and must not write to it.
        if layout.frameGraph == nil {
            content.placement.proxy = proxy
            content.placement.scrolls = space.scrolls
        }
        node.children = content.build(proxy, layout.frameGraph)
        return false
    }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? { nil }
}

extension NodeKind {
    static func geometryReader(_ content: GeometryReaderContent) -> NodeKind { NodeKind(GeometryReaderKind(content: content)) }
}
