import Foundation

extension View {
    /// Turns off touches in this view and every view inside it, and draws the controls inside in their disabled
    /// colours: SwiftUI's `disabled(_:)`. `disabled(false)` does not enable again what an outer `disabled(true)`
    /// turned off. Disabled controls take the tertiary label colour as their tint (approximations.md "Controls").
    public func disabled(_ disabled: Bool) -> some View {
        DisabledView(content: self, disabled: disabled)
    }
}

struct DisabledView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let disabled: Bool

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard disabled else { return context.resolve(content) }
        var inner = context
        inner.environment.isEnabled = false
        let grey = Color(uiColor: .tertiaryLabel)
        inner.environment.tint = grey
        inner.environment.explicitTint = grey
        let nodes = inner.resolve(content)
        // A tap or a drag on a disabled view reaches none of its actions or gestures.
        for node in nodes {
            node.forEachNode { view in
                view.tapAction = nil
                view.gestures = []
                view.isDisabled = true
            }
        }
        return nodes
    }
}
