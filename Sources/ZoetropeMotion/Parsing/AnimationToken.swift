import Foundation

/// A token of the animation syntax, with its 1-based column.
struct AnimationToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case dot, openParen, closeParen, comma, colon
        case end
    }

    var kind: Kind
    var column: Int

    /// Splits `source` into tokens; numbers accept a sign, decimals and an exponent (`-0.2`, `1e-3`).
    static func tokenize(_ source: String) throws -> [AnimationToken] {
        let chars = Array(source)
        var tokens: [AnimationToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c.isWhitespace { i += 1; continue }
            switch c {
            case "(": tokens.append(.init(kind: .openParen, column: column)); i += 1; continue
            case ")": tokens.append(.init(kind: .closeParen, column: column)); i += 1; continue
            case ",": tokens.append(.init(kind: .comma, column: column)); i += 1; continue
            case ":": tokens.append(.init(kind: .colon, column: column)); i += 1; continue
            default: break
            }
            let startsNumber = c.isNumber || ((c == "-" || c == "+") && i + 1 < chars.count && (chars[i + 1].isNumber || chars[i + 1] == "."))
            if startsNumber {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "_" { j += 1 }
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "-" || chars[k] == "+" { k += 1 }
                    if k < chars.count, chars[k].isNumber {
                        j = k
                        while j < chars.count, chars[j].isNumber { j += 1 }
                    }
                }
                let text = String(chars[i..<j]).replacingOccurrences(of: "_", with: "")
                guard let value = Double(text), value.isFinite else {
                    throw AnimationParseError(.invalidArgument, column: column, "'\(text)' is not a finite number")
                }
                tokens.append(.init(kind: .number(value), column: column))
                i = j
                continue
            }
            if c == "." {
                tokens.append(.init(kind: .dot, column: column))
                i += 1
                continue
            }
            if c.isLetter || c == "_" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(.init(kind: .identifier(String(chars[i..<j])), column: column))
                i = j
                continue
            }
            throw AnimationParseError(.unexpectedCharacter, column: column, "unexpected character '\(c)'")
        }
        tokens.append(.init(kind: .end, column: chars.count + 1))
        return tokens
    }
}
