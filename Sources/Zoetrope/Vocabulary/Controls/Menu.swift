import Foundation

/// A control that shows a menu of actions: SwiftUI's `Menu`, drawn closed, as iOS draws it: its label in the tint
/// (a borderless button). The menu does not open: a `Tap` on it reaches it and changes nothing.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu with any label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View { label.closedControlLabel() }
}

extension Menu where Label == Text {
    /// A menu with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SwiftUILabelAlias<Text, Image> {
    /// A menu whose label is a `Label` with an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Zoetrope.Label(title, systemImage: systemImage) }
    }
}

/// `Label`, named where the generic parameter `Label` hides it.
public typealias SwiftUILabelAlias<Title: View, Icon: View> = Label<Title, Icon>

extension View {
    /// A control drawn closed (`Menu`, `Link`): the label in the tint, taking taps across its frame and doing nothing
    /// with them, as a borderless button whose menu or browser a scene cannot open.
    func closedControlLabel() -> some View {
        foregroundStyle(.tint)
            .contentShape(Rectangle())
            .onTapGesture {}
    }
}
