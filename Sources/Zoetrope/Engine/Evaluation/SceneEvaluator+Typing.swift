import Foundation

extension ScriptEvent {
    /// How long a `Type` of `text` lasts, in seconds: from its first character to its last.
    static func typingDuration(_ text: String) -> Double {
        Double(max(text.count - 1, 0)) * TextFieldMetrics.typingInterval
    }
}

/// A script's `Type`: characters added to a text field's bound string one at a time.
extension SceneEvaluator {
    func type(_ text: String, into target: String, at time: Double, in root: Node, step: String) {
        guard let (_, field) = textField(target, in: root, step: step) else { return }
        guard !text.isEmpty else {
            graph.report(.warning, path: step, "types no characters into \"\(target)\"")
            return
        }
        let base = field.text, set = field.setText
        let characters = Array(text)
        set(base + String(characters[0]))
        for count in 2...max(characters.count, 2) where count <= characters.count {
            // Snapped to the nanosecond, so that 0.2 + 0.1 is the 0.3 a script and a frame time write.
            let at = ((time + Double(count - 1) * TextFieldMetrics.typingInterval) * 1e9).rounded() / 1e9
            guard at < scene.duration else { break }
            let typed = base + String(characters.prefix(count))
            schedule(.callback { set(typed) }, at: at)
        }
    }

    /// The text field a `Type` names: the first, depth first, whose accessibility identifier, title or placeholder
    /// is `target`, else the first inside the view with that accessibility identifier; nil after reporting that none is.
    func textField(_ target: String, in root: Node, step: String) -> (Node, TextInputKind)? {
        func search(_ node: Node) -> (Node, TextInputKind)? {
            if let field = node.kind.as(TextInputKind.self), field.matches(target, node: node) { return (node, field) }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        func firstField(in node: Node) -> (Node, TextInputKind)? {
            if let field = node.kind.as(TextInputKind.self) { return (node, field) }
            for child in node.children { if let found = firstField(in: child) { return found } }
            return nil
        }
        if let found = search(root) { return found }
        // An identifier on a view around the field (a row holding it).
        func identified(_ node: Node) -> Node? {
            if node.accessibilityIdentifier == target { return node }
            for child in node.children { if let found = identified(child) { return found } }
            return nil
        }
        if let outer = identified(root), let found = firstField(in: outer) { return found }
        var names: [String] = []
        root.forEachNode { node in
            guard let field = node.kind.as(TextInputKind.self) else { return }
            if let name = node.accessibilityIdentifier ?? field.prompt ?? field.title { names.append("\"\(name)\"") }
        }
        graph.report(.error, path: step, "no text field with accessibility identifier, title or placeholder \"\(target)\"; "
                     + (names.isEmpty ? "the scene has no text field" : "text fields: \(names.joined(separator: ", "))"))
        return nil
    }
}
