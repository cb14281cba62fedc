import Foundation

/// A bad value given to the `curve` command, naming the flag and the 1-based column inside its value.
package struct CurveInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flag (`--retarget`) or argument name (`ANIMATION`).
    public var flag: String
    /// 1-based column within the flag's value.
    public var column: Int
    /// What is wrong, with an example of a right value where it helps.
    public var message: String

    /// An error for `flag` at 1-based `column` of its value.
    public init(flag: String, column: Int, _ message: String) {
        self.flag = flag
        self.column = column
        self.message = message
    }

    /// An error for `flag` from an animation parse error, shifted by `offset` columns.
    public init(flag: String, parseError: AnimationParseError, offset: Int = 0) {
        self.init(flag: flag, column: parseError.column + offset, parseError.message)
    }

    /// "FLAG, column N: message".
    public var description: String { "\(flag), column \(column): \(message)" }
}
