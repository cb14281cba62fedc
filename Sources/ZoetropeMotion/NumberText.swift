import Foundation

/// How every Zoetrope output writes a number: traces, inspections, audits, specs, display dumps, review pages,
/// reports, ffmpeg arguments and messages. One place, so a value reads the same wherever it appears, `.` is the
/// separator whatever the locale, and no spelling traps on a value a scene's code can produce (NaN, infinity, 1e300).
package enum NumberText {
    /// `60` for a whole number, otherwise the shortest spelling that reads back as the same `Double` (`29.97`,
    /// `0.1`); `nan`, `inf` and `-inf` as Swift spells them; `-0` as `0`.
    package static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `plain` for a length.
    package static func plain(_ value: CGFloat) -> String { plain(Double(value)) }

    /// The value rounded to the nearest thousandth, then `plain` (`0.1 + 0.2` → `0.3`, `136.6666` → `136.667`):
    /// lengths, times and factors in traces, inspections, audit messages and display-list dumps.
    package static func thousandths(_ value: Double) -> String {
        plain((value * 1000).rounded() / 1000)
    }

    /// `thousandths` for a length.
    package static func thousandths(_ value: CGFloat) -> String { thousandths(Double(value)) }

    /// At most `places` decimals with trailing zeros dropped (`0.4`, `1.117`, `2`); `-0` as `0`; a value that is
    /// not finite as `plain` spells it.
    package static func trimmed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return plain(value) }
        var text = fixed(value, places: places)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Exactly `places` decimals (`0.400`; at most 9), the value times 10^places rounded half away from zero like
    /// `thousandths` (so `fixed(t, places: 3)` and `thousandths(t)` never disagree on a digit), `-0` as `0`; a value
    /// that is not finite, or too large for its places, as `plain` spells it.
    package static func fixed(_ value: Double, places: Int) -> String {
        let places = min(max(0, places), 9)
        var divisor = 1
        for _ in 0..<places { divisor *= 10 }
        let scaled = (value * Double(divisor)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return plain(value) }
        let whole = Int(abs(scaled)), sign = scaled < 0 ? "-" : ""
        guard places > 0 else { return sign + String(whole) }
        let fraction = String(whole % divisor)
        return sign + "\(whole / divisor)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `digits` significant digits with trailing zeros dropped (0.3441442 → `0.344`, 0.50 → `0.5`, 2.0 → `2`);
    /// a value whose rounding would need an exponent, or that is not finite, as `plain` spells it.
    package static func significant(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return plain(value) }
        var text = String(format: "%.\(max(1, digits))g", locale: nil, value)
        if text.contains("e") { return plain(value) }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A time in a table: seconds to the millisecond (`0.400`), `—` for none, `never` for an endless animation.
    package static func seconds(_ t: Double?) -> String {
        guard let t else { return "—" }
        return t.isFinite ? fixed(t, places: 3) : "never"
    }
}
