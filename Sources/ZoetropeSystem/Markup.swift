/// The one escaper for markup Zoetrope writes (the review page, the snapshot report's HTML, JUnit XML): text from a
/// scene or a file name is shown, never interpreted, and every page is also well-formed XML 1.0.
///
/// Rules by context:
/// - element content (`text`): `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;` (so `]]>` never appears); quotes stay as
///   they are, since they mean nothing there.
/// - attribute values in double or single quotes (`attribute`): the same, and `"` → `&quot;`, `'` → `&#39;`, and
///   line feed, carriage return and tab as `&#10;`, `&#13;`, `&#9;`, which attribute-value normalisation would
///   otherwise turn into spaces.
/// - both: characters XML 1.0 forbids (controls other than tab, line feed and carriage return; U+FFFE, U+FFFF)
///   become U+FFFD.
///
/// In ZoetropeSystem, the leaf module every other one can import (ZoetropeRender, ZoetropeSnapshot and the CLI do
/// already), and with no Foundation: ZoetropeDisplay, the other candidate, is the display list and nothing textual.
public enum Markup {
    /// `text` safe inside an element.
    public static func text(_ text: String) -> String { escaped(text, inAttribute: false) }

    /// `text` safe inside a double- or single-quoted attribute value.
    public static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

    /// The one escaping loop: `& < >` always; quotes and line breaks and tabs in attributes only.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&#39;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r" where inAttribute: out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's Char production: tab, line feed, carriage return, and everything from U+0020 but the
    /// surrogates (which a Swift scalar never is) and U+FFFE, U+FFFF.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
