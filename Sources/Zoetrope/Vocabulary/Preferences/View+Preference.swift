import Foundation

extension View {
    /// Sets the value of preference `key` for this view, replacing any value its content writes for that key:
    /// SwiftUI's `preference(key:value:)`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let writer = PreferenceWriter(key: ObjectIdentifier(key), keyName: String(describing: key), modifierName: "preference") { _, _ in value }
        return ModifiedView(content: self, component: "preference", kind: .preference(writer))
    }

    /// Changes the value of preference `key` that this view's content produces (`defaultValue` when it writes
    /// none): SwiftUI's `transformPreference(_:_:)`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        let writer = PreferenceWriter(key: ObjectIdentifier(key), keyName: String(describing: key),
                                      modifierName: "transformPreference") { content, _ in
            var value = content as? K.Value ?? K.defaultValue
            callback(&value)
            return value
        }
        return ModifiedView(content: self, component: "transformPreference", kind: .preference(writer))
    }

    /// Sets preference `key` from an anchor of this view's geometry, replacing any value its content writes for
    /// that key: SwiftUI's `anchorPreference(key:value:transform:)` (fidelity.md §9).
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        let writer = PreferenceWriter(key: ObjectIdentifier(K.self), keyName: String(describing: K.self),
                                      modifierName: "anchorPreference") { _, frame in
            transform(value.resolve(frame))
        }
        return ModifiedView(content: self, component: "anchorPreference", kind: .preference(writer))
    }

    /// Changes the value of preference `key` that this view's content produces with an anchor of this view's
    /// geometry: SwiftUI's `transformAnchorPreference(key:value:transform:)`.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        let writer = PreferenceWriter(key: ObjectIdentifier(K.self), keyName: String(describing: K.self),
                                      modifierName: "transformAnchorPreference") { content, frame in
            var result = content as? K.Value ?? K.defaultValue
            transform(&result, value.resolve(frame))
            return result
        }
        return ModifiedView(content: self, component: "transformAnchorPreference", kind: .preference(writer))
    }

    /// Runs `action` with the value of preference `key` that this view's subtree produces, after the first
    /// evaluation in which some view of the subtree writes it and after every evaluation in which it changed:
    /// SwiftUI's `onPreferenceChange(_:perform:)`. The value is read from the laid-out tree, so the action runs
    /// after the evaluation, like `onChange`; a state change it makes is evaluated at the same time.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping @MainActor (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceObserverView<Self, K>(content: self, action: action)
    }
}

/// How an `onPreferenceChange` node looks at its laid-out subtree.
struct PreferenceObserver {
    /// The key's type name, for inspection.
    let keyName: String
    /// Called with the node once its subtree is placed, and where its parent's coordinates are on the canvas.
    let observe: (_ node: Node, _ parent: CoordinateTransform, _ layout: LayoutEngine) -> Void
}

/// `onPreferenceChange`: each of its nodes compares the value its subtree produces with the one it saw in the
/// previous evaluation of its identity, and queues the action when it differs.
struct PreferenceObserverView<Content: View, K: PreferenceKey>: View, PrimitiveView where K.Value: Equatable {
    typealias Body = Never
    let content: Content
    let action: @MainActor (K.Value) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let graph = context.graph, action = self.action
        return context.wrapEach(content, component: "onPreferenceChange") { child in
            let key = child.path + ".onPreferenceChange"
            // A node can be placed more than once (matched geometry lays members out again): it reacts once.
            var observed = false
            return .preferenceObserver(PreferenceObserver(keyName: String(describing: K.self)) { node, parent, layout in
                guard !observed else { return }
                observed = true
                let written = node.preferenceValue(K.self, parent: parent, layout: layout)
                // Until a view of the subtree writes the key, there is nothing to observe; once one has, a subtree
                // that stops writing it produces the default value.
                guard let value = written ?? (graph.lastObservedValue(key) == nil ? nil : K.defaultValue) else { return }
                let isFirst = graph.lastObservedValue(key) == nil
                if graph.animationValueChanged(value, key: key) || isFirst {
                    graph.changeActions.append { action(value) }
                }
            })
        }
    }
}
