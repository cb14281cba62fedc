import Foundation
import ZoetropeDisplay

/// SwiftUI's layout model over resolved nodes: a parent proposes a size, the child chooses its own, and the
/// parent places it. Frames are stored on the nodes, relative to their parent, rounded to the pixel grid.
struct LayoutEngine {
    /// Pixels per point: frames are rounded to multiples of 1 / scale (fidelity.md §0).
    let scale: Double
    /// Measures text (Pango in renders, fixed metrics in tests).
    let textMeasurer: any TextMeasuring

    /// Default spacing between two ordinary views (fidelity.md §8.1).
    static let defaultSpacing: CGFloat = 8

    // MARK: Sizing

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis? = nil) -> CGSize {
        switch node.kind {
        case .shape, .color:
            return proposal.replacingUnspecifiedDimensions()
        case let .symbol(_, _, _, _, size):
            return size
        case let .image(content):
            return content.size(for: proposal)
        case let .text(run, _):
            // Text wraps to the offered width and is as wide as its widest line.
            let maxWidth = proposal.width.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
            return textMeasurer.measure(run, maxWidth: maxWidth).size
        case let .spacer(minLength):
            let minimum = minLength ?? Self.defaultSpacing
            switch axis {
            case .horizontal?: return CGSize(width: max(proposal.width ?? minimum, minimum), height: 0)
            case .vertical?: return CGSize(width: 0, height: max(proposal.height ?? minimum, minimum))
            case nil: return CGSize(width: max(proposal.width ?? minimum, 0), height: max(proposal.height ?? minimum, 0))
            }
        case let .stack(stackAxis, _, spacing):
            return stackLayout(node, axis: stackAxis, spacing: spacing, proposal: proposal).size
        case .zstack:
            return zstackSize(node.children, proposal: proposal)
        case let .padding(insets):
            let inner = ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
            let child = childrenSize(node, proposal: inner)
            return CGSize(width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case let .frame(layout):
            let child = childrenSize(node, proposal: layout.childProposal(for: proposal))
            return layout.size(for: proposal, childSize: child)
        case .decoration, .mask:
            return size(of: node.children[0], proposal: proposal, axis: axis)
        case .fixedSize, .aspectRatio:
            return childrenSize(node, proposal: childProposal(of: node, for: proposal))
        case .offset, .opacity, .scale, .rotation, .passthrough, .shadow, .blur, .clip:
            if node.children.count == 1 { return size(of: node.children[0], proposal: proposal, axis: axis) }
            return zstackSize(node.children, proposal: proposal)
        }
    }

    /// What `.fixedSize` and `.aspectRatio` offer their child.
    private func childProposal(of node: Node, for proposal: ProposedViewSize) -> ProposedViewSize {
        switch node.kind {
        case let .fixedSize(horizontal, vertical):
            return ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        case let .aspectRatio(ratio, mode):
            let ideal = childrenSize(node, proposal: .unspecified)
            guard let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), r > 0, r.isFinite else { return proposal }
            switch (proposal.width, proposal.height) {
            case (nil, nil): return proposal
            case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
            case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
            case let (w?, h?):
                let wider = w / h > r
                switch mode {
                case .fit: return wider ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
                case .fill: return wider ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
                }
            }
        default:
            return proposal
        }
    }

    private func childrenSize(_ node: Node, proposal: ProposedViewSize) -> CGSize {
        node.children.count == 1 ? size(of: node.children[0], proposal: proposal) : zstackSize(node.children, proposal: proposal)
    }

    private func zstackSize(_ children: [Node], proposal: ProposedViewSize) -> CGSize {
        var result = CGSize.zero
        for child in children {
            let s = size(of: child, proposal: proposal)
            result.width = max(result.width, s.width)
            result.height = max(result.height, s.height)
        }
        return result
    }

    // MARK: Stacks

    struct StackResult {
        var size: CGSize
        /// Main-axis sizes and positions of the children, in order.
        var childSizes: [CGSize]
        var offsets: [CGFloat]
    }

    /// Spacing before child `index` (nil for the first). A Spacer asks for no spacing next to it unless the stack
    /// has an explicit spacing (fidelity.md §8.1).
    private func gap(before index: Int, in children: [Node], spacing: CGFloat?) -> CGFloat {
        if let spacing { return spacing }
        if case .spacer = children[index].kind { return 0 }
        if case .spacer = children[index - 1].kind { return 0 }
        return Self.defaultSpacing
    }

    /// SwiftUI's stack algorithm: children are offered an equal share of what is left, least flexible first.
    func stackLayout(_ node: Node, axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize) -> StackResult {
        let children = node.children
        guard !children.isEmpty else { return StackResult(size: .zero, childSizes: [], offsets: []) }
        var totalSpacing: CGFloat = 0
        for index in children.indices.dropFirst() { totalSpacing += gap(before: index, in: children, spacing: spacing) }
        let cross = proposal.value(along: axis == .horizontal ? .vertical : .horizontal)
        var sizes = [CGSize](repeating: .zero, count: children.count)

        if let main = proposal.value(along: axis) {
            // Flexibility: how much a child can grow between being offered nothing and everything.
            let flexibility: [CGFloat] = children.map { child in
                let small = size(of: child, proposal: .along(axis, 0, cross: cross), axis: axis).value(along: axis)
                let large = size(of: child, proposal: .along(axis, .infinity, cross: cross), axis: axis).value(along: axis)
                return large - small
            }
            // Higher layout priorities first; each group may use what the lower groups' minimum sizes leave.
            let minimum: [CGFloat] = children.map { size(of: $0, proposal: .along(axis, 0, cross: cross), axis: axis).value(along: axis) }
            var remaining = main - totalSpacing
            for priority in Set(children.map(\.layoutPriority)).sorted(by: >) {
                let group = children.indices.filter { children[$0].layoutPriority == priority }
                let order = group.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
                var available = remaining - reserved
                var count = CGFloat(order.count)
                for index in order {
                    let share = max(available / count, 0)
                    let s = size(of: children[index], proposal: .along(axis, share, cross: cross), axis: axis)
                    sizes[index] = s
                    available -= s.value(along: axis)
                    remaining -= s.value(along: axis)
                    count -= 1
                }
            }
        } else {
            for index in children.indices {
                sizes[index] = size(of: children[index], proposal: .along(axis, nil, cross: cross), axis: axis)
            }
        }

        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for index in children.indices {
            if index > 0 { position += gap(before: index, in: children, spacing: spacing) }
            offsets.append(position)
            position += sizes[index].value(along: axis)
            crossExtent = max(crossExtent, sizes[index].value(along: axis == .horizontal ? .vertical : .horizontal))
        }
        return StackResult(size: .along(axis, position, cross: crossExtent), childSizes: sizes, offsets: offsets)
    }

    // MARK: Placement

    /// Sizes `node` for `proposal` and places it at `origin` in its parent, then its children inside it.
    func place(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, axis: Axis? = nil) {
        let own = size(of: node, proposal: proposal, axis: axis)
        node.frame = CGRect(origin: origin, size: own)
        if case .text = node.kind { node.measuredTextWidth = own.width }
        let bounds = own
        switch node.kind {
        case .shape, .color, .spacer, .symbol, .text, .image:
            break
        case let .stack(stackAxis, alignment, spacing):
            let result = stackLayout(node, axis: stackAxis, spacing: spacing, proposal: proposal)
            for (index, child) in node.children.enumerated() {
                let childSize = result.childSizes[index]
                let aligned = alignment.origin(of: childSize, in: bounds)
                let p = stackAxis == .horizontal ? CGPoint(x: result.offsets[index], y: aligned.y)
                                                 : CGPoint(x: aligned.x, y: result.offsets[index])
                place(child, at: p, proposal: ProposedViewSize(childSize), axis: stackAxis)
            }
        case let .zstack(alignment):
            placeAligned(node.children, alignment: alignment, in: bounds, proposal: proposal)
        case let .padding(insets):
            let inner = CGSize(width: max(bounds.width - insets.leading - insets.trailing, 0),
                               height: max(bounds.height - insets.top - insets.bottom, 0))
            for child in node.children {
                let childSize = size(of: child, proposal: ProposedViewSize(inner))
                let aligned = Alignment.center.origin(of: childSize, in: inner)
                place(child, at: CGPoint(x: insets.leading + aligned.x, y: insets.top + aligned.y), proposal: ProposedViewSize(inner))
            }
        case let .frame(layout):
            placeAligned(node.children, alignment: layout.alignment, in: bounds, proposal: layout.childProposal(for: proposal))
        case .decoration, .mask:
            place(node.children[0], at: .zero, proposal: ProposedViewSize(bounds))
            // The decoration is offered exactly the primary view's size and aligned inside it.
            let decoration = node.children[1]
            decoration.frame = CGRect(origin: .zero, size: bounds)
            if case let .zstack(alignment) = decoration.kind {
                placeAligned(decoration.children, alignment: alignment, in: bounds, proposal: ProposedViewSize(bounds))
            }
        case .offset, .opacity, .scale, .rotation, .passthrough, .shadow, .blur, .clip:
            placeAligned(node.children, alignment: .center, in: bounds, proposal: proposal)
        case .fixedSize, .aspectRatio:
            placeAligned(node.children, alignment: .center, in: bounds, proposal: childProposal(of: node, for: proposal))
        }
    }

    private func placeAligned(_ children: [Node], alignment: Alignment, in bounds: CGSize, proposal: ProposedViewSize) {
        for child in children {
            let childSize = size(of: child, proposal: proposal)
            place(child, at: alignment.origin(of: childSize, in: bounds), proposal: proposal)
        }
    }

    /// Rounds every frame's edges to the pixel grid in canvas space, keeping frames relative to their parents.
    func roundToPixels(_ node: Node, parentOrigin: CGPoint = .zero, roundedParentOrigin: CGPoint = .zero) {
        let absolute = CGRect(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY,
                              width: node.frame.width, height: node.frame.height)
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let minX = snap(absolute.minX), minY = snap(absolute.minY)
        let maxX = absolute.width.isFinite ? snap(absolute.maxX) : absolute.maxX
        let maxY = absolute.height.isFinite ? snap(absolute.maxY) : absolute.maxY
        node.frame = CGRect(x: minX - roundedParentOrigin.x, y: minY - roundedParentOrigin.y, width: maxX - minX, height: maxY - minY)
        for child in node.children {
            roundToPixels(child, parentOrigin: absolute.origin, roundedParentOrigin: CGPoint(x: minX, y: minY))
        }
    }
}
