import Foundation

/// Where a view is being resolved: its identity path, environment and transaction, and the graph that
/// keeps state between evaluations.
struct ResolveContext {
    let graph: ViewGraph
    var path: String
    var environment: EnvironmentValues
    var transaction: Transaction
    /// The axis of the nearest enclosing HStack or VStack (a Divider runs across it).
    var stackAxis: Axis? = nil
    /// Set by a lazy container (`LazyVStack`, `LazyHStack`) for its own content: a `ForEach` reached through views
    /// that only group (`LazyRowsTransparent`) makes its rows on demand (`LazyRowSource`) instead of all at once.
    /// Any other view clears it for what it holds.
    var lazyRows = false

    /// The same place in the tree, resolving against another graph (a frame's own, for live content).
    func with(graph: ViewGraph) -> ResolveContext {
        ResolveContext(graph: graph, path: path, environment: environment, transaction: transaction, stackAxis: stackAxis)
    }

    /// The context of a child with one more identity component.
    func child(_ component: String) -> ResolveContext {
        var copy = self
        copy.path = path.isEmpty ? component : path + "/" + component
        return copy
    }

    /// Resolves a child view under one more identity component.
    func resolve(_ view: any View, component: String) -> [Node] {
        child(component).resolve(view)
    }

    /// Resolves a view at this context's path: primitives make their nodes, composite views bind their
    /// state and resolve their body.
    func resolve(_ view: any View) -> [Node] {
        if let primitive = view as? any PrimitiveView {
            if lazyRows, !(primitive is any LazyRowsTransparent) {
                var eager = self
                eager.lazyRows = false
                return primitive.makeNodes(eager)
            }
            return primitive.makeNodes(self)
        }
        if let shape = view as? any Shape {
            return ShapeLeaf(shape: shape, fill: nil).makeNodes(self)
        }
        var inner = child(typeName(of: view))
        if view is any Animatable { inner.lazyRows = false }
        graph.bindDynamicProperties(of: view, at: inner.path, environment: environment)
        if let animatable = view as? any Animatable, let track = animatable.makeDataTrack() {
            return [inner.liveNode(typeName: typeName(of: view), data: animatable.erasedData, track: track,
                                   evaluated: inner.resolve(Self.body(of: view))) { presented in
                // The copy shares the view's dynamic-property boxes, bound when it was evaluated.
                guard let moved = animatable.replacingData(with: presented) as? any View else { return nil }
                return Self.body(of: moved)
            }]
        }
        return inner.resolve(Self.body(of: view))
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// A custom `Animatable` view or modifier (fidelity.md §0, issue 5): a live node that draws its `evaluated`
    /// content, and while its data animates, the content `body(presented data)` resolves to for each frame.
    func liveNode(typeName: String, data: Any, track: ErasedTrack, evaluated: [Node],
                  body: @escaping (Any) -> (any View)?) -> Node {
        let context = self
        let make: (LiveRequest) -> [Node] = { request in
            guard let presented = request.data, let view = body(presented) else { return evaluated }
            return context.with(graph: request.graph).resolve(view)
        }
        let node = node(.live(LiveContent(typeName: typeName, animatableData: data, makeTrack: { track }, make: make)),
                        children: evaluated)
        if evaluated.count == 1 { node.inheritTraits(from: evaluated[0]) }
        return node
    }

    /// One node for `nodes`: itself when there is one, else a ZStack of them at this context's path.
    func single(_ nodes: [Node]) -> Node {
        nodes.count == 1 ? nodes[0] : node(.zstack(alignment: .center), children: nodes)
    }

    /// A node at this context's path.
    func node(_ kind: NodeKind, children: [Node] = []) -> Node {
        Node(path: path, kind: kind, children: children, transaction: transaction)
    }

    /// Resolves `content` and wraps each resulting node in a node of `kind` (modifiers apply to every view of a
    /// group, as in SwiftUI). Each wrapper takes the traits of what it wraps.
    func wrapEach(_ content: any View, component: String, kind: (Node) -> NodeKind) -> [Node] {
        wrapEach(child(component).resolve(content), component: component, kind: kind)
    }

    /// Wraps each of `nodes`, resolved in `child(component)`, in a node of `kind`, as `wrapEach(_:component:kind:)`.
    func wrapEach(_ nodes: [Node], component: String, kind: (Node) -> NodeKind) -> [Node] {
        let inner = child(component)
        if nodes.count == 1 {
            let wrapper = inner.node(kind(nodes[0]), children: nodes)
            wrapper.inheritTraits(from: nodes[0])
            return [wrapper]
        }
        return nodes.enumerated().map { index, node in
            let wrapper = Node(path: inner.path + "#\(index)", kind: kind(node), children: [node], transaction: transaction)
            wrapper.inheritTraits(from: node)
            return wrapper
        }
    }
}
