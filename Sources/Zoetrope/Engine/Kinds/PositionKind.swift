import Foundation

/// Takes the whole proposal and centres its content on a point of it (`.position`).
struct PositionKind: ViewKind {
    let point: CGPoint

    func name(of node: Node) -> String { "position" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { child in
            let s = layout.size(of: child, proposal: proposal)
            return LayoutEngine.ChildPlacement(origin: CGPoint(x: point.x - s.width / 2, y: point.y - s.height / 2), proposal: proposal)
        }
    }
}

extension NodeKind {
    static func position(_ point: CGPoint) -> NodeKind { NodeKind(PositionKind(point: point)) }
}
