import Foundation

/// Text made safe for HTML: the review page writes every value that comes from a scene (ids, view paths, values,
/// animation spellings) through these, so a `<`, `&` or quote in them is shown, never interpreted.
enum HTML {
    /// `text` escaped for element content and for attribute values in double or single quotes.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A number for CSS and data attributes: at most four decimals, no trailing zeros, `.` as the separator.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var s = String(format: "%.4f", value)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// Seconds as the page shows them: three decimals (`0.400`), `—` for none, `never` for an endless animation.
    static func seconds(_ t: Double?) -> String {
        guard let t else { return "—" }
        return t.isFinite ? String(format: "%.3f", t) : "never"
    }

    /// A percentage of `span` for CSS positions, clamped to 0…100.
    static func percent(_ value: Double, of span: Double) -> String {
        guard span > 0, value.isFinite else { return value.isInfinite && value > 0 ? "100%" : "0%" }
        return number(min(max(value / span * 100, 0), 100)) + "%"
    }
}
