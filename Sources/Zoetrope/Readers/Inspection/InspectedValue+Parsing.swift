import Foundation

extension InspectedValue {
    /// Reads a value as `description` writes it (quoted or not), as a value of `descriptor`; without one (an
    /// attribute no known kind traces), as what it looks like. Text that is not a value of the descriptor's kind
    /// reads as `.text`, so that anything written reads back and writes the same.
    package init(parsing written: some StringProtocol, as descriptor: AttributeDescriptor?) {
        self.init(parsingPlain: Self.unquoted(String(written)), as: descriptor)
    }

    /// Reads `plainText` (no quotes) as a value of `descriptor`.
    package init(parsingPlain text: String, as descriptor: AttributeDescriptor?) {
        guard let descriptor else {
            if let colour = HexColour(hex: text) { self = .colour(colour); return }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Double($0) }
            if !text.isEmpty, numbers.count == parts.count { self = parts.count == 1 ? .number(numbers[0]) : .numbers(numbers) }
            else { self = .text(text) }
            return
        }
        switch descriptor.kind {
        case .text: self = .text(text)
        case .colour: self = HexColour(hex: text).map(InspectedValue.colour) ?? .text(text)
        case .paint: self = HexColour(hex: text).map(InspectedValue.colour) ?? Self.material(text) ?? Self.gradient(text) ?? .text(text)
        case .shadow: self = Self.shadow(text) ?? .text(text)
        case .length, .point, .size, .angle, .factor, .unitPoint, .opacity, .count:
            if descriptor.holdsList {
                let parts = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
                let numbers = parts.compactMap { Double($0) }
                self = numbers.count == parts.count && parts.count == descriptor.components.count ? .numbers(numbers) : .text(text)
            } else {
                self = Double(text).map(InspectedValue.number) ?? .text(text)
            }
        }
        // Only what writes back the same is read as typed (`1e3` reads as a number but writes `1000.0`).
        if case .text = self {} else if plainText != text { self = .text(text) }
    }

    /// The text inside quotes with its escapes undone; unquoted text as it is.
    static func unquoted(_ written: String) -> String {
        guard written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"") else { return written }
        var out = "", escaped = false
        for c in written.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// `material(blur 20.0, overlay #FFFFFF66)`.
    private static func material(_ text: String) -> InspectedValue? {
        guard text.hasPrefix("material(blur "), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst("material(blur ".count).dropLast().components(separatedBy: ", overlay ")
        guard parts.count == 2, let blur = Double(parts[0]), let overlay = HexColour(hex: parts[1]) else { return nil }
        return .material(blur: blur, overlay: overlay)
    }

    /// `linearGradient(#FF0000FF@0.0 #0000FFFF@1.0)`.
    private static func gradient(_ text: String) -> InspectedValue? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), text[..<open].hasSuffix("Gradient") else { return nil }
        var stops: [GradientValue.Stop] = []
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        for stop in body.split(separator: " ", omittingEmptySubsequences: false) where !body.isEmpty {
            let halves = stop.split(separator: "@", omittingEmptySubsequences: false)
            guard halves.count == 2, let colour = HexColour(hex: halves[0]), let location = Double(halves[1]) else { return nil }
            stops.append(.init(colour: colour, location: location))
        }
        return .gradient(GradientValue(name: String(text[..<open]), stops: stops))
    }

    /// `#00000054 radius 4.0 offset 0.0,2.0`, the colour optional.
    private static func shadow(_ text: String) -> InspectedValue? {
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var colour: HexColour?
        if words.count == 5 {
            guard let c = HexColour(hex: words[0]) else { return nil }
            colour = c
            words.removeFirst()
        }
        guard words.count == 4, words[0] == "radius", words[2] == "offset", let radius = Double(words[1]) else { return nil }
        let offset = words[3].split(separator: ",", omittingEmptySubsequences: false)
        guard offset.count == 2, let x = Double(offset[0]), let y = Double(offset[1]) else { return nil }
        return .shadow(ShadowValue(colour: colour, radius: radius, x: x, y: y))
    }
}
