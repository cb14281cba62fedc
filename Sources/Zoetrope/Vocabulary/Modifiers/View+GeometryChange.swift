import Foundation

extension View {
    /// Runs `action` with the value `transform` makes of this view's geometry: once the view is first laid out, then
    /// after each evaluation in which that value changed: SwiftUI's `onGeometryChange(for:of:action:)` (iOS 16). Each
    /// call observes its own view: two uses, nested or side by side, never see each other's values. The action runs
    /// after the evaluation, like `onChange`; a state change it makes is evaluated at the same time.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping @MainActor (T) -> Void) -> some View {
        GeometryObserverView(content: self, transform: transform) { _, new in action(new) }
    }

    /// Runs `action` with the previous and the new value `transform` makes of this view's geometry, as
    /// `onGeometryChange(for:of:action:)` with one value does; on the first layout both are the initial value:
    /// SwiftUI's iOS 18 form.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        GeometryObserverView(content: self, transform: transform, action: action)
    }
}

/// `onGeometryChange`: each of its nodes compares the value made of its geometry with the one its identity saw in the
/// previous evaluation (kept under the node's own path, so each modifier call has its own), and queues the action
/// when it differs or is the first.
struct GeometryObserverView<Content: View, T: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (GeometryProxy) -> T
    let action: @MainActor (_ oldValue: T, _ newValue: T) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let graph = context.graph, transform = self.transform, action = self.action
        return context.wrapEach(content, component: "onGeometryChange") { child in
            let key = child.path + ".onGeometryChange"
            // A node can be placed more than once (matched geometry lays members out again): it reacts once.
            var observed = false
            return .geometryObserver { proxy in
                guard !observed else { return }
                observed = true
                let value = transform(proxy)
                let previous = graph.lastObservedValue(key) as? T
                if graph.animationValueChanged(value, key: key) || previous == nil {
                    let old = previous ?? value
                    graph.changeActions.append { action(old, value) }
                }
            }
        }
    }
}
