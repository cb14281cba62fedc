import PropertyBased

/// Animation text in SwiftUI syntax for the parser's fuzz run: the grammar with hostile numbers, wrong labels and
/// long modifier chains; mutations of such text; and garbage.
enum AnimationInputs {
    /// Pieces inserted by mutations.
    static let tokens = [
        ".spring", ".easeIn", "(", ")", ",", ":", ".", "duration:", "bounce:", ".delay(", ".speed(", ".repeatCount(",
        "autoreverses: true", "Spring(", "UnitPoint(", ".bezier(", "Animation.", "Double.nan", ".infinity", "true",
    ]

    static let bareNames = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy",
                            "interactiveSpring", "interpolatingSpring", "default", "wobbly", "Spring", ""]
    static let unitCurves = ["linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
                             "circularEaseInOut", "wobble"]
    static let unitPoints = ["zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                             "bottomLeading", "bottomTrailing"]

    /// `label: value` pairs drawn from `labels` in order, each present with probability 0.7, values from `value`.
    static func arguments(_ labels: [String?], _ t: inout FuzzText, value: (inout FuzzText) -> String) -> String {
        var parts: [String] = []
        for label in labels where t.chance(0.7) {
            parts.append((label.map { $0 + ": " } ?? "") + value(&t))
        }
        if t.chance(0.1), parts.count > 1 { parts.swapAt(0, parts.count - 1) }
        return "(" + parts.joined(separator: t.pick([", ", ",", " , "])) + ")"
    }

    static func number(_ t: inout FuzzText) -> String { t.chance(0.05) ? t.pick(["true", ".nan", "Double.infinity", ".center"]) : t.number() }

    static func unitPoint(_ t: inout FuzzText) -> String {
        t.chance(0.5) ? "." + t.pick(unitPoints) : "UnitPoint" + arguments(["x", "y"], &t, value: number)
    }

    /// A `Spring` value, nested `depth` levels at most.
    static func spring(_ t: inout FuzzText, depth: Int) -> String {
        switch t.int(0...5) {
        case 0: return "Spring" + arguments(["duration", "bounce"], &t, value: number)
        case 1: return "Spring" + arguments(["response", "dampingRatio"], &t, value: number)
        case 2: return "Spring" + arguments(["mass", "stiffness", "damping", "allowOverDamping"], &t) { t in
            t.chance(0.2) ? t.pick(["true", "false"]) : t.number()
        }
        case 3: return "Spring" + arguments(["settlingDuration", "dampingRatio", "epsilon"], &t, value: number)
        case 4 where depth > 0: return "Spring(duration: " + spring(&t, depth: depth - 1) + ")"
        default:
            let preset = t.pick(["smooth", "snappy", "bouncy", "wobbly"])
            let prefix = t.pick([".", "Spring.", ""])
            return prefix + preset + (t.chance(0.5) ? arguments(["duration", "extraBounce"], &t, value: number) : "")
        }
    }

    /// An animation without modifiers.
    static func base(_ t: inout FuzzText) -> String {
        switch t.int(0...13) {
        case 0: return t.pick(bareNames)
        case 1: return t.pick(["linear", "easeIn", "easeOut", "easeInOut"]) + arguments(["duration"], &t, value: number)
        case 2: return "timingCurve" + arguments([nil, nil, nil, nil, "duration"], &t, value: number)
        case 3: return "timingCurve(." + t.pick(unitCurves) + ", duration: " + number(&t) + ")"
        case 4:
            return "timingCurve(UnitCurve.bezier(startControlPoint: " + unitPoint(&t) + ", endControlPoint: "
                + unitPoint(&t) + "), duration: " + number(&t) + ")"
        case 5: return "spring" + arguments(["duration", "bounce", "blendDuration"], &t, value: number)
        case 6: return "spring" + arguments(["response", "dampingFraction", "blendDuration"], &t, value: number)
        case 7: return "spring(" + spring(&t, depth: 2) + (t.chance(0.5) ? ", blendDuration: " + number(&t) : "") + ")"
        case 8: return t.pick(["smooth", "snappy", "bouncy"]) + arguments(["duration", "extraBounce"], &t, value: number)
        case 9: return "interactiveSpring" + arguments(["duration", "extraBounce", "blendDuration"], &t, value: number)
        case 10: return "interactiveSpring" + arguments(["response", "dampingFraction", "blendDuration"], &t, value: number)
        case 11: return "interpolatingSpring" + arguments(["mass", "stiffness", "damping", "initialVelocity"], &t, value: number)
        case 12: return "interpolatingSpring" + arguments(["duration", "bounce", "initialVelocity"], &t, value: number)
        default: return "interpolatingSpring(" + spring(&t, depth: 1) + ", initialVelocity: " + number(&t) + ")"
        }
    }

    /// A modifier after the base.
    static func modifier(_ t: inout FuzzText) -> String {
        switch t.int(0...5) {
        case 0: return "delay(" + number(&t) + ")"
        case 1: return "speed(" + number(&t) + ")"
        case 2:
            let count = t.pick(["1", "2", "3", "0", "-1", "2.5", "1e20", "1000000000", "9007199254740992",
                                "9007199254740993", "9223372036854775807", t.number()])
            return "repeatCount(" + count + (t.chance(0.5) ? ", autoreverses: " + t.pick(["true", "false", "1"]) : "") + ")"
        case 3: return "repeatForever" + (t.chance(0.5) ? "(autoreverses: " + t.pick(["true", "false"]) + ")" : "()")
        case 4: return "logicallyComplete(after: " + number(&t) + ")"
        default: return t.pick(["delay", "speed", "dlay(1)", "smooth", "repeatCount()"])
        }
    }

    /// A whole expression: prefix, base, 0–4 modifiers (sometimes very many).
    static func structured(_ t: inout FuzzText) -> String {
        var text = t.pick([".", ".", "Animation.", "", " . "]) + base(&t)
        let modifiers = t.chance(0.02) ? t.int(20...300) : t.int(0...4)
        for _ in 0..<modifiers { text += "." + modifier(&t) }
        return text
    }

    /// Nesting far deeper than any real expression: `Spring(duration: Spring(duration: …`.
    static func deep(_ t: inout FuzzText) -> String {
        let depth = t.int(50...20_000)
        let open = String(repeating: t.pick(["Spring(duration: ", "UnitPoint(x: ", "(", "spring("]), count: depth)
        return ".spring(" + open + (t.chance(0.5) ? String(repeating: ")", count: depth + 1) : "")
    }

    /// The animation inputs: structured 55 %, mutated 30 %, garbage 12 %, deep nesting 3 %.
    static let generator: Generator<String, Shrink.None<String>> = Generator { rng in
        var t = FuzzText(rng: rng)
        defer { rng = t.rng }
        let roll = t.int(0...99)
        if roll < 55 { return structured(&t) }
        if roll < 85 { return t.mutate(structured(&t), tokens: tokens) }
        if roll < 97 { return t.garbage(maximum: 80) }
        return deep(&t)
    }

    /// `Spring` text for `parseSpring`.
    static let springGenerator: Generator<String, Shrink.None<String>> = Generator { rng in
        var t = FuzzText(rng: rng)
        defer { rng = t.rng }
        let text = spring(&t, depth: 2)
        return t.chance(0.3) ? t.mutate(text, tokens: tokens) : text
    }

    /// `T:VALUE[:ANIMATION]` text for `CurveRetarget.parse`.
    static let retargetGenerator: Generator<String, Shrink.None<String>> = Generator { rng in
        var t = FuzzText(rng: rng)
        defer { rng = t.rng }
        var text = t.number() + ":" + t.number()
        if t.chance(0.7) { text += ":" + structured(&t) }
        return t.chance(0.3) ? t.mutate(text, tokens: tokens + [":"]) : text
    }
}
