/// A trace line's fields taken apart: the type, then `key=value` fields in order, and the bare ones (`removing`,
/// `#identifier`) kept as keys with no value. Values in quotes (`font="Inter 15.0 500"`) keep their quotes.
struct TraceFields: Hashable {
    var type: String
    /// Keys in the order they are written.
    var keys: [String]
    var values: [String: String]

    init(parsing fields: String) {
        let tokens = FieldDelta.tokens(fields)
        type = tokens.first ?? ""
        keys = []
        values = [:]
        for token in tokens.dropFirst() where !token.isEmpty {
            // `#identifier` may hold `=`; it is a bare field named by its leading `#`.
            if !token.hasPrefix("#"), let equals = token.firstIndex(of: "=") {
                var key = String(token[..<equals])
                // A style value named like a view field (an opacity effect's `opacity`) follows the view's own.
                if values[key] != nil { key += ".effect" }
                keys.append(key)
                values[key] = String(token[token.index(after: equals)...])
            } else {
                let key = token.hasPrefix("#") ? "#" : token
                keys.append(key)
                values[key] = token.hasPrefix("#") ? String(token.dropFirst()) : ""
            }
        }
    }

    /// The fields without the running animations (`animating.…`), which describe what drives a view, not where it is.
    var withoutAnimations: TraceFields {
        var copy = self
        copy.keys.removeAll { $0.hasPrefix("animating.") }
        copy.values = copy.values.filter { !$0.key.hasPrefix("animating.") }
        return copy
    }

    /// The value of `key`, or what its absence means: `bounds` is the frame when not written, `opacity` is 1.
    func value(_ key: String) -> String? {
        if let value = values[key] { return value }
        switch key {
        case "bounds": return values["frame"]
        case "opacity": return "1"
        default: return nil
        }
    }
}
