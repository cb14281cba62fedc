import Foundation

/// A control that runs an action when tapped: SwiftUI's `Button`. Its label is tinted with the accent colour
/// unless it sets its own foreground style.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        var button = context.child("Button")
        if button.environment.foregroundStyle == nil { button.environment.foregroundStyle = AnyShapeStyle(button.environment.tint) }
        let node = button.node(.passthrough, children: button.resolve(label))
        let action = self.action
        node.tapAction = action
        if node.children.count == 1 { node.inheritTraits(from: node.children[0]) }
        return [node]
    }
}
