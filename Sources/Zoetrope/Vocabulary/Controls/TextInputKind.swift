import Foundation

/// A text field's node: it lays out and draws its content unchanged, and holds what a script's `Type` needs to find
/// the field (its title and placeholder) and to change its text.
struct TextInputKind: ViewKind {
    /// The title (`TextField("Email", …)`), nil for a field with a label view.
    let title: String?
    /// The prompt's string, when the prompt is a plain `Text`.
    let prompt: String?
    /// The bound text when the field was evaluated.
    let text: String
    /// Sets the bound text.
    let setText: @MainActor (String) -> Void

    func name(of node: Node) -> String { String(node.path.split(separator: "/").last ?? "TextField") }

    /// What is typed in the field.
    static let value = AttributeDescriptor("value", .text)
    static let traced = TracedKind("TextInputKind", attributes: [value])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(Self.value, .text(text))] }

    /// Whether the field is the one a script names by `target`: its accessibility identifier, title or prompt.
    func matches(_ target: String, node: Node) -> Bool {
        node.accessibilityIdentifier == target || title == target || prompt == target
    }

    /// The nodes of a text or secure field.
    static func makeNodes(_ context: ResolveContext, name: String, text: Binding<String>, title: String?, prompt: Text?,
                          isSecure: Bool) -> [Node] {
        let field = context.child(name)
        let placeholder = prompt ?? title.map { Text($0) }
        let content = TextFieldContent(text: text.wrappedValue, placeholder: placeholder, isSecure: isSecure,
                                       isRoundedBorder: field.environment.controlStyles.textField.isRoundedBorder)
        let children = field.resolve(content, component: "content")
        let kind = TextInputKind(title: title, prompt: prompt?.content, text: text.wrappedValue,
                                 setText: { text.wrappedValue = $0 })
        let node = field.node(NodeKind(kind), children: children)
        if node.children.count == 1 { node.inheritTraits(from: node.children[0]) }
        return [node]
    }
}
