import Foundation

/// A mistake in an animation written in SwiftUI syntax, with the 1-based column where it is.
package struct AnimationParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of mistake.
    public enum Kind: Equatable, Sendable {
        case unexpectedCharacter
        case unexpectedToken
        case unknownAnimation
        case unknownModifier
        case unknownValue
        case noMatchingOverload
        case invalidArgument
    }

    /// The kind of mistake.
    public var kind: Kind
    /// 1-based column of the offending character in the source text.
    public var column: Int
    /// A sentence explaining the mistake, with a corrected example where one helps.
    public var message: String

    /// An error of `kind` at 1-based `column`.
    public init(_ kind: Kind, column: Int, _ message: String) {
        self.kind = kind
        self.column = column
        self.message = message
    }

    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}
