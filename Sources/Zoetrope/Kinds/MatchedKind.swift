import Foundation

/// A member of a matched-geometry group (`.matchedGeometryEffect`), laid out like its child and then moved to the
/// group's shared geometry (`MatchedGeometryLayout.swift`); while it morphs, its content is laid out again at the
/// shared size for every frame (`SceneTimeline+Live.swift`).
struct MatchedKind: ViewKind {
    let matched: MatchedGeometry

    func name(of node: Node) -> String { "matchedGeometryEffect" }
}

extension NodeKind {
    static func matched(_ matched: MatchedGeometry) -> NodeKind { NodeKind(MatchedKind(matched: matched)) }
}
