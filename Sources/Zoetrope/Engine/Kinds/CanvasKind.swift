import Foundation
import ZoetropeDisplay

/// What a `Canvas` draws: its renderer and the environment it was evaluated in.
struct CanvasContent {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    /// The scene canvas the Canvas was evaluated on: its renderer runs while frames are drawn, outside the
    /// evaluation, and reads `UIScreen.main` as that scene's screen.
    var screen: SceneCanvas? = SceneScreen.current
}

/// A `Canvas`: it takes the whole proposal, like a shape, and runs its renderer at the size it is drawn at (the
/// presented size while its frame animates), every frame.
struct CanvasKind: LeafKind {
    let content: CanvasContent

    func name(of node: Node) -> String { "Canvas" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Its children are its symbols: laid out at their ideal size, drawn only through the renderer (no child is
    /// chosen to be drawn in place: `Node.chosenChild` stays -1).
    var walkTraits: WalkTraits { .choosesChild }

    func arrangement(of node: Node, size: CGSize, proposal: ProposedViewSize, in layout: LayoutEngine) -> [LayoutEngine.ChildPlacement] {
        node.children.map { _ in LayoutEngine.ChildPlacement(origin: .zero, proposal: .unspecified) }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        // A canvas draws into a layer of its own (SwiftUI's `Canvas` has its own colour mode and opacity): its blend
        // modes combine its drawings with one another, not with the views behind it.
        layer.content = recording(of: node, size: layer.frame.size, sampler: sampler).isolatedItems
    }

    /// What the renderer draws on a canvas of `size`, with the canvas's symbols as `sampler` shows them.
    func recording(of node: Node, size: CGSize, sampler: Sampler) -> GraphicsContext.Recording {
        var context = GraphicsContext(size: size, environment: content.environment, measurer: sampler.layout.textMeasurer)
        if !node.children.isEmpty {
            context.symbols = GraphicsContext.SymbolTable { tag in
                guard let child = node.children.first(where: { Self.tag(of: $0) == tag }) else { return nil }
                var walker = TraceWalker(sampler: sampler)
                let items = FrameDrawer(entries: walker.walk(child)).item(0).map { [$0] } ?? []
                return GraphicsContext.ResolvedSymbol(size: child.frame.size, items: items)
            }
        }
        SceneScreen.$current.withValue(content.screen) { content.renderer(&context, size) }
        return context.recording
    }

    /// A symbol's tag: on the view or on the one it wraps (a tag is set on its outermost modifier).
    static func tag(of node: Node) -> AnyHashable? {
        var current: Node? = node
        while let n = current {
            if let tag = n.containerTraits.tag { return tag }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }

    /// How many drawing operations the canvas's renderer made.
    static let drawings = AttributeDescriptor("drawings", .count)
    static let traced = TracedKind("CanvasKind", typeName: "Canvas", attributes: [drawings])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let count = recording(of: node, size: node.frame.size, sampler: sampler).items.count
        return [TracedAttribute(Self.drawings, .number(Double(count)))]
    }
}

extension NodeKind {
    static func canvas(_ content: CanvasContent) -> NodeKind { NodeKind(CanvasKind(content: content)) }
}
