import Foundation

/// The SwiftUI vocabulary the parser understands: every animation, modifier, curve and spring form with
/// SwiftUI's labels and defaults (fidelity.md §1.6, §2.1, §3).
enum AnimationCatalog {
    typealias P = SyntaxSignature.Parameter
    typealias Build<T> = ([SyntaxResolved]) -> T

    static func n(_ label: String?, _ value: Double? = nil, _ check: SyntaxSignature.Check = .any) -> P {
        P(label: label, kind: .number, defaultValue: value.map { .number($0) }, check: check)
    }

    /// Animations: `.name` alone uses the bare-name entry (an overload with no parameters).
    static let animations: [String: [(SyntaxSignature, Build<Animation>)]] = {
        var table: [String: [(SyntaxSignature, Build<Animation>)]] = [:]
        func add(_ name: String, _ parameters: [P], _ build: @escaping Build<Animation>) {
            table[name, default: []].append((SyntaxSignature(name: name, parameters: parameters), build))
        }
        for (name, make) in [("linear", Animation.linear(duration:)), ("easeIn", Animation.easeIn(duration:)),
                             ("easeOut", Animation.easeOut(duration:)), ("easeInOut", Animation.easeInOut(duration:))] {
            add(name, [n("duration", nil, .nonNegative)]) { make($0[0].number) }
        }
        add("timingCurve", [n(nil), n(nil), n(nil), n(nil), n("duration", 0.35, .nonNegative)]) {
            .timingCurve($0[0].number, $0[1].number, $0[2].number, $0[3].number, duration: $0[4].number)
        }
        add("timingCurve", [P(label: nil, kind: .unitCurve), n("duration", nil, .nonNegative)]) {
            .timingCurve($0[0].unitCurve, duration: $0[1].number)
        }
        add("spring", [n("duration", 0.5, .positive), n("bounce", 0, .openUnitBounce), n("blendDuration", 0, .nonNegative)]) {
            .spring(duration: $0[0].number, bounce: $0[1].number, blendDuration: $0[2].number)
        }
        add("spring", [n("response", 0.5, .positive), n("dampingFraction", 0.825, .nonNegative), n("blendDuration", 0, .nonNegative)]) {
            .spring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number)
        }
        add("spring", [P(label: nil, kind: .spring), n("blendDuration", 0, .nonNegative)]) {
            .spring($0[0].spring, blendDuration: $0[1].number)
        }
        for (name, base) in [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)] {
            add(name, [n("duration", 0.5, .positive), n("extraBounce", 0, .any)]) {
                .spring(duration: $0[0].number, bounce: base + $0[1].number)
            }
        }
        add("interactiveSpring", [n("duration", 0.15, .positive), n("extraBounce", 0), n("blendDuration", 0.25, .nonNegative)]) {
            .interactiveSpring(duration: $0[0].number, extraBounce: $0[1].number, blendDuration: $0[2].number)
        }
        add("interactiveSpring", [n("response", 0.15, .positive), n("dampingFraction", 0.86, .nonNegative), n("blendDuration", 0.25, .nonNegative)]) {
            .interactiveSpring(response: $0[0].number, dampingFraction: $0[1].number, blendDuration: $0[2].number)
        }
        add("interpolatingSpring", [n("mass", 1, .positive), n("stiffness", nil, .positive), n("damping", nil, .nonNegative), n("initialVelocity", 0)]) {
            .interpolatingSpring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, initialVelocity: $0[3].number)
        }
        add("interpolatingSpring", [n("duration", 0.5, .positive), n("bounce", 0, .openUnitBounce), n("initialVelocity", 0)]) {
            .interpolatingSpring(duration: $0[0].number, bounce: $0[1].number, initialVelocity: $0[2].number)
        }
        add("interpolatingSpring", [P(label: nil, kind: .spring), n("initialVelocity", 0)]) {
            .interpolatingSpring($0[0].spring, initialVelocity: $0[1].number)
        }
        add("default", []) { _ in .default }
        return table
    }()

    /// The bare-name animations (`.spring`, `.smooth`, …) that are static properties rather than calls.
    static let bareAnimations: [String: Animation] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut, "spring": .spring,
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "interactiveSpring": .interactiveSpring,
        "interpolatingSpring": .interpolatingSpring, "default": .default,
    ]

    /// Modifiers applied to the animation on their left.
    static let modifiers: [String: [(SyntaxSignature, (Animation, [SyntaxResolved]) -> Animation)]] = [
        "delay": [(SyntaxSignature(name: "delay", parameters: [n(nil, nil, .nonNegative)]), { $0.delay($1[0].number) })],
        "speed": [(SyntaxSignature(name: "speed", parameters: [n(nil, nil, .positive)]), { $0.speed($1[0].number) })],
        "repeatCount": [(SyntaxSignature(name: "repeatCount", parameters: [
            P(label: nil, kind: .integer, defaultValue: nil, check: .atLeastOne),
            P(label: "autoreverses", kind: .boolean, defaultValue: .boolean(true)),
        ]), { $0.repeatCount($1[0].integer, autoreverses: $1[1].boolean) })],
        "repeatForever": [(SyntaxSignature(name: "repeatForever", parameters: [
            P(label: "autoreverses", kind: .boolean, defaultValue: .boolean(true)),
        ]), { $0.repeatForever(autoreverses: $1[0].boolean) })],
        "logicallyComplete": [(SyntaxSignature(name: "logicallyComplete", parameters: [n("after", nil, .nonNegative)]),
                               { $0.logicallyComplete(after: $1[0].number) })],
    ]

    static let unitCurves: [String: UnitCurve] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
        "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut, "circularEaseInOut": .circularEaseInOut,
    ]

    /// `Spring(...)` initialisers and the `.smooth`/`.snappy`/`.bouncy` spring presets.
    static let springInitialisers: [(SyntaxSignature, Build<Spring>)] = [
        (SyntaxSignature(name: "Spring", parameters: [n("duration", 0.5, .positive), n("bounce", 0, .openUnitBounce)]),
         { Spring(duration: $0[0].number, bounce: $0[1].number) }),
        (SyntaxSignature(name: "Spring", parameters: [n("response", nil, .positive), n("dampingRatio", nil, .nonNegative)]),
         { Spring(response: $0[0].number, dampingRatio: $0[1].number) }),
        (SyntaxSignature(name: "Spring", parameters: [n("mass", 1, .positive), n("stiffness", nil, .positive), n("damping", nil, .nonNegative),
                                                      P(label: "allowOverDamping", kind: .boolean, defaultValue: .boolean(false))]),
         { Spring(mass: $0[0].number, stiffness: $0[1].number, damping: $0[2].number, allowOverDamping: $0[3].boolean) }),
        (SyntaxSignature(name: "Spring", parameters: [n("settlingDuration", nil, .positive), n("dampingRatio", nil, .nonNegative), n("epsilon", 0.001, .positive)]),
         { Spring(settlingDuration: $0[0].number, dampingRatio: $0[1].number, epsilon: $0[2].number) }),
    ]

    static let springPresets: [String: (Double, Double)] = ["smooth": (0.5, 0), "snappy": (0.5, 0.15), "bouncy": (0.5, 0.3)]
}
