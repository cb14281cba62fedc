import Foundation

/// Where a subtree is placed on the canvas: its parent's origin, the safe area, and the named coordinate spaces
/// above it, all in canvas points before pixel rounding.
struct PlacementSpace {
    /// The parent's origin on the canvas.
    var origin: CGPoint
    var safeArea: CGRect
    /// The whole canvas.
    var bounds: CGRect
    /// The canvas origin of each `.coordinateSpace(name:)` above the subtree.
    var named: [AnyHashable: CGPoint] = [:]

    /// The space of a canvas's root view.
    init(canvas: Canvas) {
        let insets = canvas.safeAreaInsets
        origin = .zero
        bounds = CGRect(origin: .zero, size: canvas.size)
        safeArea = CGRect(x: insets.leading, y: insets.top, width: canvas.size.width - insets.leading - insets.trailing,
                          height: canvas.size.height - insets.top - insets.bottom)
    }

    /// How far the unsafe area reaches into `frame` (canvas coordinates) on each edge.
    func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(safeArea.minY - frame.minY, 0), leading: max(safeArea.minX - frame.minX, 0),
                   bottom: max(frame.maxY - safeArea.maxY, 0), trailing: max(frame.maxX - safeArea.maxX, 0))
    }

    /// `frame` grown to the canvas edge on each of `edges` where it reaches the safe area's edge.
    func expanding(_ frame: CGRect, on edges: Edge.Set) -> CGRect {
        let touch: CGFloat = 1e-6
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safeArea.minY + touch { minY = min(minY, bounds.minY) }
        if edges.contains(.leading), minX <= safeArea.minX + touch { minX = min(minX, bounds.minX) }
        if edges.contains(.bottom), maxY >= safeArea.maxY - touch { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.trailing), maxX >= safeArea.maxX - touch { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension LayoutEngine {
    /// Where a child goes in its parent and what it is offered.
    struct ChildPlacement {
        var origin: CGPoint
        var proposal: ProposedViewSize
        /// The axis of the stack the child is in, for spacers.
        var axis: Axis?
    }

    /// Each child's placement in `node` laid out at `size` for `proposal`, in child order. (Decorations, readers
    /// and safe-area extension need the canvas and are placed in `place`.)
    func arrangement(of node: Node, size bounds: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let children = node.children
        switch node.kind {
        case .shape, .color, .spacer, .symbol, .text, .divider, .image:
            return []
        case let .stack(axis, alignment, spacing):
            let result = stackLayout(node, axis: axis, alignment: alignment, spacing: spacing, proposal: proposal)
            return children.indices.map { index in
                let main = result.offsets[index], cross = result.crossOffsets[index]
                return ChildPlacement(origin: axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main),
                                      proposal: result.childProposals[index], axis: axis)
            }
        case let .zstack(alignment):
            // A ZStack is as large as its aligned children, so their union's origin is its own.
            return alignedUnion(children, alignment: alignment, proposal: proposal).origins.map {
                ChildPlacement(origin: $0, proposal: proposal)
            }
        case let .padding(insets):
            let inner = CGSize(width: max(bounds.width - insets.leading - insets.trailing, 0),
                               height: max(bounds.height - insets.top - insets.bottom, 0))
            return aligned(children, .center, in: inner, proposal: ProposedViewSize(inner)).map {
                ChildPlacement(origin: CGPoint(x: $0.origin.x + insets.leading, y: $0.origin.y + insets.top), proposal: $0.proposal)
            }
        case let .frame(layout):
            return aligned(children, layout.alignment, in: bounds, proposal: layout.childProposal(for: proposal))
        case let .position(point):
            return children.map { child in
                let s = size(of: child, proposal: proposal)
                return ChildPlacement(origin: CGPoint(x: point.x - s.width / 2, y: point.y - s.height / 2), proposal: proposal)
            }
        case .fixedSize, .aspectRatio:
            return aligned(children, .center, in: bounds, proposal: childProposal(of: node, for: proposal))
        case .decoration, .mask, .geometryReader, .preferenceReader:
            return children.map { _ in ChildPlacement(origin: .zero, proposal: ProposedViewSize(bounds)) }
        case .offset, .opacity, .scale, .rotation, .passthrough, .alignmentGuide, .ignoresSafeArea, .coordinateSpace, .live, .matched,
             .shadow, .blur, .clip, .preference, .preferenceObserver:
            return aligned(children, .center, in: bounds, proposal: proposal)
        }
    }

    /// Children offered `proposal`, each with its guides on the container's default guides for `alignment`.
    private func aligned(_ children: [Node], _ alignment: Alignment, in container: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let frame = ViewDimensions(size: container)
        return children.map { child in
            let s = size(of: child, proposal: proposal)
            let d = dimensions(of: child, size: s, proposal: proposal)
            return ChildPlacement(origin: CGPoint(x: frame[alignment.horizontal.key] - d[alignment.horizontal.key],
                                                  y: frame[alignment.vertical.key] - d[alignment.vertical.key]),
                                  proposal: proposal)
        }
    }

    // MARK: Placement

    /// Sizes `node` for `proposal` and places it at `origin` in its parent, then its children inside it.
    func place(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, axis: Axis? = nil, in space: PlacementSpace) {
        let own = size(of: node, proposal: proposal, axis: axis)
        node.frame = CGRect(origin: origin, size: own)
        node.proposal = proposal
        if case .text = node.kind { node.measuredTextWidth = own.width }
        var inner = space
        inner.origin = CGPoint(x: space.origin.x + origin.x, y: space.origin.y + origin.y)
        let global = CGRect(origin: inner.origin, size: own)

        switch node.kind {
        case let .coordinateSpace(name):
            inner.named[name] = inner.origin
        case let .geometryReader(content):
            let proxy = GeometryProxy(size: own, globalFrame: global, safeAreaInsets: space.safeAreaInsets(of: global),
                                      namedOrigins: inner.named)
            node.children = content.build(proxy, frameGraph)
        case let .ignoresSafeArea(edges):
            // The child is offered the grown frame and centred in it; this node keeps the size its parent chose.
            let grown = space.expanding(global, on: edges)
            for child in node.children {
                let s = size(of: child, proposal: ProposedViewSize(grown.size))
                let at = CGPoint(x: grown.minX - global.minX + (grown.width - s.width) / 2,
                                 y: grown.minY - global.minY + (grown.height - s.height) / 2)
                place(child, at: at, proposal: ProposedViewSize(grown.size), in: inner)
            }
            return
        case let .decoration(alignment, _), let .mask(alignment):
            place(node.children[0], at: .zero, proposal: ProposedViewSize(own), in: inner)
            placeDecoration(node.children[1], on: node.children[0], size: own, alignment: alignment, in: inner)
            return
        case let .preferenceReader(content):
            // The secondary content depends on the primary's laid-out geometry: built once the primary is placed.
            place(node.children[0], at: .zero, proposal: ProposedViewSize(own), in: inner)
            node.children = [node.children[0], content.build(node.children[0], inner.origin, self)]
            placeDecoration(node.children[1], on: node.children[0], size: own, alignment: content.alignment, in: inner)
            return
        default:
            break
        }
        let placements = arrangement(of: node, size: own, proposal: proposal)
        for (child, placement) in zip(node.children, placements) {
            place(child, at: placement.origin, proposal: placement.proposal, axis: placement.axis, in: inner)
        }
        if case let .preferenceObserver(observer) = node.kind, frameGraph == nil {
            observer.observe(node, space.origin, self)
        }
    }

    /// Places a decoration's views in the primary view's frame: each is offered exactly the primary's size and
    /// lined up on the primary's guides.
    private func placeDecoration(_ decoration: Node, on primaryNode: Node, size own: CGSize, alignment: Alignment,
                                 in inner: PlacementSpace) {
        decoration.frame = CGRect(origin: .zero, size: own)
        let primary = dimensions(of: primaryNode, size: own, proposal: ProposedViewSize(own))
        for child in decoration.children {
            let s = size(of: child, proposal: ProposedViewSize(own))
            let d = dimensions(of: child, size: s, proposal: ProposedViewSize(own))
            let at = CGPoint(x: primary[alignment.horizontal.key] - d[alignment.horizontal.key],
                             y: primary[alignment.vertical.key] - d[alignment.vertical.key])
            place(child, at: at, proposal: ProposedViewSize(own), in: inner)
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
