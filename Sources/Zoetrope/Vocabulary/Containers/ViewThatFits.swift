import Foundation

/// Shows the first of its views that fits: SwiftUI's `ViewThatFits`. Each view in turn is measured at its ideal size
/// along `axes` (the proposal along the others); the first whose ideal size fits the space offered on those axes is
/// laid out and drawn, the others are not drawn. When none fits, the last is shown. Unconstrained axes (a proposal
/// of nil) fit anything.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let container = context.child("ViewThatFits")
        return [container.node(NodeKind(ViewThatFitsKind(axes: axes)), children: container.resolve(content))]
    }
}

/// `ViewThatFits`' container: sized as the child it chooses, which it alone draws (`Node.chosenChild`).
struct ViewThatFitsKind: ViewKind {
    let axes: Axis.Set

    func name(of node: Node) -> String { "ViewThatFits" }

    var walkTraits: WalkTraits { .choosesChild }

    /// The child shown for `proposal`.
    func choice(of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> Int? {
        guard !node.children.isEmpty else { return nil }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, child) in node.children.enumerated() {
            let size = layout.size(of: child, proposal: ideal)
            // Half a thousandth of a point of slack: a text measured at its own width fits that width.
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.0005 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.0005 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return node.children.count - 1
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        guard let chosen = choice(of: node, proposal: proposal, in: layout) else { return .zero }
        return layout.size(of: node.children[chosen], proposal: proposal)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let chosen = choice(of: node, proposal: proposal, in: layout)
        node.chosenChild = chosen.map(Int32.init) ?? -1
        return node.children.indices.map { index in
            // The others are laid out at their ideal size where they would be, and not drawn.
            guard index == chosen else { return LayoutEngine.ChildPlacement(origin: .zero, proposal: .unspecified) }
            let childSize = layout.size(of: node.children[index], proposal: proposal)
            return LayoutEngine.ChildPlacement(origin: CGPoint(x: (size.width - childSize.width) / 2,
                                                               y: (size.height - childSize.height) / 2),
                                               proposal: proposal)
        }
    }
}
