import Foundation
import ZoetropeDisplay

/// What one kind of resolved view does, in one place: its layout (its size, where its children go, its explicit
/// alignment guides), its animatable attributes, what it draws and what inspection shows of it. Every `Node` holds
/// one (`Node.kind`); a new kind of view is one new file with a type conforming to this protocol.
///
/// The defaults are a modifier's: sized like its content, its content centred in it, nothing drawn of its own,
/// nothing animated but its frame.
protocol ViewKind {
    /// The short type name inspection shows (`Circle`, `VStack`, `padding`).
    func name(of node: Node) -> String
    /// The size the node chooses for `proposal` (`axis`: the stack it is in, for spacers).
    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize
    /// Each child's placement in the node laid out at `size` for `proposal`, in child order.
    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement]
    /// Before its children are placed: places them itself when that needs the canvas (decorations, safe area) and
    /// answers true, or adjusts what they are placed in (named spaces, children built from geometry) and answers
    /// false to leave them to `arrangement`. `global` is the node's frame on the canvas.
    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool
    /// Once the node and its children are placed.
    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine)
    /// The node's own value of alignment guide `key` for `proposal`, nil when it and its content set none.
    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat?
    /// Its animatable attributes besides the frame, each in its animatable unit (`NodeAttributes`).
    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)]
    /// Adds what it draws (leaf content) and its render effects (transform, opacity, shadow, blur, clip) to
    /// `layer`, reading presented values from `sampler`.
    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler)
    /// After `draw`, for the few kinds whose effect is defined on the canvas rather than in their own coordinates
    /// (`.canvasEffect` in their `walkTraits`): adds it to `layer`, reading where the node is on the canvas as the
    /// trace walk draws it (`placement`: every effect above it counted).
    func drawOnCanvas(_ node: Node, into layer: inout NodeLayer, placement: CanvasPlacement, sampler: Sampler)
    /// Its geometry effect, SwiftUI's `GeometryEffect`: how it moves its content's coordinates inside its frame of
    /// `size` without changing layout (an offset, a scale or rotation about an anchor, an affine transform), in its
    /// own coordinates, with values presented by `sampler` (model values in layout). The one hook that layout
    /// placement (`CoordinateTransform`: `GeometryProxy.frame(in:)`, named spaces, anchors) and the trace walk
    /// (drawing, hit-testing) both compose. nil when it has none; kinds that have one list `.geometryEffect` in
    /// their `walkTraits`.
    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D?
    /// Its perspective effect (`rotation3DEffect`, a non-affine `projectionEffect`) in its own coordinates for a
    /// frame of `size`, with values presented by `sampler`: drawn as its layer's projection, and counted by layout
    /// in `GeometryProxy.frame(in:)` and named spaces. nil when it has none; kinds that have one list
    /// `.perspectiveEffect` in their `walkTraits`.
    func perspectiveEffect(of node: Node, size: CGSize, sampler: Sampler) -> Projection?
    /// How its children are drawn.
    var drawingRole: Node.DrawingRole { get }
    /// What the trace walk must look into at every frame (`Node.walkTraits`): most kinds have none.
    var walkTraits: WalkTraits { get }
    /// The kind as the trace knows it: its name and the attributes it traces (`TracedKind.plain` for none).
    var traced: TracedKind { get }
    /// Its traced attributes at the sampler's time: what it is painted with and its effects' presented values, each
    /// with its descriptor (one of `traced.attributes`).
    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute]
    /// What one of its animatable attributes (`animatableValues`) is, for readers of its track values (the motion
    /// spec): nil for one it does not describe.
    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute?
    /// Whether a touch at `point`, in the view's own coordinates, lands on it when its frame is `size`: by default
    /// anywhere in the frame; a shape only inside its outline, a content shape inside its shape.
    func hitContains(_ point: CGPoint, size: CGSize) -> Bool
}

extension ViewKind {
    func name(of node: Node) -> String { String(node.path.split(separator: "/").last ?? "") }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        if node.children.count == 1 { return layout.size(of: node.children[0], proposal: proposal, axis: axis) }
        return layout.alignedUnion(node.children, alignment: .center, proposal: proposal).size
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        layout.aligned(node.children, .center, in: size, proposal: proposal)
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool { false }

    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine) {}

    /// Containers and modifiers: a single child's value passes on, moved by the child's origin; several children's
    /// values are merged with the guide's `_combineExplicit`, which the edge and centre guides never do.
    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        if node.children.count != 1 && key.isFrameGuide { return nil }
        // Children without a value for the guide need no layout.
        let values = node.children.map { layout.explicitGuide(key, of: $0, proposal: proposal) }
        guard values.contains(where: { $0 != nil }) else { return nil }
        let own = layout.size(of: node, proposal: proposal)
        let placements = layout.arrangement(of: node, size: own, proposal: proposal)
        var moved: [CGFloat] = []
        for (index, child) in node.children.enumerated() {
            let placement = placements[index]
            guard let value = layout.explicitGuide(key, of: child, proposal: placement.proposal) else { continue }
            moved.append(value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y))
        }
        return node.children.count == 1 ? moved.first : key.combine(moved)
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [] }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {}

    func drawOnCanvas(_ node: Node, into layer: inout NodeLayer, placement: CanvasPlacement, sampler: Sampler) {}

    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? { nil }

    func perspectiveEffect(of node: Node, size: CGSize, sampler: Sampler) -> Projection? { nil }

    var drawingRole: Node.DrawingRole { .container }

    var walkTraits: WalkTraits { [] }

    var traced: TracedKind { .plain }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [] }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? { nil }

    func hitContains(_ point: CGPoint, size: CGSize) -> Bool { CGRect(origin: .zero, size: size).contains(point) }
}

