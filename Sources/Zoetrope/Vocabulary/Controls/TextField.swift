import Foundation

/// A control that edits a string: SwiftUI's `TextField`, drawn unfocused: the bound text in the body font, or,
/// while it is empty, the placeholder (the prompt when there is one, else the title) in the placeholder colour,
/// across the width offered; `.textFieldStyle(.roundedBorder)` puts it in UIKit's rounded rectangle
/// (`TextFieldContent`). A script's `Type("field", "text", at:)` types into it (`TextInputKind`).
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    let title: String?
    let prompt: Text?
    let label: Label

    /// A text field with any label view (for accessibility; iOS shows the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.title = nil
        self.prompt = prompt
        self.label = label()
    }

    init(title: String, text: Binding<String>, prompt: Text?, label: Label) {
        self.text = text
        self.title = title
        self.prompt = prompt
        self.label = label
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        TextInputKind.makeNodes(context, name: "TextField", text: text, title: title, prompt: prompt, isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A text field whose placeholder is `titleKey`.
    public init(_ titleKey: String, text: Binding<String>) {
        self.init(title: titleKey, text: text, prompt: nil, label: Text(titleKey))
    }

    /// A text field labelled `titleKey` whose placeholder is `prompt`.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey, text: text, prompt: prompt, label: Text(titleKey))
    }
}

/// A control that edits a secret string: SwiftUI's `SecureField`, drawn as `TextField` with each character of the
/// text shown as a bullet (•).
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    let title: String?
    let prompt: Text?
    let label: Label

    /// A secure field with any label view (for accessibility; iOS shows the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.title = nil
        self.prompt = prompt
        self.label = label()
    }

    init(title: String, text: Binding<String>, prompt: Text?, label: Label) {
        self.text = text
        self.title = title
        self.prompt = prompt
        self.label = label
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        TextInputKind.makeNodes(context, name: "SecureField", text: text, title: title, prompt: prompt, isSecure: true)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is `titleKey`.
    public init(_ titleKey: String, text: Binding<String>) {
        self.init(title: titleKey, text: text, prompt: nil, label: Text(titleKey))
    }

    /// A secure field labelled `titleKey` whose placeholder is `prompt`.
    public init(_ titleKey: String, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey, text: text, prompt: prompt, label: Text(titleKey))
    }
}

/// What a text field draws: the text or the placeholder on one line, leading, across the width offered; in the
/// rounded-border style inside a rounded rectangle (radius 5) in the background colour with a hairline border,
/// 7 pt in from the sides and 6 pt from the top and bottom (34 pt tall with the body font).
struct TextFieldContent: View {
    let text: String
    let placeholder: Text?
    let isSecure: Bool
    let isRoundedBorder: Bool

    var body: some View {
        let line = ZStack(alignment: .leading) {
            if text.isEmpty {
                if let placeholder { placeholder.foregroundStyle(ControlPalette.placeholderText) }
            } else {
                Text(isSecure ? String(repeating: TextFieldMetrics.bullet, count: text.count) : text)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: TextFieldMetrics.lineHeight, alignment: .leading)
        if isRoundedBorder {
            line
                .padding(.horizontal, TextFieldMetrics.borderPadding.width)
                .padding(.vertical, TextFieldMetrics.borderPadding.height)
                .background(Color.systemBackground, in: RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius))
                .overlay {
                    RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius)
                        .strokeBorder(ControlPalette.fieldBorder, lineWidth: TextFieldMetrics.borderWidth)
                }
        } else {
            line
        }
    }
}

/// The measurements of iOS's text fields (`docs/approximations.md`, "Controls").
enum TextFieldMetrics {
    /// An empty field is as tall as a line of body text, in points.
    static let lineHeight: CGFloat = 22
    /// `UITextField.BorderStyle.roundedRect`: 7 pt text inset at the sides, 6 pt above and below (34 pt tall).
    static let borderPadding = CGSize(width: 7, height: 6)
    static let cornerRadius: CGFloat = 5
    /// The border, in points (estimate: a half-point hairline in systemGray4).
    static let borderWidth: CGFloat = 0.5
    /// The character a secure field shows for each character of its text.
    static let bullet: Character = "•"
    /// Seconds between the characters of a script's `Type` (about 10 characters a second, a brisk typist).
    static let typingInterval = 0.1
}
