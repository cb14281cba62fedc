import Foundation

/// A change of target while a curve is sampled: `T:VALUE[:ANIMATION]` (the `--retarget` flag of `zoetrope curve`).
package struct CurveRetarget: Equatable, Sendable {
    /// When the target changes (seconds).
    public var time: Double
    /// The new target.
    public var value: Double
    /// The animation of the change; nil uses the curve's animation.
    public var animation: Animation?

    /// A change of target to `value` at `time`.
    public init(time: Double, value: Double, animation: Animation? = nil) {
        self.time = time
        self.value = value
        self.animation = animation
    }

    /// Parses `T:VALUE[:ANIMATION]`; the animation may itself contain colons (`0.3:200:.spring(duration: 0.4)`).
    public static func parse(_ text: String, flag: String = "--retarget") throws -> CurveRetarget {
        let chars = Array(text)
        guard let first = chars.firstIndex(of: ":") else {
            throw CurveInputError(flag: flag, column: 1, "expected T:VALUE[:ANIMATION], e.g. '0.3:200' or '0.3:200:.snappy'")
        }
        let second = chars[(first + 1)...].firstIndex(of: ":")
        let timeText = String(chars[..<first])
        let valueText = String(chars[(first + 1)..<(second ?? chars.count)])
        let time = try number(timeText, flag: flag, column: 1, what: "time")
        guard time >= 0 else { throw CurveInputError(flag: flag, column: 1, "the time must not be negative (got \(timeText))") }
        // The bounds keep every sample finite: a spring's velocity is the distance times up to ~10⁶ per second.
        guard time <= 86_400 else { throw CurveInputError(flag: flag, column: 1, "the time must be at most 86400 s (24 h) (got \(timeText))") }
        let value = try self.value(valueText, flag: flag, column: first + 2)
        var animation: Animation?
        if let second {
            let source = String(chars[(second + 1)...])
            do {
                animation = try AnimationParser().parse(source)
            } catch let error as AnimationParseError {
                throw CurveInputError(flag: flag, parseError: error, offset: second + 1)
            }
        }
        return CurveRetarget(time: time, value: value, animation: animation)
    }

    /// A value to animate to or from (`--from`, `--to`, a retarget's VALUE): a finite number within ±10¹², so that
    /// every sample stays finite (a spring's velocity is the distance times up to ~10⁶ per second).
    static func value(_ text: String, flag: String, column: Int) throws -> Double {
        let value = try number(text, flag: flag, column: column, what: "value")
        guard abs(value) <= 1e12 else {
            throw CurveInputError(flag: flag, column: column, "the value must be between -1e12 and 1e12 (got \(text))")
        }
        return value
    }

    static func number(_ text: String, flag: String, column: Int, what: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite else {
            throw CurveInputError(flag: flag, column: column, "the \(what) '\(text)' is not a finite number")
        }
        return value
    }
}
