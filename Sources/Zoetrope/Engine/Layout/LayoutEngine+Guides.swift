import Foundation

/// Alignment guide values: a view's explicit value for a guide (set by `.alignmentGuide`, a text baseline, or
/// merged from its children), else the guide's default for its size.
extension LayoutEngine {
    /// The position of `key` in `node` laid out at `size` for `proposal`, from the node's origin.
    func guide(_ key: AlignmentKey, of node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        dimensions(of: node, size: size, proposal: proposal)[key]
    }

    func dimensions(of node: Node, size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size) { key in self.explicitGuide(key, of: node, proposal: proposal) }
    }

    /// The explicit value of `key` in `node` for `proposal`, nil when neither the node nor its content sets it
    /// (each kind decides: `ViewKind.explicitGuide`).
    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize) -> CGFloat? {
        node.kind.explicitGuide(key, of: node, proposal: proposal, in: self)
    }
}
