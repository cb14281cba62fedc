/// A field's value split for tolerant comparison: its numbers, its `#RRGGBBAA` colours, and the text around them
/// (which must match exactly).
struct TraceValue: Hashable {
    /// The value with each number replaced by `\u{1}` and each colour by `\u{2}`.
    var skeleton: String
    var numbers: [Double]
    /// 0–255 components, RGBA.
    var colours: [[Int]]
    /// The numbers and colours as written, in order, for messages.
    var written: [String]

    init(_ text: String) {
        skeleton = ""
        numbers = []
        colours = []
        written = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "#",
               let colour = Self.colour(characters, at: i + 1) {
                colours.append(colour)
                written.append(String(characters[i..<(i + 9)]))
                skeleton.append("\u{2}")
                i += 9
                continue
            }
            let previous: Character? = i > 0 ? characters[i - 1] : nil
            let startsNumber = c.isASCIIDigit || (c == "-" && i + 1 < characters.count && characters[i + 1].isASCIIDigit)
            if startsNumber, !(previous.map { $0.isLetter || $0.isASCIIDigit || $0 == "." } ?? false) {
                var j = i + 1
                while j < characters.count, characters[j].isASCIIDigit || characters[j] == "." { j += 1 }
                if j + 1 < characters.count, characters[j] == "e",
                   characters[j + 1].isASCIIDigit || characters[j + 1] == "-" || characters[j + 1] == "+" {
                    j += 2
                    while j < characters.count, characters[j].isASCIIDigit { j += 1 }
                }
                let token = String(characters[i..<j])
                if let number = Double(token) {
                    numbers.append(number)
                    written.append(token)
                    skeleton.append("\u{1}")
                    i = j
                    continue
                }
            }
            skeleton.append(c)
            i += 1
        }
    }

    private static func colour(_ characters: [Character], at start: Int) -> [Int]? {
        guard start + 8 <= characters.count else { return nil }
        let hex = characters[start..<(start + 8)]
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        if start + 8 < characters.count, characters[start + 8].isHexDigit || characters[start + 8].isLetter { return nil }
        let digits = Array(hex)
        return stride(from: 0, to: 8, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
