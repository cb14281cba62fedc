import PropertyBased

/// Random text pieces shared by the parsers' generators: a random source, hostile numbers, mutations, garbage.
struct FuzzText {
    /// The generator state of the input being built.
    var rng: any SeededRandomNumberGenerator

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// Numbers that parsers get wrong: signed zeros, the edges of `Double`, overflow and underflow when read,
    /// non-numbers, whole numbers too big for `Int`, and Swift's own spellings (`1_000`, `0x10`).
    static let hostileNumbers = [
        "0", "-0", "+0", "0.0", "1", "-1", "2", "0.5", ".5", "5.", "2.5", "-2.5", "0.999999", "1.000001", "-0.999999",
        "1e308", "-1e308", "1.7976931348623157e308", "1.8e308", "1e309", "1e400", "-1e400", "1e-308", "5e-324",
        "1e-320", "1e-400", "4.9e-324", "1e20", "1e15", "1e6", "1000000", "1000001", "0.000001", "0.0000009",
        "1000000000", "9007199254740992", "9007199254740993", "9223372036854775807", "9223372036854775808",
        "18446744073709551616", "nan", "NaN", "inf", "infinity", "-inf", "1_000", "1__0", "0x10", "1e", "1e+", "1e-",
        "1.2.3", "--1", "+-1", "00001", "1e0001", "0e0", "123456789012345678901234567890",
    ]

    /// A number: a hostile one, a small decimal or an integer, or a random mantissa and exponent.
    mutating func number() -> String {
        switch int(0...9) {
        case 0...3: return pick(Self.hostileNumbers)
        case 4...5: return String(Double(int(-2000...2000)) / 1000)
        case 6: return String(int(-5...100))
        case 7: return "\(int(-9...9)).\(int(0...99))e\(int(-330...330))"
        case 8: return String(Double.random(in: -1e6...1e6, using: &rng))
        default: return String(Double(bitPattern: UInt64.random(in: .min ... .max, using: &rng)))
        }
    }

    /// Characters for garbage and single-character mutations: the parsers' punctuation, letters, digits, spaces,
    /// control characters, combining marks, wide and astral characters, digits of other scripts.
    static let characters: [Character] = Array(".,:()-+eE0123456789 \t\n_abcxyzMmLlHhVvCcSsQqTtAaZz@#$;\"'\\/")
        + ["\u{0}", "\u{7F}", "\u{301}", "é", "ß", "Ω", "٣", "½", "①", "Ⅻ", "\u{FEFF}", "\u{200B}", "\u{2028}", "😀", "👩‍👩‍👧", "𝟙", "ｓ"]

    /// A string of 0 to `maximum` random characters.
    mutating func garbage(maximum: Int) -> String {
        String((0..<int(0...maximum)).map { _ in pick(Self.characters) })
    }

    /// `text` changed 1–4 times: a character replaced or inserted, a range deleted, duplicated or repeated many
    /// times, the text cut short, or a piece of `tokens` inserted.
    mutating func mutate(_ text: String, tokens: [String]) -> String {
        var chars = Array(text)
        for _ in 0..<int(1...4) {
            let position = chars.isEmpty ? 0 : int(0...chars.count)
            switch int(0...7) {
            case 0 where !chars.isEmpty:
                chars[min(position, chars.count - 1)] = pick(Self.characters)
            case 1:
                chars.insert(pick(Self.characters), at: position)
            case 2 where !chars.isEmpty:
                let end = min(chars.count, position + int(1...8))
                chars.removeSubrange(min(position, end)..<end)
            case 3:
                chars = Array(chars.prefix(position))
            case 4 where !chars.isEmpty:
                let end = min(chars.count, position + int(1...12))
                let piece = chars[min(position, end)..<end]
                chars.insert(contentsOf: Array(repeating: piece, count: int(2...(chance(0.05) ? 2000 : 4))).joined(),
                             at: position)
            case 5:
                chars.insert(contentsOf: Array(pick(tokens)), at: position)
            case 6:
                chars.insert(contentsOf: Array(number()), at: position)
            default:
                if chars.count > 1 { chars.swapAt(int(0...(chars.count - 1)), int(0...(chars.count - 1))) }
            }
        }
        return String(chars)
    }
}
