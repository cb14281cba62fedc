import Foundation

extension View {
    /// Draws the view `transform` makes from preference `key` of this view in front of it, sized to it and placed
    /// with `alignment`: SwiftUI's `overlayPreferenceValue(_:alignment:_:)`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReaderView<Self, K, V>(content: self, alignment: alignment, isOverlay: true, transform: transform)
    }

    /// `overlayPreferenceValue(_:alignment:_:)` centred: SwiftUI's `overlayPreferenceValue(_:_:)`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Draws the view `transform` makes from preference `key` of this view behind it, sized to it and placed with
    /// `alignment`: SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReaderView<Self, K, V>(content: self, alignment: alignment, isOverlay: false, transform: transform)
    }

    /// `backgroundPreferenceValue(_:alignment:_:)` centred: SwiftUI's `backgroundPreferenceValue(_:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }
}

/// How a preference reader makes its secondary content once its primary content is laid out.
struct PreferenceReaderContent {
    /// The key's type name, for inspection.
    let keyName: String
    let alignment: Alignment
    let isOverlay: Bool
    /// From the laid-out primary node and where its parent's coordinates are, the secondary node (not laid out).
    let build: (_ primary: Node, _ parent: CoordinateTransform, _ layout: LayoutEngine) -> Node
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a decoration whose views are made during layout from
/// the preference value of the primary content, with anchors taken from its laid-out (model) geometry. The
/// secondary views keep the same identity paths in every evaluation, so their frames animate through their own
/// tracks when the value moves them.
struct PreferenceReaderView<Content: View, K: PreferenceKey, Secondary: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let alignment: Alignment
    let isOverlay: Bool
    let transform: (K.Value) -> Secondary

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let reader = context.child(isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue")
        let primary = reader.resolve(content)
        let primaryNode = primary.count == 1 ? primary[0] : reader.child("content").node(.zstack(alignment: .center), children: primary)
        let decoration = reader.child("decoration"), alignment = self.alignment, transform = self.transform
        let build: (Node, CoordinateTransform, LayoutEngine) -> Node = { primary, parent, layout in
            let value = primary.preferenceValue(K.self, parent: parent, layout: layout) ?? K.defaultValue
            let decoration = layout.frameGraph.map { decoration.with(graph: $0) } ?? decoration
            return decoration.node(.zstack(alignment: alignment), children: decoration.resolve(transform(value)))
        }
        let content = PreferenceReaderContent(keyName: String(describing: K.self), alignment: alignment, isOverlay: isOverlay, build: build)
        let node = reader.node(.preferenceReader(content), children: [primaryNode])
        node.inheritTraits(from: primaryNode)
        return [node]
    }
}
