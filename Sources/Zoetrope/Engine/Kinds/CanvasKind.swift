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

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        layer.content = items(size: layer.frame.size, measurer: sampler.layout.textMeasurer)
    }

    /// What the renderer draws on a canvas of `size`.
    func items(size: CGSize, measurer: any TextMeasuring) -> [DisplayItem] {
        var context = GraphicsContext(size: size, environment: content.environment, measurer: measurer)
        SceneScreen.$current.withValue(content.screen) { content.renderer(&context, size) }
        return context.recording.items
    }

    /// How many drawing operations the canvas's renderer made.
    static let drawings = AttributeDescriptor("drawings", .count)
    static let traced = TracedKind("CanvasKind", typeName: "Canvas", attributes: [drawings])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let count = items(size: node.frame.size, measurer: sampler.layout.textMeasurer).count
        return [TracedAttribute(Self.drawings, .number(Double(count)))]
    }
}

extension NodeKind {
    static func canvas(_ content: CanvasContent) -> NodeKind { NodeKind(CanvasKind(content: content)) }
}
