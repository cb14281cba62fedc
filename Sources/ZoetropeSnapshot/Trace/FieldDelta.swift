import Zoetrope

/// A view's line written as the fields that changed since the frame before: `~ bounds=… transform=… opacity=0.916`.
///
/// Used only where it is unambiguous and shorter: the type and the sequence of field names are unchanged and no
/// name repeats. The `~` stands for "the type and the other fields as before"; a type is never `~`.
enum FieldDelta {
    /// The delta from `old` to `new`, or nil when the line must be written whole.
    static func delta(from old: String, to new: String) -> String? {
        let before = tokens(old), after = tokens(new)
        guard before.count == after.count, before.first == after.first else { return nil }
        let names = after.dropFirst().map(name)
        guard names == before.dropFirst().map(name), Set(names).count == names.count else { return nil }
        let changed = zip(before, after).dropFirst().filter { $0 != $1 }.map(\.1)
        let text = (["~"] + changed).joined(separator: " ")
        return text.utf8.count < new.utf8.count ? text : nil
    }

    /// `old` with the fields of `delta` put in place of the ones with their names; nil when `delta` is not one
    /// or names a field `old` does not have.
    static func apply(_ delta: String, to old: String) -> String? {
        let changes = tokens(delta)
        guard changes.first == "~" else { return nil }
        var fields = tokens(old)
        for change in changes.dropFirst() {
            guard let index = fields.indices.dropFirst().first(where: { name(fields[$0]) == name(change) }) else { return nil }
            fields[index] = change
        }
        return fields.joined(separator: " ")
    }

    /// Whether a written line's fields are a delta.
    static func isDelta(_ fields: String) -> Bool { fields.hasPrefix("~ ") || fields == "~" }

    /// A field's name: up to `=`, or the bare field (`removing`); `#` for an identifier.
    static func name(_ token: String) -> Substring {
        if token.hasPrefix("#") { return "#" }
        return token.firstIndex(of: "=").map { token[..<$0] } ?? Substring(token)
    }

    /// The space-separated fields, spaces inside quotes (with backslash escapes) kept.
    static func tokens(_ fields: String) -> [String] { TraceTokens.split(fields) }
}
