import Foundation
import ZoetropeDisplay

/// Composites its content's layer onto what is drawn below it with a blend mode (`.blendMode`).
struct BlendModeKind: ViewKind {
    let mode: LayerBlendMode

    func name(of node: Node) -> String { "blendMode" }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) { layer.blendMode = mode }

    /// The blend mode's SwiftUI name.
    static let blendMode = AttributeDescriptor("blendMode", .text)
    static let traced = TracedKind("BlendModeKind", typeName: "blendMode", attributes: [blendMode])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.blendMode, .text(mode.rawValue))] }
}

/// Composites its content into a layer of its own before drawing it (`.compositingGroup()`): blend modes inside
/// blend with that layer only.
struct CompositingGroupKind: ViewKind {
    func name(of node: Node) -> String { "compositingGroup" }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) { layer.isIsolated = true }
}

extension NodeKind {
    static func blendMode(_ mode: LayerBlendMode) -> NodeKind { NodeKind(BlendModeKind(mode: mode)) }
    static var compositingGroup: NodeKind { NodeKind(CompositingGroupKind()) }
}
