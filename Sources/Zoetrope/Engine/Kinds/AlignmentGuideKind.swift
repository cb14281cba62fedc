import Foundation

/// Sets one alignment guide of its child (`.alignmentGuide`); other guides pass through.
struct AlignmentGuideKind: ViewKind {
    let rule: AlignmentGuideRule

    func name(of node: Node) -> String { "alignmentGuide" }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        let child = node.children[0]
        guard rule.key == key else { return layout.explicitGuide(key, of: child, proposal: proposal) }
        let childSize = layout.size(of: child, proposal: proposal)
        return rule.computeValue(layout.dimensions(of: child, size: childSize, proposal: proposal))
    }
}

extension NodeKind {
    static func alignmentGuide(_ rule: AlignmentGuideRule) -> NodeKind { NodeKind(AlignmentGuideKind(rule: rule)) }
}
