import Foundation
import ZoetropeMotion

/// Numbers and times as the review page writes them. Text from a scene goes through `Markup` (ZoetropeSystem): `text`
/// in element content, `attribute` in attribute values, so a `<`, `&` or quote in it is shown, never interpreted.
enum HTML {
    /// A number for CSS and data attributes: at most four decimals, no trailing zeros, `.` as the separator.
    static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.trimmed(value, places: 4) : "0"
    }


    /// A percentage of `span` for CSS positions, clamped to 0…100.
    static func percent(_ value: Double, of span: Double) -> String {
        guard span > 0, value.isFinite else { return value.isInfinite && value > 0 ? "100%" : "0%" }
        return number(min(max(value / span * 100, 0), 100)) + "%"
    }
}
