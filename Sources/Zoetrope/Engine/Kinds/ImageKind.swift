import Foundation
import ZoetropeDisplay

/// A picture file (`Image("name")`), or its placeholder, sized by its content mode and resizability.
struct ImageKind: LeafKind {
    let content: ImageContent

    func name(of node: Node) -> String { "Image" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        content.size(for: proposal)
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        layer.content = [content.item(in: layer.frame.size)]
    }
}

extension NodeKind {
    static func image(_ content: ImageContent) -> NodeKind { NodeKind(ImageKind(content: content)) }
}
