import Foundation

/// How a button draws its label, pressed or not: SwiftUI's `ButtonStyle`. Set one with `.buttonStyle(_:)`.
public protocol ButtonStyle {
    associatedtype Body: View
    /// The button's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style draws: the label and whether a finger is down on the button.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let content: any View
    }

    public let label: Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Whether the button is pressed.
    public let isPressed: Bool
}

/// iOS's default style (`.automatic`), which is the borderless one: the label in the tint colour (unless it sets its
/// own foreground style), at 20 % opacity while pressed. The dimming shows at once and fades back over 0.2 s
/// (ease-out) at the release — an approximation of UIKit's highlight.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}

    /// The opacity of a pressed label.
    static let pressedOpacity = 0.2

    public func makeBody(configuration: Configuration) -> some View {
        let isPressed = configuration.isPressed
        return configuration.label
            .animation(isPressed ? nil : .easeOut(duration: 0.2)) { $0.opacity(isPressed ? Self.pressedOpacity : 1) }
    }
}

/// The platform's default button style: borderless on iOS. SwiftUI's `DefaultButtonStyle`.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A style that draws the label as it is, without tint, dimmed to 75 % opacity while pressed (an approximation:
/// SwiftUI's plain style dims more subtly than the borderless one). SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isPressed = configuration.isPressed
        return configuration.label
            .animation(isPressed ? nil : .easeOut(duration: 0.2)) { $0.opacity(isPressed ? 0.75 : 1) }
    }
}

/// iOS's bordered buttons at the regular control size (approximated, docs/approximations.md): the label in
/// `.body` inset 12 pt on the sides and 6 pt above and below (34 pt tall for one line), on a rounded rectangle of
/// radius 8; dimmed while pressed like the borderless style.
struct BorderedButtonMetrics {
    static let horizontalPadding: CGFloat = 12
    static let verticalPadding: CGFloat = 6
    static let cornerRadius: CGFloat = 8
    /// The tint's opacity behind a `.bordered` label.
    static let tintedFillOpacity = 0.15
}

/// A tinted, translucent rounded rectangle behind a label in the tint colour: SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// The tint colour behind a white label: SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

/// The body of the two bordered styles.
struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let isPressed = configuration.isPressed
        let shape = RoundedRectangle(cornerRadius: BorderedButtonMetrics.cornerRadius)
        return configuration.label
            // Disabled, both styles show a grey label on a faint grey fill.
            .foregroundStyle(prominent && isEnabled ? Color.white : tint)
            .padding(.horizontal, BorderedButtonMetrics.horizontalPadding)
            .padding(.vertical, BorderedButtonMetrics.verticalPadding)
            .background(!isEnabled ? Color(uiColor: .tertiarySystemFill)
                        : prominent ? tint : tint.opacity(BorderedButtonMetrics.tintedFillOpacity), in: shape)
            .animation(isPressed ? nil : .easeOut(duration: 0.2)) { $0.opacity(isPressed ? 0.7 : 1) }
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A tinted, translucent rounded rectangle behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The tint colour behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, dimmed while pressed.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, slightly dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.buttonStyle = AnyButtonStyle(style) }
    }
}

/// A button style without its type, kept in the environment.
struct AnyButtonStyle {
    private let makeBody: (ButtonStyleConfiguration) -> any View
    /// Whether the style tints the label (the system's borderless look).
    private let isTinted: Bool

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
        isTinted = style is BorderlessButtonStyle || style is DefaultButtonStyle
    }

    /// The nodes of the style's body for `configuration`, in the button's context.
    func resolve(_ configuration: ButtonStyleConfiguration, in context: ResolveContext) -> [Node] {
        var context = context
        // A destructive button's system look is red: the tint every system style draws with.
        if configuration.role == .destructive { context.environment.tint = .red }
        if isTinted, context.environment.foregroundStyle == nil {
            context.environment.foregroundStyle = AnyShapeStyle(context.environment.tint)
        }
        return context.resolve(makeBody(configuration))
    }
}

/// A style configuration's type-erased view (a button's label, a progress view's labels): it draws its content.
protocol ErasedContentView: PrimitiveView {
    var content: any View { get }
}

extension ErasedContentView {
    func makeNodes(_ context: ResolveContext) -> [Node] { context.resolve(content) }
}
