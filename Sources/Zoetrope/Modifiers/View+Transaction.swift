import Foundation

extension View {
    /// Changes the transaction of every state change that reaches this view's subtree: SwiftUI's `.transaction`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        ContextView(content: self) { transform(&$0.transaction) }
    }

    /// Changes the transaction of the changes in this subtree when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionValueView(content: self, value: value, transform: transform)
    }

    /// Animates every change in this subtree with `animation` (nil: no animation) unless the transaction disables
    /// animations: SwiftUI's deprecated `.animation(_:)`, which `.animation(_:value:)` replaces.
    public func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates only the modifiers applied inside `body` with `animation`; the content keeps the outer
    /// transaction: SwiftUI's iOS 17 `.animation(_:body:)`.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedAnimationView(content: self, animation: animation, modifiers: body)
    }

    /// Runs `action` when the view appears: at the start of the scene, or when it is inserted.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        TraitView(content: self) { node in
            if let action { node.appearActions.append(action) }
        }
    }

    /// Runs `action` when the view is removed.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        TraitView(content: self) { node in
            if let action { node.disappearActions.append(action) }
        }
    }
}

/// The content of an `.animation(_:body:)` modifier inside its body, resolved with the outer transaction.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Value
    let outer: Transaction

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context
        inner.transaction = outer
        return inner.resolve(content)
    }
}

struct ScopedAnimationView<Content: View, Modified: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let modifiers: (PlaceholderContentView<Content>) -> Modified

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context
        if !inner.transaction.disablesAnimations { inner.transaction.animation = animation }
        return inner.resolve(modifiers(PlaceholderContentView(content: content, outer: context.transaction)))
    }
}

/// `.transaction(value:_:)`: transforms the transaction of the subtree in evaluations where `value` changed.
struct TransactionValueView<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let transform: (inout Transaction) -> Void

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context.child("transaction")
        if inner.graph.animationValueChanged(value, key: inner.path) { transform(&inner.transaction) }
        return inner.resolve(content)
    }
}
