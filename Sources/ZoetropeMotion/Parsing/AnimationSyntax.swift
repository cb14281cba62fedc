import Foundation

/// The parsed shape of an animation expression before names are resolved: `.name(args).modifier(args)…`.
enum AnimationSyntax {
    /// A value in an argument list.
    indirect enum Value {
        case number(Double, column: Int)
        /// `.name` or `.name(args)` (a member of the expected type), or `Type.name…`.
        case member(Member)
        /// `TypeName(args)`, e.g. `Spring(duration: 0.5)` or `UnitPoint(x: 0, y: 1)`.
        case construct(type: String, arguments: [Argument], column: Int)

        var column: Int {
            switch self {
            case let .number(_, column), let .construct(_, _, column): return column
            case let .member(member): return member.column
            }
        }
    }

    /// `name` with an optional argument list.
    struct Member {
        var name: String
        var arguments: [Argument]?
        var column: Int
        /// Column of the closing parenthesis (or of the name's end), for "missing argument" errors.
        var endColumn: Int
    }

    struct Argument {
        var label: String?
        var value: Value
        var column: Int
    }
}
