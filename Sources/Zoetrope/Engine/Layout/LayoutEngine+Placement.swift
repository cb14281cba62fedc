import Foundation
import ZoetropeDisplay

/// Where a subtree is placed on the canvas: its parent's origin, the geometry effects around it, the safe area, and
/// the named coordinate spaces above it, all in canvas points before pixel rounding.
struct PlacementSpace {
    /// The parent's layout origin on the canvas (no effect counted: layout and the safe area ignore effects).
    var origin: CGPoint
    /// The geometry effects around the subtree, canvas to canvas (`CoordinateTransform.effects`).
    var effects = Transform2D.identity
    /// All of them when a perspective one is among them (`CoordinateTransform.perspective`).
    var perspective: Projection?
    var safeArea: CGRect
    /// The whole canvas.
    var bounds: CGRect
    /// The coordinates of each `.coordinateSpace(name:)` above the subtree.
    var named: [AnyHashable: CoordinateTransform] = [:]
    /// The scroll views around the subtree, outermost first: a `GeometryReader` inside follows their offsets.
    var scrolls: [Node] = []

    /// The space of a canvas's root view.
    init(canvas: SceneCanvas) {
        let insets = canvas.safeAreaInsets
        origin = .zero
        bounds = CGRect(origin: .zero, size: canvas.size)
        safeArea = CGRect(x: insets.leading, y: insets.top, width: canvas.size.width - insets.leading - insets.trailing,
                          height: canvas.size.height - insets.top - insets.bottom)
    }

    /// The parent's coordinates: its layout origin with the effects around it.
    var coordinates: CoordinateTransform {
        get { CoordinateTransform(origin: origin, effects: effects, perspective: perspective) }
        set {
            origin = newValue.origin
            effects = newValue.effects
            perspective = newValue.perspective
        }
    }

    /// How far the unsafe area reaches into `frame` (canvas coordinates) on each edge.
    func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(safeArea.minY - frame.minY, 0), leading: max(safeArea.minX - frame.minX, 0),
                   bottom: max(frame.maxY - safeArea.maxY, 0), trailing: max(frame.maxX - safeArea.maxX, 0))
    }

    /// A space for laying the view whose canvas frame here is `frame` out again at `size` from the origin (a
    /// matched member while it morphs): its content touches the safe area's edges where `frame` does, and grows
    /// past them by as much as it would here. SwiftUI takes a view's safe area from layout; the morph only moves and
    /// resizes what is presented, so a background that ignores the safe area covers the same strips all along.
    func carryingSafeArea(of frame: CGRect, to size: CGSize) -> PlacementSpace {
        let touch: CGFloat = 1e-6, far: CGFloat = 1e9
        let top = frame.minY <= safeArea.minY + touch, leading = frame.minX <= safeArea.minX + touch
        let bottom = frame.maxY >= safeArea.maxY - touch, trailing = frame.maxX >= safeArea.maxX - touch
        var space = self
        space.origin = .zero
        let safeMinX = leading ? 0 : -far, safeMinY = top ? 0 : -far
        let safeMaxX = trailing ? size.width : far, safeMaxY = bottom ? size.height : far
        space.safeArea = CGRect(x: safeMinX, y: safeMinY, width: safeMaxX - safeMinX, height: safeMaxY - safeMinY)
        let minX = leading ? -(frame.minX - bounds.minX) : -far, minY = top ? -(frame.minY - bounds.minY) : -far
        let maxX = trailing ? size.width + (bounds.maxX - frame.maxX) : far
        let maxY = bottom ? size.height + (bounds.maxY - frame.maxY) : far
        space.bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return space
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
        node.kind.arrangement(of: node, size: bounds, proposal: proposal, in: self)
    }

    /// Children offered `proposal`, each with its guides on the container's default guides for `alignment`.
    func aligned(_ children: [Node], _ alignment: Alignment, in container: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
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
        var inner = space
        inner.origin = CGPoint(x: space.origin.x + origin.x, y: space.origin.y + origin.y)
        // Its geometry effect (model values) moves what it holds, not its own layout.
        if node.walkTraits.contains(.geometryEffect), let effect = node.kind.geometryEffect(of: node, size: own, sampler: modelSampler) {
            inner.coordinates = inner.coordinates.applying(effect)
        }
        if node.walkTraits.contains(.perspectiveEffect),
           let projection = node.kind.perspectiveEffect(of: node, size: own, sampler: modelSampler) {
            inner.coordinates = inner.coordinates.applying(projection)
        }
        let global = CGRect(origin: inner.origin, size: own)
        if !node.kind.placeChildren(of: node, size: own, global: global, space: space, inner: &inner, in: self) {
            let placements = arrangement(of: node, size: own, proposal: proposal)
            for (child, placement) in zip(node.children, placements) {
                place(child, at: placement.origin, proposal: placement.proposal, axis: placement.axis, in: inner)
            }
        }
        node.kind.didPlace(node, space: space, in: self)
    }

    /// Reads model values: where views are going (what layout, hit-testing and anchors see).
    var modelSampler: Sampler { Sampler(tracks: TrackStore(), layout: self, time: nil) }

    /// Places a decoration's views in the primary view's frame: each is offered exactly the primary's size and
    /// lined up on the primary's guides.
    func placeDecoration(_ decoration: Node, on primaryNode: Node, size own: CGSize, alignment: Alignment,
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

    /// `size`, with each dimension within half a pixel of `final`'s taken as `final`'s: laid-out sizes are whole
    /// pixels, so a size that differs from the final one by less than a pixel rounds to it.
    func settled(_ size: CGSize, toward final: CGSize) -> CGSize {
        let half = 0.5 / CGFloat(scale)
        return CGSize(width: abs(size.width - final.width) < half ? final.width : size.width,
                      height: abs(size.height - final.height) < half ? final.height : size.height)
    }

    /// Rounds every frame's edges to the pixel grid in canvas space, keeping frames relative to their parents.
    /// `parentOrigin` is where the node's parent's layout frame is on the canvas (on the pixel grid). The grid is
    /// the canvas's, and layout is what is rounded: layout origins (`Node.visitLayout`), no effect counted.
    func roundToPixels(_ node: Node, parentOrigin: CGPoint = .zero) {
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        // The context is where the parent's rounded frame is on the canvas.
        node.visitLayout(parentOrigin, parentOrigin: parentOrigin) { node, _, origin, roundedParentOrigin in
            let absolute = CGRect(x: origin.x, y: origin.y, width: node.frame.width, height: node.frame.height)
            let minX = snap(absolute.minX), minY = snap(absolute.minY)
            let maxX = absolute.width.isFinite ? snap(absolute.maxX) : absolute.maxX
            let maxY = absolute.height.isFinite ? snap(absolute.maxY) : absolute.maxY
            node.frame = CGRect(x: minX - roundedParentOrigin.x, y: minY - roundedParentOrigin.y, width: maxX - minX,
                                height: maxY - minY)
            return CGPoint(x: minX, y: minY)
        }
    }
}
