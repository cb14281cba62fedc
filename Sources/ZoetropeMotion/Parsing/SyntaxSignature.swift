import Foundation

/// One overload of a SwiftUI function as the parser sees it: labelled parameters with kinds, defaults and checks.
struct SyntaxSignature {
    enum Kind { case number, integer, boolean, unitCurve, spring, unitPoint }

    /// Bad-input rules (issue 3): each names what is allowed.
    enum Check {
        case any
        case nonNegative      // durations, delays
        case positive         // response, speed, mass, stiffness
        case openUnitBounce   // −1 < bounce < 1
        case atLeastOne       // repeat counts
    }

    struct Parameter {
        var label: String?
        var kind: Kind
        var defaultValue: SyntaxResolved?
        var check: Check = .any
        var name: String { label ?? "_" }
    }

    var name: String
    var parameters: [Parameter]

    /// `name(label:label:)` as Swift writes a signature.
    var spelling: String { "\(name)(" + parameters.map { "\($0.name):" }.joined() + ")" }

    /// Binds `arguments` in order: each parameter takes the next argument when the labels agree, otherwise it
    /// must have a default. Returns nil when the labels do not fit this overload.
    func bind(_ arguments: [AnimationSyntax.Argument]) -> [(Parameter, AnimationSyntax.Argument?)]? {
        var result: [(Parameter, AnimationSyntax.Argument?)] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                result.append((parameter, arguments[next]))
                next += 1
            } else if parameter.defaultValue != nil {
                result.append((parameter, nil))
            } else {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }
}

/// A resolved argument value.
enum SyntaxResolved {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case unitCurve(UnitCurve)
    case spring(Spring)
    case unitPoint(UnitPoint)

    var number: Double { if case let .number(v) = self { return v }; if case let .integer(i) = self { return Double(i) }; return .nan }
    var integer: Int { if case let .integer(i) = self { return i }; return 0 }
    var boolean: Bool { if case let .boolean(b) = self { return b }; return false }
    var unitCurve: UnitCurve { if case let .unitCurve(c) = self { return c }; return .linear }
    var spring: Spring { if case let .spring(s) = self { return s }; return Spring() }
    var unitPoint: UnitPoint { if case let .unitPoint(p) = self { return p }; return .zero }
}
