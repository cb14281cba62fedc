import Foundation

/// Escaping for the HTML page and the JUnit XML: one set of rules, valid in both, so the page is also
/// well-formed XML.
enum Markup {
    /// `text` safe inside an element: `&`, `<`, `>` escaped, characters XML 1.0 forbids replaced with U+FFFD.
    static func text(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// `text` safe inside a double- or single-quoted attribute; line breaks and tabs kept as character
    /// references, which attribute normalisation would otherwise turn into spaces.
    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// A relative path as a URL reference: each component percent-encoded so that spaces, `#`, `?`, `%` and a
    /// `:` that would read as a scheme stay part of the file name. Not yet escaped for an attribute.
    static func urlPath(_ path: String) -> String {
        // RFC 3986's unreserved characters and the sub-delimiters, ASCII only; everything else is encoded.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// XML 1.0's Char production: tab, line feed, carriage return, and everything from U+0020 but the
    /// surrogates (which a Swift scalar never is) and U+FFFE, U+FFFF.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
