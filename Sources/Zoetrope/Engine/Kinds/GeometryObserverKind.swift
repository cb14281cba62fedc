import Foundation

/// Lays out like its child and, once placed by the scene's layout, hands its own geometry to its observer
/// (`.onGeometryChange`). Layouts made for one frame (live content, a morph's copy) do not observe.
struct GeometryObserverKind: ViewKind {
    /// Called with the view's geometry each time the scene's layout places it.
    let observe: (GeometryProxy) -> Void

    func name(of node: Node) -> String { "onGeometryChange" }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        guard layout.frameGraph == nil else { return false }
        var proxy = GeometryProxy(size: size, coordinates: inner.coordinates, safeAreaInsets: space.safeAreaInsets(of: global),
                                  namedSpaces: inner.named)
        // `bounds(of: .scrollView)`: the innermost scroll view's size, as a `visualEffect`'s proxy knows it.
        for axis in [nil, Axis.horizontal, .vertical] as [Axis?] {
            let name = AnyHashable(ScrollViewSpaceName(axis: axis))
            guard inner.named[name] != nil, let scroll = space.scrolls.last(where: { node in
                guard let axis else { return true }
                return node.kind.as(ScrollKind.self)?.axes.contains(axis == .horizontal ? .horizontal : .vertical) == true
            }) else { continue }
            proxy.namedSizes[name] = scroll.frame.size
        }
        observe(proxy)
        return false
    }
}

extension NodeKind {
    static func geometryObserver(_ observe: @escaping (GeometryProxy) -> Void) -> NodeKind {
        NodeKind(GeometryObserverKind(observe: observe))
    }
}
