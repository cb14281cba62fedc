import Foundation
import ZoetropeDisplay

/// One value of a view's traced attributes: a number, a list of numbers, text, or a colour, gradient, material or
/// shadow, typed so that readers compare colours as colours (`AttributeDescriptor` says what each attribute is).
///
/// Written (`description`, the trace text, `inspect`) as before the values were typed: numbers rounded to 1/1000, a
/// colour as `#RRGGBBAA`, a gradient, material or shadow as one text in quotes when it holds spaces.
package enum InspectedValue: Hashable, Sendable, Encodable, CustomStringConvertible {
    case number(Double)
    case numbers([Double])
    case text(String)
    case colour(HexColour)
    /// `linearGradient(#FF0000FF@0.0 #0000FFFF@1.0)`: the gradient's SwiftUI name and its stops.
    case gradient(GradientValue)
    /// `material(blur 20.0, overlay #FFFFFF66)`: a material's blur radius in points and the colour over it.
    case material(blur: Double, overlay: HexColour)
    /// `#00000054 radius 4.0 offset 0.0,2.0`.
    case shadow(ShadowValue)

    /// A gradient as traced: its kind's SwiftUI name and its stops.
    package struct GradientValue: Hashable, Sendable {
        package struct Stop: Hashable, Sendable {
            package var colour: HexColour
            /// 0…1 along the gradient.
            package var location: Double
        }
        /// `linearGradient`, `radialGradient`, `ellipticalGradient`, `angularGradient`.
        package var name: String
        package var stops: [Stop]

        package init(name: String, stops: [Stop]) {
            self.name = name
            self.stops = stops
        }
    }

    /// A shadow as traced: its colour (none in a spec's geometry row), blur radius and offset, in points.
    package struct ShadowValue: Hashable, Sendable {
        package var colour: HexColour?
        package var radius: Double
        package var x: Double
        package var y: Double

        package init(colour: HexColour?, radius: Double, x: Double, y: Double) {
            self.colour = colour
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    /// Its colours, in the order it is written.
    package var colours: [HexColour] {
        switch self {
        case let .colour(c): return [c]
        case let .gradient(g): return g.stops.map(\.colour)
        case let .material(_, overlay): return [overlay]
        case let .shadow(s): return s.colour.map { [$0] } ?? []
        case .number, .numbers, .text: return []
        }
    }

    /// Its numbers, in the order it is written (a gradient's stop locations, a shadow's radius and offset).
    package var numbers: [Double] {
        switch self {
        case let .number(v): return [v]
        case let .numbers(v): return v
        case let .gradient(g): return g.stops.map(\.location)
        case let .material(blur, _): return [blur]
        case let .shadow(s): return [s.radius, s.x, s.y]
        case .text, .colour: return []
        }
    }

    /// What must match exactly for two values to be compared number by number and colour by colour: the case, the
    /// count of numbers, and any words (a gradient's name, a text).
    package var shape: String {
        switch self {
        case .number: return "number"
        case let .numbers(v): return "numbers \(v.count)"
        case let .text(t): return "text " + t
        case .colour: return "colour"
        case let .gradient(g): return "\(g.name) \(g.stops.count)"
        case .material: return "material"
        case let .shadow(s): return s.colour == nil ? "shadow" : "shadow colour"
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(v): try container.encode(InspectedView.rounded(v))
        case let .numbers(v): try container.encode(v.map(InspectedView.rounded))
        default: try container.encode(plainText)
        }
    }

    /// The value as text, unquoted: what `description` writes, before quoting.
    package var plainText: String {
        func r(_ v: Double) -> String { String(InspectedView.rounded(v)) }
        switch self {
        case let .number(v): return r(v)
        case let .numbers(v): return v.map(r).joined(separator: ",")
        case let .text(v): return v
        case let .colour(c): return c.description
        case let .gradient(g): return g.name + "(" + g.stops.map { "\($0.colour)@\(r($0.location))" }.joined(separator: " ") + ")"
        case let .material(blur, overlay): return "material(blur \(r(blur)), overlay \(overlay))"
        case let .shadow(s): return (s.colour.map { "\($0) " } ?? "") + "radius \(r(s.radius)) offset \(r(s.x)),\(r(s.y))"
        }
    }

    package var description: String {
        switch self {
        case .number, .numbers, .colour: return plainText
        default:
            // One line, whatever the text holds: quotes, backslashes and line breaks are escaped.
            let v = plainText
            let escaped = v.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return v.contains(" ") || escaped != v ? "\"\(escaped)\"" : v
        }
    }
}
