import Foundation

/// A view wrapped in one modifier node of a given kind (padding, frame, offset, opacity, …).
struct ModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let component: String
    let kind: NodeKind

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let kind = self.kind
        return context.wrapEach(content, component: component) { _ in kind }
    }
}

/// A view whose subtree resolves with a changed context (environment, transaction) and gains no node.
struct ContextView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout ResolveContext) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context
        change(&inner)
        return inner.resolve(content)
    }
}

/// A view whose resolved nodes get a trait (transition, identifier, tap action, zIndex) and no node of their own.
struct TraitView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (Node) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content)
        nodes.forEach(apply)
        return nodes
    }
}

/// A primary view with a secondary one behind or in front of it, sized to the primary.
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let isOverlay: Bool

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let wrapper = context.child(isOverlay ? "overlay" : "background")
        let primary = wrapper.resolve(content)
        let secondary = wrapper.resolve(decoration, component: "decoration")
        let primaryNode: Node
        if primary.count == 1 {
            primaryNode = primary[0]
        } else {
            primaryNode = wrapper.child("content").node(.zstack(alignment: .center), children: primary)
        }
        let secondaryNode = wrapper.child("decoration").node(.zstack(alignment: alignment), children: secondary)
        let node = wrapper.node(.decoration(alignment: alignment, isOverlay: isOverlay), children: [primaryNode, secondaryNode])
        node.inheritTraits(from: primaryNode)
        return [node]
    }
}
