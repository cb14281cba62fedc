import Foundation

/// Turns an argument's syntax into a value of the kind its parameter expects (numbers, Booleans, unit curves,
/// springs, unit points), with errors at the argument's column.
struct SyntaxValueResolver {
    let parser: AnimationParser

    func resolve(_ value: AnimationSyntax.Value, as kind: SyntaxSignature.Kind, name: String) throws -> SyntaxResolved {
        switch kind {
        case .number:
            let v = try number(value, name: name)
            guard abs(v) <= Self.largestNumber else {
                throw AnimationParseError(.invalidArgument, column: value.column,
                                          "\(Self.spoken(name)) must be between -1000000 and 1000000 (got \(v))")
            }
            return .number(v)
        case .integer:
            // Only repeat counts are whole numbers. Any count a Double holds exactly is accepted: sampling a
            // repeated animation costs the same whatever the count (AnimationPlan.sampleRepeating).
            let v = try number(value, name: name)
            guard v == v.rounded() else {
                throw AnimationParseError(.invalidArgument, column: value.column, "the repeat count must be a whole number (got \(v))")
            }
            guard v <= Self.largestWholeNumber else {
                throw AnimationParseError(.invalidArgument, column: value.column,
                                          "the repeat count must be at most 9007199254740992 (got \(v))")
            }
            guard v >= 1 else {
                throw AnimationParseError(.invalidArgument, column: value.column, "the repeat count must be at least 1 (got \(v))")
            }
            return .integer(Int(v))
        case .boolean:
            guard case let .member(m) = value, m.arguments == nil, m.name == "true" || m.name == "false" else {
                throw AnimationParseError(.invalidArgument, column: value.column, "\(name) must be true or false")
            }
            return .boolean(m.name == "true")
        case .unitCurve:
            return .unitCurve(try unitCurve(value))
        case .spring:
            return .spring(try spring(value))
        case .unitPoint:
            return .unitPoint(try unitPoint(value))
        }
    }

    /// The largest magnitude of a number argument. Durations, speeds, masses, stiffnesses and velocities all stay
    /// within it, so that their products in the evaluation stay finite (issue 16: 10⁶ fuzzed inputs, docs/fuzzing.md).
    static let largestNumber = 1_000_000.0
    /// 2^53: above it a `Double` no longer holds every whole number, so a count written there is not the one read.
    static let largestWholeNumber = 9_007_199_254_740_992.0

    /// `name` as a message says it: "the argument" for an unlabelled parameter.
    static func spoken(_ name: String) -> String { name == "_" ? "the argument" : name }

    private func number(_ value: AnimationSyntax.Value, name: String) throws -> Double {
        switch value {
        case let .number(v, _):
            return v
        case let .member(m) where ["infinity", "nan", "Double.infinity", "Double.nan", "greatestFiniteMagnitude"].contains(m.name):
            throw AnimationParseError(.invalidArgument, column: m.column, "\(name) must be a finite number, not \(m.name)")
        default:
            throw AnimationParseError(.invalidArgument, column: value.column, "\(name) must be a number, e.g. \(name == "_" ? "0.3" : "\(name): 0.3")")
        }
    }

    private static func strip(_ name: String, _ prefix: String) -> String {
        name.hasPrefix(prefix + ".") ? String(name.dropFirst(prefix.count + 1)) : name
    }

    private func unitCurve(_ value: AnimationSyntax.Value) throws -> UnitCurve {
        guard case let .member(m) = value else {
            throw AnimationParseError(.invalidArgument, column: value.column, "expected a UnitCurve such as .easeInOut or .bezier(startControlPoint:endControlPoint:)")
        }
        let name = Self.strip(m.name, "UnitCurve")
        if m.arguments == nil, let curve = AnimationCatalog.unitCurves[name] { return curve }
        if name == "bezier", let arguments = m.arguments {
            let signature = SyntaxSignature(name: "bezier", parameters: [
                .init(label: "startControlPoint", kind: .unitPoint), .init(label: "endControlPoint", kind: .unitPoint)])
            let (_, _, bound) = try parser.choose(m, among: [(signature, ())])
            let values = try parser.resolve(bound, in: signature)
            return .bezier(startControlPoint: values[0].unitPoint, endControlPoint: values[1].unitPoint)
        }
        let suggestion = AnimationParser.closest(to: name, in: Array(AnimationCatalog.unitCurves.keys) + ["bezier"])
        throw AnimationParseError(.unknownValue, column: m.column, "unknown UnitCurve '.\(name)'\(suggestion.map { "; did you mean '.\($0)'?" } ?? "")")
    }

    private func spring(_ value: AnimationSyntax.Value) throws -> Spring {
        switch value {
        case let .construct("Spring", arguments, column):
            let member = AnimationSyntax.Member(name: "Spring", arguments: arguments, column: column, endColumn: column)
            let (signature, build, bound) = try parser.choose(member, among: AnimationCatalog.springInitialisers)
            return build(try parser.resolve(bound, in: signature))
        case let .member(m):
            let name = Self.strip(m.name, "Spring")
            guard let (duration, bounce) = AnimationCatalog.springPresets[name] else {
                throw AnimationParseError(.unknownValue, column: m.column, "unknown Spring '.\(name)'; use .smooth, .snappy, .bouncy or Spring(duration:bounce:)")
            }
            guard m.arguments != nil else { return Spring(duration: duration, bounce: bounce) }
            let signature = SyntaxSignature(name: name, parameters: [
                AnimationCatalog.n("duration", 0.5, .positive), AnimationCatalog.n("extraBounce", 0)])
            let (_, _, bound) = try parser.choose(m, among: [(signature, ())])
            let values = try parser.resolve(bound, in: signature)
            let total = bounce + values[1].number
            guard total > -1 && total < 1 else {
                throw AnimationParseError(.invalidArgument, column: bound[1].1?.value.column ?? m.column, "the bounce must be greater than -1 and less than 1 (got \(total))")
            }
            return Spring(duration: values[0].number, bounce: total)
        default:
            throw AnimationParseError(.invalidArgument, column: value.column, "expected a Spring such as .bouncy or Spring(duration: 0.5, bounce: 0.2)")
        }
    }

    private func unitPoint(_ value: AnimationSyntax.Value) throws -> UnitPoint {
        let named: [String: UnitPoint] = ["zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
                                          "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
                                          "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        switch value {
        case let .construct("UnitPoint", arguments, column):
            let member = AnimationSyntax.Member(name: "UnitPoint", arguments: arguments, column: column, endColumn: column)
            let signature = SyntaxSignature(name: "UnitPoint", parameters: [AnimationCatalog.n("x"), AnimationCatalog.n("y")])
            let (_, _, bound) = try parser.choose(member, among: [(signature, ())])
            let values = try parser.resolve(bound, in: signature)
            return UnitPoint(x: values[0].number, y: values[1].number)
        case let .member(m) where m.arguments == nil && named[Self.strip(m.name, "UnitPoint")] != nil:
            return named[Self.strip(m.name, "UnitPoint")]!
        default:
            throw AnimationParseError(.invalidArgument, column: value.column, "expected a UnitPoint such as UnitPoint(x: 0.2, y: 0) or .center")
        }
    }
}
