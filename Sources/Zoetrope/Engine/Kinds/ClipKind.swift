import Foundation
import ZoetropeDisplay

/// What a clip node clips to: a shape filling the node's frame.
struct ClipContent {
    var shape: any Shape
    var style: FillStyle
    /// The modifier's name, for inspection (`clipShape`, `clipped`, `cornerRadius`).
    var name: String
}

/// Clips its content to a shape in its frame (`.clipShape`, `.clipped`, `.cornerRadius`).
struct ClipKind: ViewKind {
    let content: ClipContent

    func name(of node: Node) -> String { content.name }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        layer.clip = content.shape.path(in: CGRect(origin: .zero, size: layer.frame.size)).storage
        layer.clipStyle = ClipStyle(fillRule: content.style.isEOFilled ? .evenOdd : .nonZero, isAntialiased: content.style.isAntialiased)
    }

    /// The clip shape's type.
    static let shape = AttributeDescriptor("shape", .text)
    static let traced = TracedKind("ClipKind", attributes: [shape])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.shape, .text(typeName(of: content.shape)))] }
}

extension NodeKind {
    static func clip(_ content: ClipContent) -> NodeKind { NodeKind(ClipKind(content: content)) }
}
