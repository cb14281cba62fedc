import PropertyBased

/// SVG path data for the parser's fuzz run: commands with the right (and sometimes wrong) number of arguments,
/// hostile numbers, compact forms such as `.5.5` and `0120`, long repeats; mutations of it; and garbage.
enum SVGPathInputs {
    static let tokens = ["M", "m", "L", "z", "Z", "A", "a", "C", " ", ",", "-", ".", "e", "1e308", "0 0", "nan"]

    /// Arguments per command (arc flags counted as numbers here; `flags` places them).
    static let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]

    /// A separator between arguments, mostly a space.
    static func separator(_ t: inout FuzzText) -> String { t.pick([" ", " ", " ", ",", ", ", "", "\n", "\t", " ,"]) }

    /// One command with its arguments, repeated 1–3 times (sometimes hundreds).
    static func command(_ t: inout FuzzText) -> String {
        let letter = t.pick(Array("MLHVCSQTAZ"))
        let name = t.chance(0.5) ? String(letter) : letter.lowercased()
        var text = name
        let count = arity[letter]!
        let repeats = count == 0 ? 1 : (t.chance(0.01) ? t.int(100...1000) : t.int(1...3))
        for _ in 0..<repeats {
            var arguments = count
            if t.chance(0.05) { arguments += t.int(-2...2) }
            for index in 0..<max(0, arguments) {
                if letter == "A", index == 3 || index == 4 {
                    text += t.chance(0.95) ? t.pick(["0", "1"]) : t.pick(["2", "-1", "01", ".5"])
                } else if letter == "A", index < 2, t.chance(0.3) {
                    text += t.pick(["0", "1e-300", "5e-324", "1e200", "1e9", "-10", "1e-9"])
                } else {
                    text += t.number()
                }
                text += separator(&t)
            }
        }
        return text
    }

    /// A path: a moveto (mostly), then 0–8 commands.
    static func structured(_ t: inout FuzzText) -> String {
        var text = t.chance(0.95) ? t.pick(["M", "m", " M", "M "]) + t.number() + separator(&t) + t.number() + " " : ""
        for _ in 0..<t.int(0...8) { text += command(&t) }
        return text
    }

    /// The SVG inputs: structured 60 %, mutated 28 %, garbage 12 %.
    static let generator: Generator<String, Shrink.None<String>> = Generator { rng in
        var t = FuzzText(rng: rng)
        defer { rng = t.rng }
        let roll = t.int(0...99)
        if roll < 60 { return structured(&t) }
        if roll < 88 { return t.mutate(structured(&t), tokens: tokens) }
        return t.garbage(maximum: 80)
    }
}
