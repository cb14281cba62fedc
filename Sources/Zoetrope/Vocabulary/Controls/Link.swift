import Foundation

/// A control that opens a URL: SwiftUI's `Link`, drawn as a borderless button: its label in the tint. A tap is
/// accepted (it reaches the link) but opens nothing: a scene has no browser.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link with any label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View { label.closedControlLabel() }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
