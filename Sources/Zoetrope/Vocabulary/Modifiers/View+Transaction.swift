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

/// The content of a modifier that takes a body (`.animation(_:body:)`, `.phaseAnimator`) inside that body:
/// SwiftUI's `PlaceholderContentView`; also the content of a `Transition`'s body (`Value` is then the transition).
/// Resolved with the outer transaction when there is one.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    let outer: Transaction?

    init(content: any View, outer: Transaction?) {
        self.content = content
        self.outer = outer
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context
        if let outer { inner.transaction = outer }
        return inner.resolve(content)
    }
}

struct ScopedAnimationView<Content: View, Modified: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let modifiers: (PlaceholderContentView<Content>) -> Modified

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context
        if !inner.transaction.disablesAnimations { inner.transaction.animation = animation }
        return inner.resolve(modifiers(PlaceholderContentView<Content>(content: content, outer: context.transaction)))
    }
}

/// `.transaction(value:_:)`: transforms the transaction of the subtree in evaluations where `value` changed.
struct TransactionValueView<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let transform: (inout Transaction) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context.child("transaction")
        if inner.graph.animationValueChanged(value, key: inner.path) { transform(&inner.transaction) }
        return inner.resolve(content)
    }
}

extension View {
    /// Runs `action` with the old and new value after an evaluation in which `value` changed (and after the first
    /// one too when `initial` is true): SwiftUI's iOS 17 `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeObserverView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` after an evaluation in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

/// `onChange(of:)`: compares the value with the one of the previous evaluation of this identity and queues the
/// action for after the evaluation (it may change state, which SwiftUI never does during an update either).
struct ChangeObserverView<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("onChange")
        let graph = inner.graph
        let key = inner.path
        let previous = graph.lastObservedValue(key) as? Value
        if graph.animationValueChanged(value, key: key), let previous {
            let new = value, action = self.action
            graph.changeActions.append { action(previous, new) }
        } else if previous == nil, initial {
            let new = value, action = self.action
            graph.changeActions.append { action(new, new) }
        }
        return inner.resolve(content)
    }
}

/// `.transition(_:)`: the transition trait, and for a modifier transition the content with its identity modifier
/// applied and a way to resolve it with the active one.
struct TransitionView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transition: AnyTransition

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let transition = self.transition, content = self.content
        guard let identity = (transition.insertionModifier ?? transition.removalModifier)?.identity else {
            let nodes = context.resolve(content)
            nodes.forEach { $0.transition = transition }
            return nodes
        }
        let nodes = context.resolve(modifier: identity, on: content)
        for (index, node) in nodes.enumerated() {
            node.transition = transition
            node.activeTransitionState = { insertion in
                guard let pair = insertion ? transition.insertionModifier : transition.removalModifier else { return nil }
                let active = context.resolve(modifier: pair.active, on: content)
                return index < active.count ? active[index] : nil
            }
        }
        return nodes
    }
}
