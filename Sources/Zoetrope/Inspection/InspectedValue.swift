import Foundation
import ZoetropeDisplay

/// One value of a view's resolved style in an inspection: a number, a list of numbers, or text.
package enum InspectedValue: Hashable, Sendable, Encodable, CustomStringConvertible {
    case number(Double)
    case numbers([Double])
    case text(String)

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(v): try container.encode(InspectedView.rounded(v))
        case let .numbers(v): try container.encode(v.map(InspectedView.rounded))
        case let .text(v): try container.encode(v)
        }
    }

    public var description: String {
        switch self {
        case let .number(v): return String(InspectedView.rounded(v))
        case let .numbers(v): return v.map { String(InspectedView.rounded($0)) }.joined(separator: ",")
        case let .text(v):
            // One line, whatever the text holds: quotes, backslashes and line breaks are escaped.
            let escaped = v.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return v.contains(" ") || escaped != v ? "\"\(escaped)\"" : v
        }
    }
}
