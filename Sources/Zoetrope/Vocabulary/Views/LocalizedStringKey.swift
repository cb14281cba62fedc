import Foundation

/// The key of a localised string: SwiftUI's `LocalizedStringKey`. A string literal given to `Text` is one, so its
/// Markdown (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[links](…)`) is drawn styled, as SwiftUI draws
/// it, and its interpolations take SwiftUI's forms (`\(value, specifier: "%.1f")`, `\(value, format: .percent)`,
/// `\(Text(…))`). Zoetrope has one language: the key is its own text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    enum Piece: Equatable {
        /// Written in the literal: Markdown.
        case literal(String)
        /// An interpolated value, shown as it is (styled by the Markdown around it).
        case value(String)
        /// An interpolated text, with its own style.
        case text(Text)
    }

    let pieces: [Piece]

    /// A key made from a string: Markdown in it is drawn styled, as for a literal.
    public init(_ value: String) { pieces = [.literal(value)] }

    public init(stringLiteral value: String) { pieces = [.literal(value)] }

    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The literal parts and interpolated values of a key as the compiler builds it: SwiftUI's
    /// `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if case let .literal(previous)? = pieces.last {
                pieces[pieces.count - 1] = .literal(previous + literal)
            } else {
                pieces.append(.literal(literal))
            }
        }

        /// A string, shown as it is.
        public mutating func appendInterpolation(_ string: String) { pieces.append(.value(string)) }

        /// A number in its default format (`%lld` for integers, `%lf` for doubles: 2.5 shows as "2.500000").
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            pieces.append(.value(String(format: value._specifier, value._arg)))
        }

        /// A number in `specifier`'s `printf` format (`"%.1f"`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            pieces.append(.value(String(format: specifier, value._arg)))
        }

        /// `input` formatted by `format`, in Zoetrope's one locale (en_US), whatever the machine's.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {
            pieces.append(.value(Text.settled(format).format(input)))
        }

        /// A Foundation value, through `formatter` when there is one.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            pieces.append(.value(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        /// An object, through `formatter` when there is one.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            pieces.append(.value(formatter?.string(for: subject) ?? subject.description))
        }

        /// A text, with its own style.
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text)) }

        /// An image, set in the line in the text's font size and colour (`Text(_: Image)`).
        public mutating func appendInterpolation(_ image: Image) { pieces.append(.text(Text(image))) }
    }
}

/// A number a `LocalizedStringKey` interpolation formats with a `printf` specifier: SwiftUI's `_FormatSpecifiable`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%f" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }

extension Text {
    /// The locale numbers and dates are formatted in: one, so that frames do not depend on the machine's.
    static let locale = Locale(identifier: "en_US")

    /// Text showing the key's string, its Markdown drawn styled: SwiftUI's `Text(_:tableName:bundle:comment:)`.
    /// Zoetrope has one language, so the table, bundle and comment change nothing.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = MarkdownText.text(of: key.pieces)
    }

    /// Text showing `input` formatted by `format` (in en_US, dates in UTC): SwiftUI's `Text(_:format:)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: Text.settled(format).format(input))
    }

    /// `format` in the one locale, and for dates the one time zone (the scene clock's, UTC), whatever the machine's.
    static func settled<F: FormatStyle>(_ format: F) -> F {
        let format = format.locale(locale)
        if var date = format as? Date.FormatStyle {
            date.timeZone = timeZone
            return date as? F ?? format
        }
        return format
    }

    /// The time zone dates are shown in: the scene clock's (its epoch is 09:41 there).
    static let timeZone = TimeZone(identifier: "UTC")!

    /// How `Text(_:style:)` shows a date: SwiftUI's `Text.DateStyle`. `.relative` and `.offset` are not yet drawn.
    public struct DateStyle: Hashable, Sendable {
        let dateStyle: DateFormatter.Style
        let timeStyle: DateFormatter.Style
        var isTimer = false

        /// The date alone, as "September 12, 2023".
        public static let date = DateStyle(dateStyle: .long, timeStyle: .none)
        /// The time alone, as "9:41 AM".
        public static let time = DateStyle(dateStyle: .none, timeStyle: .short)
        /// The time from now to the date, or since it, as a running clock: "0:05", "2:32", "1:02:03". It changes as the
        /// scene's clock runs.
        public static let timer = DateStyle(dateStyle: .none, timeStyle: .none, isTimer: true)
    }

    /// Text showing `date` in `style` (en_US, UTC): SwiftUI's `Text(_:style:)`. A `.timer` runs with the scene's
    /// clock.
    public init(_ date: Date, style: DateStyle) {
        if style.isTimer {
            self.init(verbatim: "")
            live = .timer(date)
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Text.locale
        formatter.timeZone = Text.timeZone
        formatter.dateStyle = style.dateStyle
        formatter.timeStyle = style.timeStyle
        self.init(verbatim: formatter.string(from: date))
    }

    /// Text showing `subject` through `formatter`: SwiftUI's `Text(_:formatter:)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing `subject` through `formatter`: SwiftUI's `Text(_:formatter:)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

extension Text {
    /// A part whose words follow the scene's clock: a timer (`Text(_:style: .timer)`, `Text(timerInterval:)`).
    enum LiveDate: Equatable {
        case timer(Date)
        case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

        /// The words at `now`.
        func text(at now: Date) -> String {
            switch self {
            case let .timer(date):
                // Since a past date it counts up (whole seconds gone); to a future one it counts down (seconds left,
                // rounded up, so it shows 0:00 when the date comes).
                let difference = now.timeIntervalSince(date)
                let seconds = difference >= 0 ? difference.rounded(.down) : (-difference).rounded(.up)
                return Text.clock(seconds, showsHours: true)
            case let .interval(range, pauseTime, countsDown, showsHours):
                let at = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
                let seconds = countsDown ? range.upperBound.timeIntervalSince(at).rounded(.up)
                                         : at.timeIntervalSince(range.lowerBound).rounded(.down)
                return Text.clock(seconds, showsHours: showsHours)
            }
        }
    }

    /// `seconds` as a clock: "m:ss", or "h:mm:ss" from an hour when `showsHours` (else the minutes run on).
    static func clock(_ seconds: Double, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e12)) : 0
        let s = total % 60, m = total / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard showsHours, m >= 60 else { return "\(m):\(two(s))" }
        return "\(m / 60):\(two(m % 60)):\(two(s))"
    }

    /// Text showing the time counted through `timerInterval` as a running clock: SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` (iOS 16). Counting down it shows the time left (rounded
    /// up), counting up the time gone; at `pauseTime` it stops.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: "")
        live = .interval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    /// This text with its live parts' words at `now`.
    func settled(at now: Date) -> Text {
        var copy = self
        if let live {
            copy.live = nil
            return Text(verbatim: live.text(at: now)).inheritingStyle(of: copy)
        }
        copy.parts = parts.map { $0.settled(at: now) }
        return copy
    }

    /// Whether any part follows the clock.
    var isLive: Bool { live != nil || parts.contains(where: \.isLive) }

    /// `self`'s words in `other`'s style (its modifiers).
    private func inheritingStyle(of other: Text) -> Text {
        var text = other
        text.live = nil
        return Text(verbatim: string).inheriting(from: text)
    }
}
