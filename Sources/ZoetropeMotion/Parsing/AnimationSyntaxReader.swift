import Foundation

/// Recursive-descent reader for `.name(args).modifier(args)…` (the shape only; names are resolved later).
struct AnimationSyntaxReader {
    private var tokens: [AnimationToken]
    private var index = 0
    /// Argument lists open around the current token.
    private var depth = 0
    /// The deepest nesting read: SwiftUI's own animations need 4 (`.timingCurve(UnitCurve.bezier(startControlPoint:
    /// UnitPoint(x:y:)…`); a limit keeps hostile text such as 10 000 `Spring(duration: ` from overflowing the stack.
    static let maximumDepth = 16

    init(_ source: String) throws {
        tokens = try AnimationToken.tokenize(source)
    }

    private var current: AnimationToken { tokens[index] }
    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func describe(_ token: AnimationToken) -> String {
        switch token.kind {
        case let .identifier(name): return "'\(name)'"
        case let .number(value): return "'\(value)'"
        case .dot: return "'.'"
        case .openParen: return "'('"
        case .closeParen: return "')'"
        case .comma: return "','"
        case .colon: return "':'"
        case .end: return "the end of the text"
        }
    }

    /// The whole expression: an animation followed by modifiers.
    mutating func readChain() throws -> [AnimationSyntax.Member] {
        if case let .identifier(name) = current.kind, name == "Animation", tokens[index + 1].kind == .dot { advance() }
        if current.kind == .dot { advance() }
        var chain = [try readMember(what: "an animation name such as .spring or .easeInOut")]
        while current.kind == .dot {
            advance()
            chain.append(try readMember(what: "a modifier name such as .delay(0.1)"))
        }
        guard current.kind == .end else {
            throw AnimationParseError(.unexpectedToken, column: current.column,
                                      "unexpected \(describe(current)); modifiers are written .name(…), e.g. '.smooth.delay(0.2)'")
        }
        return chain
    }

    /// A single value such as `Spring(duration: 0.5, bounce: 0.3)` or `Spring.bouncy`, filling the whole text.
    mutating func readSingleValue() throws -> AnimationSyntax.Value {
        let value = try readValue()
        guard current.kind == .end else {
            throw AnimationParseError(.unexpectedToken, column: current.column, "unexpected \(describe(current)) after the value")
        }
        return value
    }

    private mutating func readMember(what: String) throws -> AnimationSyntax.Member {
        guard case let .identifier(name) = current.kind else {
            throw AnimationParseError(.unexpectedToken, column: current.column, "expected \(what), found \(describe(current))")
        }
        let column = current.column
        advance()
        var member = AnimationSyntax.Member(name: name, arguments: nil, column: column, endColumn: current.column)
        if current.kind == .openParen {
            member.arguments = try readArguments()
            member.endColumn = tokens[index - 1].column
        }
        return member
    }

    private mutating func readArguments() throws -> [AnimationSyntax.Argument] {
        guard depth < Self.maximumDepth else {
            throw AnimationParseError(.unexpectedToken, column: current.column,
                                      "parentheses nested more than \(Self.maximumDepth) deep; an animation needs at most 4, e.g. '.timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: .topTrailing), duration: 1)'")
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // (
        var arguments: [AnimationSyntax.Argument] = []
        if current.kind == .closeParen { advance(); return arguments }
        while true {
            let column = current.column
            var label: String?
            if case let .identifier(name) = current.kind, tokens[index + 1].kind == .colon {
                label = name
                advance()
                advance()
            }
            arguments.append(AnimationSyntax.Argument(label: label, value: try readValue(), column: column))
            switch current.kind {
            case .comma: advance()
            case .closeParen: advance(); return arguments
            default:
                throw AnimationParseError(.unexpectedToken, column: current.column,
                                          "expected ',' or ')' after an argument, found \(describe(current))")
            }
        }
    }

    private mutating func readValue() throws -> AnimationSyntax.Value {
        let token = current
        switch token.kind {
        case let .number(value):
            advance()
            return .number(value, column: token.column)
        case .dot:
            advance()
            var member = try readMember(what: "a name after '.'")
            member.column = token.column  // errors about `.name` values point at the dot
            return .member(member)
        case let .identifier(name):
            if tokens[index + 1].kind == .dot {
                advance()
                advance()
                var member = try readMember(what: "a member of \(name)")
                member.name = name + "." + member.name
                return .member(member)
            }
            if tokens[index + 1].kind == .openParen, name.first?.isUppercase == true {
                advance()
                return .construct(type: name, arguments: try readArguments(), column: token.column)
            }
            advance()
            return .member(AnimationSyntax.Member(name: name, arguments: nil, column: token.column, endColumn: token.column))
        default:
            throw AnimationParseError(.unexpectedToken, column: token.column, "expected a value, found \(describe(token))")
        }
    }
}
