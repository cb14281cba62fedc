import Foundation

/// Which text field appearance a view asks for (`ControlStyles.textField`).
public struct TextFieldStyleKind: Hashable, Sendable {
    let isRoundedBorder: Bool
    static let automatic = TextFieldStyleKind(isRoundedBorder: false)
}

/// A text field appearance: SwiftUI's `TextFieldStyle`. Zoetrope draws `.automatic` and `.plain` (the text alone)
/// and `.roundedBorder`; custom styles do not compile.
public protocol TextFieldStyle {
    /// The appearance, for Zoetrope's text fields (not part of SwiftUI's API: only Zoetrope's styles provide one).
    var _kind: TextFieldStyleKind { get }
}

/// iOS's default text field style: the plain text, no border.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .automatic }
}

/// The text with no decoration: SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { TextFieldStyleKind(isRoundedBorder: false) }
}

/// UIKit's rounded-rect border: SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { TextFieldStyleKind(isRoundedBorder: true) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields in this view: SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.controlStyles.textField = style._kind }
    }
}
