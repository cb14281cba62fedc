import Foundation

extension AttributeVocabulary {
    /// Zoetrope's own kinds that trace attributes: what a reader of trace text knows without a scene.
    package static let standard = AttributeVocabulary([
        ActivityIndicatorKind.traced, BlendModeKind.traced, BlurKind.traced, CanvasKind.traced, ClipKind.traced,
        ColorEffectKind.traced, ColorKind.traced, ContentShapeKind.traced, DividerKind.traced, OffsetKind.traced,
        OpacityKind.traced, ParallaxKind.traced, PreferenceKind.traced, PreferenceObserverKind.traced,
        PreferenceReaderKind.traced, PresenterKind.traced, Rotation3DKind.traced, RotationKind.traced, ScaleKind.traced,
        ScrollKind.traced, ScrollLinkedKind.traced, ShadowKind.traced, ShapeKind.traced, ShapeKind.meshTraced, SymbolKind.traced, TextKind.traced,
        TextInputKind.traced, TransitionSourceKind.traced, VisualEffectKind.scrollTransitionTraced,
        VisualEffectKind.visualEffectTraced,
    ])
}

extension SceneTimeline {
    /// `AttributeVocabulary.standard` with the kinds of every view this scene shows: what reading its trace text
    /// back needs, a kind defined outside Zoetrope included.
    package var attributeVocabulary: AttributeVocabulary {
        var vocabulary = AttributeVocabulary.standard
        var seen = Set<ObjectIdentifier>()
        func visit(_ node: Node) {
            let kind = node.kind.traced
            if seen.insert(ObjectIdentifier(kind)).inserted { vocabulary.add(kind) }
            node.children.forEach(visit)
        }
        for tree in trees { visit(tree.root) }
        for ghosts in ghostsByParent.values { for ghost in ghosts { visit(ghost.node) } }
        return vocabulary
    }
}
