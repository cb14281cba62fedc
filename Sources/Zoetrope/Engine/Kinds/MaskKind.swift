import Foundation

/// Draws children[0] through the alpha of children[1], which is sized to it like a background (`.mask`).
struct MaskKind: DecoratingKind {
    let alignment: Alignment

    func name(of node: Node) -> String { "mask" }

    var drawingRole: Node.DrawingRole { .masked }
}

extension NodeKind {
    static func mask(alignment: Alignment) -> NodeKind { NodeKind(MaskKind(alignment: alignment)) }
}
