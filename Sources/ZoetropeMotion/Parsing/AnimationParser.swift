import Foundation

/// Reads an animation written in SwiftUI syntax — `.spring(response: 0.3, dampingFraction: 0.6).delay(0.1)`,
/// `.timingCurve(0.2, 0, 0, 1, duration: 0.4)`, `.bouncy(extraBounce: 0.1).speed(2)`,
/// `.easeIn.repeatCount(3, autoreverses: true)` — into an `Animation`, with SwiftUI's labels and defaults.
///
/// Stricter than the library API on purpose: NaN or infinite numbers, negative durations or delays, a response,
/// speed, mass or stiffness ≤ 0, a bounce at or beyond ±1, a repeat count below 1 or above 2^53, a number beyond ±10⁶,
/// a non-zero duration, speed, mass or stiffness below 10⁻⁶ and speeds multiplying beyond 10⁻⁶…10⁶ are reported as
/// `AnimationParseError`s pointing at the column of the argument (the library itself would apply SwiftUI's
/// documented fallbacks, see `Animation`).
package struct AnimationParser: Sendable {
    /// A parser.
    public init() {}

    /// The animation `source` describes. Throws `AnimationParseError`.
    public func parse(_ source: String) throws -> Animation {
        var reader = try AnimationSyntaxReader(source)
        let chain = try reader.readChain()
        var animation = try resolveAnimation(chain[0])
        var speed = 1.0
        for member in chain.dropFirst() {
            animation = try applyModifier(member, to: animation)
            if case let .speed(_, factor) = animation.node {
                speed *= factor
                guard speed >= Self.smallestPositive, speed <= SyntaxValueResolver.largestNumber else {
                    throw AnimationParseError(.invalidArgument, column: member.column,
                                              "the speeds multiply to \(speed); together they must be between 0.000001 and 1000000")
                }
            }
        }
        return animation
    }

    /// The `Spring` value `source` describes: `Spring(duration: 0.5, bounce: 0.3)`, `Spring(response:dampingRatio:)`,
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`, `Spring(settlingDuration:dampingRatio:epsilon:)`,
    /// `Spring.bouncy`, `.snappy(extraBounce: 0.1)`. Throws `AnimationParseError`.
    public func parseSpring(_ source: String) throws -> Spring {
        var reader = try AnimationSyntaxReader(source)
        let value = try reader.readSingleValue()
        return try SyntaxValueResolver(parser: self).resolve(value, as: .spring, name: "spring").spring
    }

    /// Whether `source` names a `Spring` value rather than an animation (it starts with `Spring`).
    public static func isSpringExpression(_ source: String) -> Bool {
        source.trimmingCharacters(in: .whitespaces).hasPrefix("Spring")
    }

    private func resolveAnimation(_ member: AnimationSyntax.Member) throws -> Animation {
        guard let arguments = member.arguments else {
            if let animation = AnimationCatalog.bareAnimations[member.name] { return animation }
            if AnimationCatalog.animations[member.name] != nil {
                throw AnimationParseError(.noMatchingOverload, column: member.column, "'.\(member.name)' needs arguments, e.g. '.\(member.name)(duration: 0.3)'")
            }
            throw unknownAnimation(member)
        }
        guard let overloads = AnimationCatalog.animations[member.name] else { throw unknownAnimation(member) }
        let (signature, build, bound) = try choose(member, among: overloads.map { ($0.0, $0.1) })
        let values = try resolve(bound, in: signature)
        if ["smooth", "snappy", "bouncy"].contains(member.name) || member.name == "interactiveSpring" && signature.parameters[1].label == "extraBounce" {
            let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3, "interactiveSpring": 0.15][member.name]!
            let bounce = base + values[1].number
            if !(bounce > -1 && bounce < 1) {
                let column = bound[1].1?.value.column ?? member.column
                throw AnimationParseError(.invalidArgument, column: column,
                                          "extraBounce gives a bounce of \(bounce); the bounce must be greater than -1 and less than 1")
            }
        }
        return build(values)
    }

    private func applyModifier(_ member: AnimationSyntax.Member, to animation: Animation) throws -> Animation {
        guard let overloads = AnimationCatalog.modifiers[member.name] else {
            if AnimationCatalog.animations[member.name] != nil || AnimationCatalog.bareAnimations[member.name] != nil {
                throw AnimationParseError(.unknownModifier, column: member.column,
                                          "'.\(member.name)' is an animation, not a modifier; only one animation can be written, followed by modifiers such as .delay(0.1)")
            }
            let suggestion = Self.closest(to: member.name, in: Array(AnimationCatalog.modifiers.keys))
            throw AnimationParseError(.unknownModifier, column: member.column,
                                      "unknown modifier '.\(member.name)'\(suggestion.map { "; did you mean '.\($0)'?" } ?? ""); modifiers are delay, speed, repeatCount, repeatForever, logicallyComplete")
        }
        guard member.arguments != nil else {
            throw AnimationParseError(.noMatchingOverload, column: member.column, "'.\(member.name)' needs parentheses, e.g. '.\(overloads[0].0.name)(…)'")
        }
        let (signature, apply, bound) = try choose(member, among: overloads)
        return apply(animation, try resolve(bound, in: signature))
    }

    private func unknownAnimation(_ member: AnimationSyntax.Member) -> AnimationParseError {
        if AnimationCatalog.modifiers[member.name] != nil {
            return AnimationParseError(.unknownAnimation, column: member.column,
                                       "'.\(member.name)' is a modifier; write it after an animation, e.g. '.easeInOut.\(member.name)(…)'")
        }
        let names = Array(Set(AnimationCatalog.animations.keys).union(AnimationCatalog.bareAnimations.keys))
        let suggestion = Self.closest(to: member.name, in: names)
        return AnimationParseError(.unknownAnimation, column: member.column,
                                   "unknown animation '.\(member.name)'\(suggestion.map { "; did you mean '.\($0)'?" } ?? "")")
    }

    /// The first overload whose labels fit, or an error naming the overloads.
    func choose<T>(_ member: AnimationSyntax.Member, among overloads: [(SyntaxSignature, T)]) throws
        -> (SyntaxSignature, T, [(SyntaxSignature.Parameter, AnimationSyntax.Argument?)]) {
        let arguments = member.arguments ?? []
        for (signature, value) in overloads {
            if let bound = signature.bind(arguments) { return (signature, value, bound) }
        }
        let labels = Set(overloads.flatMap { $0.0.parameters.compactMap(\.label) })
        if let wrong = arguments.first(where: { $0.label != nil && !labels.contains($0.label!) }) {
            let suggestion = Self.closest(to: wrong.label!, in: Array(labels))
            throw AnimationParseError(.noMatchingOverload, column: wrong.column,
                                      "'\(member.name)' has no argument '\(wrong.label!):'\(suggestion.map { "; did you mean '\($0):'?" } ?? "")")
        }
        let forms = overloads.map(\.0.spelling).joined(separator: ", ")
        throw AnimationParseError(.noMatchingOverload, column: arguments.first?.column ?? member.column,
                                  "these arguments fit no form of '\(member.name)'; the forms are \(forms) (labels in this order)")
    }

    /// Resolves bound arguments (or defaults) and applies each parameter's check.
    func resolve(_ bound: [(SyntaxSignature.Parameter, AnimationSyntax.Argument?)], in signature: SyntaxSignature) throws -> [SyntaxResolved] {
        try bound.map { parameter, argument in
            guard let argument else { return parameter.defaultValue! }
            let value = try SyntaxValueResolver(parser: self).resolve(argument.value, as: parameter.kind, name: parameter.name)
            try Self.check(value, parameter, column: argument.value.column)
            return value
        }
    }

    /// The smallest duration, speed, mass, … other than 0: anything smaller divides into infinities (a linear
    /// animation of 1e-320 s has a velocity of 1e320).
    static let smallestPositive = 0.000_001

    private static func check(_ value: SyntaxResolved, _ parameter: SyntaxSignature.Parameter, column: Int) throws {
        let label = parameter.label ?? "the argument"
        switch parameter.check {
        case .any:
            return
        case .nonNegative where value.number < 0:
            throw AnimationParseError(.invalidArgument, column: column, "\(label) must not be negative (got \(value.number))")
        case .nonNegative where value.number > 0 && value.number < smallestPositive:
            throw AnimationParseError(.invalidArgument, column: column, "\(label) must be 0 or at least 0.000001 (got \(value.number))")
        case .positive where !(value.number > 0):
            throw AnimationParseError(.invalidArgument, column: column, "\(label) must be greater than 0 (got \(value.number))")
        case .positive where value.number < smallestPositive:
            throw AnimationParseError(.invalidArgument, column: column, "\(label) must be at least 0.000001 (got \(value.number))")
        case .openUnitBounce where !(value.number > -1 && value.number < 1):
            throw AnimationParseError(.invalidArgument, column: column, "bounce must be greater than -1 and less than 1 (got \(value.number))")
        case .atLeastOne where value.integer < 1:
            throw AnimationParseError(.invalidArgument, column: column, "the repeat count must be at least 1 (got \(value.integer))")
        default:
            return
        }
    }

    /// The candidate within edit distance 2 of `name`, if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var previous = row[0]
                row[0] = i
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    let saved = row[j]
                    let substitution: Int = previous + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let insertion: Int = row[j - 1] + 1
                    let deletion: Int = row[j] + 1
                    row[j] = Swift.min(substitution, Swift.min(insertion, deletion))
                    previous = saved
                }
            }
            return row[b.count]
        }
        let lower = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let d = distance(lower, Array(candidate.lowercased()))
            if d <= 2, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }
}
