import Foundation

/// A button that pushes a screen on the enclosing `NavigationStack`: SwiftUI's `NavigationLink`. It looks like a
/// `Button` with the same label, except as a `List` row, where iOS draws the label in the primary colour (not the
/// tint) with a disclosure chevron at the row's trailing edge (`ListLinkLabel`). Outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let push: (NavigationController) -> Void

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { $0.push(destination: { destination() }) }
    }

    /// A link that pushes `destination` (the pre-iOS 16 spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let controller = context.environment.navigation?.controller ?? nil
        let push = self.push
        let action = { if let controller { push(controller) } }
        guard context.environment.isInListRow else {
            return context.resolve(Button(action: action) { label }, component: "NavigationLink")
        }
        var row = context
        row.environment.isInListRow = false
        // A foreground style set around the link still wins over the row's primary colour, as it does over the tint.
        let isPrimary = context.environment.foregroundStyle == nil
        let showsChevron = context.environment.navigationLinkIndicatorVisibility != .hidden
        let link = Button(action: action) { ListLinkLabel(label: label, isPrimary: isPrimary, showsChevron: showsChevron) }
        return row.resolve(link, component: "NavigationLink")
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label that pushes `destination`.
    public init(_ titleKey: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; the stack shows the screen its `navigationDestination(for:)` makes for it. A nil
    /// value makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { controller in if let value { controller.push(value: AnyHashable(value)) } }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a text label that pushes `value`.
    public init<P: Hashable>(_ titleKey: String, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
}
