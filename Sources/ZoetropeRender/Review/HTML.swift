import Foundation

/// Numbers and times as the review page writes them. Text from a scene goes through `Markup` (ZoetropeSystem): `text`
/// in element content, `attribute` in attribute values, so a `<`, `&` or quote in it is shown, never interpreted.
enum HTML {
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
