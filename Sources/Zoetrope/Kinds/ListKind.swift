import Foundation
import ZoetropeDisplay

/// A list's scrolling container: it takes the whole proposal (its content's size where a dimension is
/// unspecified), offers its content the width and an unspecified height (the content is as tall as it wants),
/// places it at the top moved up by `contentOffset` points, and clips it to its frame.
struct ListKind: ViewKind {
    /// How far the content is scrolled up, in points (0 until scrolling exists: `List.contentOffset`).
    let contentOffset: CGFloat

    func name(of node: Node) -> String { "List" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        let content = layout.childrenSize(node, proposal: ProposedViewSize(width: proposal.width, height: nil))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height
        return CGSize(width: width, height: height)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let offered = ProposedViewSize(width: size.width, height: nil)
        return node.children.map { _ in LayoutEngine.ChildPlacement(origin: CGPoint(x: 0, y: -contentOffset), proposal: offered) }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        layer.clip = DisplayPath.rect(CGRect(origin: .zero, size: layer.frame.size))
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] { ["contentOffset": .number(Double(contentOffset))] }
}

extension NodeKind {
    static func list(contentOffset: CGFloat) -> NodeKind { NodeKind(ListKind(contentOffset: contentOffset)) }
}
