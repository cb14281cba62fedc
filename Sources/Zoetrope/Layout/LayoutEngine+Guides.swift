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

    /// The explicit value of `key` in `node` for `proposal`, nil when neither the node nor its content sets it.
    /// Single-child modifiers pass their child's value on (moved by the child's origin); containers of several
    /// children merge theirs with the guide's `_combineExplicit`, which the edge and centre guides never do.
    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize) -> CGFloat? {
        switch node.kind {
        case let .text(run, _):
            if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(measure(run, proposal: proposal).firstBaseline) }
            if key == VerticalAlignment.lastTextBaseline.key { return CGFloat(measure(run, proposal: proposal).lastBaseline) }
            return nil
        case let .alignmentGuide(rule):
            let child = node.children[0]
            guard rule.key == key else { return explicitGuide(key, of: child, proposal: proposal) }
            let childSize = size(of: child, proposal: proposal)
            return rule.computeValue(dimensions(of: child, size: childSize, proposal: proposal))
        case .decoration, .mask, .preferenceReader:
            return explicitGuide(key, of: node.children[0], proposal: proposal)
        case .shape, .color, .symbol, .spacer, .divider, .geometryReader, .image:
            return nil
        case .stack, .zstack, .padding, .frame, .fixedSize, .aspectRatio, .offset, .opacity, .scale, .rotation,
             .passthrough, .position, .ignoresSafeArea, .coordinateSpace, .live, .matched, .shadow, .blur, .clip,
             .preference, .preferenceObserver:
            if node.children.count != 1 && key.isFrameGuide { return nil }
            // Children without a value for the guide need no layout.
            let values = node.children.map { explicitGuide(key, of: $0, proposal: proposal) }
            guard values.contains(where: { $0 != nil }) else { return nil }
            let own = size(of: node, proposal: proposal)
            let placements = arrangement(of: node, size: own, proposal: proposal)
            var moved: [CGFloat] = []
            for (index, child) in node.children.enumerated() {
                let placement = placements[index]
                guard let value = explicitGuide(key, of: child, proposal: placement.proposal) else { continue }
                moved.append(value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y))
            }
            return node.children.count == 1 ? moved.first : key.combine(moved)
        }
    }
}
