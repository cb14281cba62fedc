import Foundation

/// Extends its content into the safe area on those of the edges it touches (`.ignoresSafeArea`): the content is
/// offered the grown frame and centred in it; this view keeps the size its parent chose.
struct IgnoresSafeAreaKind: ViewKind {
    let edges: Edge.Set

    func name(of node: Node) -> String { "ignoresSafeArea" }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let grown = space.expanding(global, on: edges)
        for child in node.children {
            let s = layout.size(of: child, proposal: ProposedViewSize(grown.size))
            let at = CGPoint(x: grown.minX - global.minX + (grown.width - s.width) / 2,
                             y: grown.minY - global.minY + (grown.height - s.height) / 2)
            layout.place(child, at: at, proposal: ProposedViewSize(grown.size), in: inner)
        }
        return true
    }
}

extension NodeKind {
    static func ignoresSafeArea(_ edges: Edge.Set) -> NodeKind { NodeKind(IgnoresSafeAreaKind(edges: edges)) }
}