/// The few kinds the trace walk treats apart, as flags a node keeps (`Node.walkTraits`): a frame of thousands of
/// views then tests a bit per node instead of casting its kind to each of those types (docs/performance.md).
struct WalkTraits: OptionSet {
    let rawValue: UInt8
    /// A matched-geometry member (`MatchedKind`).
    static let matched = WalkTraits(rawValue: 1 << 0)
    /// A `GeometryReader` (`GeometryReaderKind`).
    static let geometryReader = WalkTraits(rawValue: 1 << 1)
    /// A live view, whose content depends on the frame's time (`LiveKind`).
    static let live = WalkTraits(rawValue: 1 << 2)
    /// A zoom transition source (`TransitionSourceKind`).
    static let transitionSource = WalkTraits(rawValue: 1 << 3)
    /// A geometry effect (`ViewKind.geometryEffect`): `.offset`, `.scaleEffect`, `.rotationEffect`, a transform.
    static let geometryEffect = WalkTraits(rawValue: 1 << 4)
    /// An effect defined on the canvas (`ViewKind.drawOnCanvas`): the screen behind a sheet, a navigation screen.
    static let canvasEffect = WalkTraits(rawValue: 1 << 5)
    /// A perspective effect (`ViewKind.perspectiveEffect`): `rotation3DEffect`, a non-affine `projectionEffect`.
    static let perspectiveEffect = WalkTraits(rawValue: 1 << 6)
    /// A container that draws one of its children, chosen by layout (`ViewThatFits`: `Node.chosenChild`).
    static let choosesChild = WalkTraits(rawValue: 1 << 7)
}

/// A leaf: it chooses its size from the proposal and places no children.
protocol LeafKind: ViewKind {}

extension LeafKind {
    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] { [] }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? { nil }
}

/// The kind of a node: one `ViewKind` value. Each kind's file adds the factory its views use (`.offset(size)`,
/// `.stack(axis:alignment:spacing:)`, …), and code that needs one kind's data asks for it with `as(_:)`.
struct NodeKind {
    let base: any ViewKind

    init(_ base: any ViewKind) {
        self.base = base
    }

    /// The kind as `type`, nil when it is another kind.
    func `as`<Kind: ViewKind>(_ type: Kind.Type) -> Kind? { base as? Kind }

    /// Whether it is of kind `type`.
    func `is`<Kind: ViewKind>(_ type: Kind.Type) -> Bool { base is Kind }
}

extension NodeKind: ViewKind {
    func name(of node: Node) -> String { base.name(of: node) }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        base.size(of: node, proposal: proposal, axis: axis, in: layout)
    }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        base.arrangement(of: node, size: size, proposal: proposal, in: layout)
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        base.placeChildren(of: node, size: size, global: global, space: space, inner: &inner, in: layout)
    }

    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine) { base.didPlace(node, space: space, in: layout) }

    func explicitGuide(_ key: AlignmentKey, of node: Node, proposal: ProposedViewSize, in layout: LayoutEngine) -> CGFloat? {
        base.explicitGuide(key, of: node, proposal: proposal, in: layout)
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { base.animatableValues(of: node) }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) { base.draw(node, into: &layer, sampler: sampler) }

    func drawOnCanvas(_ node: Node, into layer: inout NodeLayer, placement: CanvasPlacement, sampler: Sampler) {
        base.drawOnCanvas(node, into: &layer, placement: placement, sampler: sampler)
    }

    func geometryEffect(of node: Node, size: CGSize, sampler: Sampler) -> Transform2D? {
        base.geometryEffect(of: node, size: size, sampler: sampler)
    }

    func perspectiveEffect(of node: Node, size: CGSize, sampler: Sampler) -> Projection? {
        base.perspectiveEffect(of: node, size: size, sampler: sampler)
    }

    var drawingRole: Node.DrawingRole { base.drawingRole }

    var walkTraits: WalkTraits { base.walkTraits }

    var traced: TracedKind { base.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { base.attributes(of: node, sampler: sampler) }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        base.trackedAttribute(attribute, of: node)
    }

    func hitContains(_ point: CGPoint, size: CGSize) -> Bool { base.hitContains(point, size: size) }
}

extension Node {
    /// Inspection's value for a colour: the presented colour, 8 bits a component.
    func inspectedColor(_ model: ResolvedColor, sampler: Sampler) -> InspectedValue {
        .colour(HexColour(sampler.fill(of: self, model: model).displayColor))
    }

    /// The presented fill colour, nil when it is fully transparent (nothing to draw).
    func visibleFill(_ model: ResolvedColor, sampler: Sampler) -> ResolvedColor? {
        let color = sampler.fill(of: self, model: model)
        return color.opacity > 0 ? color : nil
    }
}
