import Foundation

/// A member of a matched-geometry group (`.matchedGeometryEffect`), laid out like its child and then moved to the
/// group's shared geometry (`MatchedGeometryLayout.swift`); while it morphs, its content is laid out again at the
/// shared size for every frame (`SceneTimeline+Live.swift`).
struct MatchedKind: ViewKind {
    let matched: MatchedGeometry

    func name(of node: Node) -> String { "matchedGeometryEffect" }

    var walkTraits: WalkTraits { .matched }
}

extension Node {
    /// Whether it is a matched-geometry member that takes the shared size (`.size` in its properties): only those
    /// are laid out again while they morph; a position-only member keeps its own size and content.
    var matchesSize: Bool {
        walkTraits.contains(.matched) && kind.as(MatchedKind.self)?.matched.properties.contains(.size) ?? false
    }
}

extension NodeKind {
    static func matched(_ matched: MatchedGeometry) -> NodeKind { NodeKind(MatchedKind(matched: matched)) }
}
