import Foundation

/// Names its frame as a coordinate space for `GeometryProxy.frame(in:)` and gestures (`.coordinateSpace(name:)`).
struct CoordinateSpaceKind: ViewKind {
    let spaceName: AnyHashable

    func name(of node: Node) -> String { "coordinateSpace" }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        inner.named[spaceName] = inner.coordinates
        return false
    }
}

extension NodeKind {
    static func coordinateSpace(_ name: AnyHashable) -> NodeKind { NodeKind(CoordinateSpaceKind(spaceName: name)) }
}
