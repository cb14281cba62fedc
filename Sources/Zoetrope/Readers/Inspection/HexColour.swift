import Foundation
import ZoetropeDisplay

/// An sRGB colour with straight alpha at 8 bits a component: how the trace and inspection write a colour
/// (`#RRGGBBAA`), and what the audit and snapshots compare.
package struct HexColour: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Each component clamped to 0…1 and rounded to the nearest of 256 steps (as `DisplayColor.hexString` writes it).
    package init(_ colour: DisplayColor) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(red: byte(colour.red), green: byte(colour.green), blue: byte(colour.blue), alpha: byte(colour.alpha))
    }

    /// Reads `#RRGGBBAA` (either case); nil for anything else.
    package init?(hex: some StringProtocol) {
        let utf8 = Array(hex.utf8)
        guard utf8.count == 9, utf8[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [UInt8] = []
        for k in stride(from: 1, to: 9, by: 2) {
            guard let high = Self.digit(utf8[k]), let low = Self.digit(utf8[k + 1]) else { return nil }
            bytes.append(high * 16 + low)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    }

    /// For literals in tests: `"#FF0000FF"`.
    package init(stringLiteral value: String) {
        guard let colour = HexColour(hex: value) else { preconditionFailure("not a #RRGGBBAA colour: \(value)") }
        self = colour
    }

    private static func digit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// `#RRGGBBAA`, upper case.
    package var description: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for b in [red, green, blue, alpha] { out += [digits[Int(b >> 4)], digits[Int(b & 15)]] }
        return String(decoding: out, as: UTF8.self)
    }

    /// The components on a 0–1 scale, premultiplied: (r·a, g·a, b·a, a).
    package var premultiplied: [Double] {
        let a = Double(alpha) / 255
        return [Double(red) / 255 * a, Double(green) / 255 * a, Double(blue) / 255 * a, a]
    }

    /// The components, 0–255: red, green, blue, alpha.
    package var bytes: [Int] { [Int(red), Int(green), Int(blue), Int(alpha)] }

    package init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let colour = HexColour(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a #RRGGBBAA colour: \(text)"))
        }
        self = colour
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
