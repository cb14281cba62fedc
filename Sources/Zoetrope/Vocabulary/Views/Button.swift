import Foundation

/// A control that runs an action when tapped: SwiftUI's `Button`. While a finger is down on it the button is
/// pressed, and its style shows that (the default style dims the label); the action runs when the finger lifts.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: a destructive one is drawn in red by the system styles.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let button = context.child("Button")
        let pressed = button.graph.storage(for: button.path + "#isPressed", initial: false)
        let style = button.environment.buttonStyle ?? AnyButtonStyle(.automatic)
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: label), role: role,
                                                     isPressed: pressed.value)
        let node = button.node(.passthrough, children: style.resolve(configuration, in: button))
        let action = self.action
        node.gestures.append(GestureAttachment(makeRecognizer: { ButtonPressGesture(isPressed: pressed, action: action).makeRecognizer() }))
        if node.children.count == 1 { node.inheritTraits(from: node.children[0]) }
        return [node]
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Zoetrope.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol (iOS 17).
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Zoetrope.Label(title, systemImage: systemImage) }
    }

    /// A button whose label is a title and an SF Symbol, with a role (iOS 17).
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Zoetrope.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, which the system styles show: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// Deletes or removes something: drawn in red (the tint of the system styles becomes red).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: drawn as any button outside alerts and menus.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A Button's touch: pressed from the landing until the finger lifts (or another gesture wins), the action at the
/// lift. A `Tap` lifts at the moment it lands, so the pressed state never shows. Two fingers (a `Pinch` or `Rotate`)
/// neither press nor act (docs/approximations.md, "Gestures").
struct ButtonPressGesture: Gesture, PrimitiveGesture {
    typealias Value = Void
    let isPressed: StateStorage<Bool>
    let action: () -> Void

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let recognizer = GestureRecognizer<Void> { touch, _ in
            if touch.fingerCount > 1 { return .failed }
            switch touch.phase {
            case .began: return .changed((), claims: false)
            case .moved: return .none
            case .ended: return .ended(())
            }
        }
        let isPressed = self.isPressed, action = self.action
        recognizer.changed.append { withTransaction(Transaction()) { isPressed.set(true) } }
        recognizer.ended.append {
            withTransaction(Transaction()) { isPressed.set(false) }
            action()
        }
        recognizer.finished.append {
            if isPressed.value { withTransaction(Transaction()) { isPressed.set(false) } }
        }
        return recognizer
    }
}

/// Whether a held button repeats its action: SwiftUI's `ButtonRepeatBehavior` (iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's choice: no repeat for a button.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Repeats the action while the button is held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Never repeats.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

extension View {
    /// Sets whether the buttons inside repeat their action while held: SwiftUI's `buttonRepeatBehavior(_:)`. A tap
    /// acts once either way, as on iOS; the repeat itself is not simulated, so `.enabled` warns once, naming the view.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        ContextView(content: self) { context in
            guard behavior == .enabled else { return }
            context.graph.reportOnce(.warning, path: context.path,
                                     "buttonRepeatBehavior(.enabled): a held button acts once here; its repeat while held is not simulated")
        }
    }
}
