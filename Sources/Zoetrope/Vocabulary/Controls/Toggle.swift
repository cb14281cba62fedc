import Foundation

/// A control that turns an option on or off: SwiftUI's `Toggle`, in iOS's default (switch) style. The label is
/// leading and the switch trailing, with flexible space between them, so a toggle fills the width it is offered.
/// Tapping it (the label or the switch) flips `isOn`; the switch animates the change itself (`ToggleSwitch`).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with any label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The label, flexible space and the switch; a tap anywhere on it flips the binding. The binding is set in the
    /// tap's own (unanimated) transaction, as UIKit's switch reports its change: only the switch animates.
    public var body: some View {
        let isOn = self.isOn
        return HStack {
            label
            Spacer()
            ToggleSwitch(isOn: isOn.wrappedValue)
        }
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init(_ titleKey: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}
