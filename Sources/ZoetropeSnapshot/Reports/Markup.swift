import Foundation
import ZoetropeSystem

/// The report's links: escaping itself is `Markup.text` and `Markup.attribute` (ZoetropeSystem), the same rules for
/// the HTML page and the JUnit XML, so the page is also well-formed XML.
extension Markup {
    /// A relative path as a URL reference: each component percent-encoded so that spaces, `#`, `?`, `%` and a
    /// `:` that would read as a scheme stay part of the file name. Not yet escaped for an attribute.
    static func urlPath(_ path: String) -> String {
        // RFC 3986's unreserved characters and the sub-delimiters, ASCII only; everything else is encoded.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
