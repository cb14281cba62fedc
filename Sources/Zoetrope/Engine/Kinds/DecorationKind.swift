import Foundation

/// A background or overlay (`.background`, `.overlay`): the secondary content is drawn behind the primary content
/// (background) or in front of it (overlay).
struct DecorationKind: DecoratingKind {
    let alignment: Alignment
    let isOverlay: Bool

    func name(of node: Node) -> String { isOverlay ? "overlay" : "background" }

    var drawingRole: Node.DrawingRole { isOverlay ? .container : .backgroundFirst }
}

extension NodeKind {
    static func decoration(alignment: Alignment, isOverlay: Bool) -> NodeKind {
        NodeKind(DecorationKind(alignment: alignment, isOverlay: isOverlay))
    }
}
