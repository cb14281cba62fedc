import Foundation

/// A frame sized from the nearest container (`containerRelativeFrame`): along `axes` it is as long as `length` makes
/// the container's length (`LayoutEngine.containerSize`), a fixed frame there; along the other axes it is sized
/// like its content. The content is offered the frame's length and aligned in it.
struct ContainerRelativeFrameKind: ViewKind {
    let axes: Axis.Set
    let alignment: Alignment
    /// The frame's length along an axis from the container's length there (points).
    let length: (CGFloat, Axis) -> CGFloat

    func name(of node: Node) -> String { "containerRelativeFrame" }

    /// The fixed frame this is in `engine`: the container's lengths, or the proposal's where no container is known.
    func frame(for proposal: ProposedViewSize, in engine: LayoutEngine) -> FrameLayout {
        func along(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let container = engine.containerSize.map { axis == .horizontal ? $0.width : $0.height } ?? proposal.value(along: axis) ?? 0
            let value = length(container, axis)
            return value.isFinite ? max(value, 0) : 0
        }
        return .fixed(width: along(.horizontal), height: along(.vertical), alignment: alignment)
    }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in engine: LayoutEngine) -> CGSize {
        let layout = frame(for: proposal, in: engine)
        return layout.size(for: proposal, childSize: engine.childrenSize(node, proposal: layout.childProposal(for: proposal)))
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in engine: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        let layout = frame(for: proposal, in: engine)
        return engine.aligned(node.children, alignment, in: size, proposal: layout.childProposal(for: proposal))
    }

    /// SwiftUI's division of a container's length into `count` columns with `spacing` between them, `span` of them
    /// (and the spacing between those) making the view's length.
    static func length(of container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
        let column = (container - spacing * (count - 1)) / count
        return column * span + spacing * (span - 1)
    }
}

extension NodeKind {
    static func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment,
                                       length: @escaping (CGFloat, Axis) -> CGFloat) -> NodeKind {
        NodeKind(ContainerRelativeFrameKind(axes: axes, alignment: alignment, length: length))
    }
}
