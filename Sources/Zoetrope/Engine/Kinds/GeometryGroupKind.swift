/// `geometryGroup()`: a barrier between the view's ancestors and its subviews. Its position and size are resolved
/// and animated as one, and the views inside are placed in it: a view inserted inside moves with the group, where
/// elsewhere it is held at its place while its ancestors move (`SceneEvaluator.holdInPlace`). Draws nothing itself.
struct GeometryGroupKind: ViewKind {
    func name(of node: Node) -> String { "geometryGroup" }
}

extension NodeKind {
    static var geometryGroup: NodeKind { NodeKind(GeometryGroupKind()) }
}
