import Foundation

/// What to lay out: one string in one font, with its paragraph settings.
public struct TextRun: Hashable, Sendable {
    /// The text; "\n" starts a new paragraph.
    public var string: String
    public var font: FontDescriptor
    /// The height of each line's box in points — the exact distance between baselines when `lineSpacing` is 0
    /// (e.g. 22 for body, `fidelity.md` §8.2); nil uses the font's own line height (ascent + descent, 1.2102 em
    /// for Inter). The extra leading is split evenly above and below each line, so one line of body 17/22 is
    /// 22 pt tall with its baseline 0.713 pt lower than without it.
    public var lineHeight: Double?
    public var alignment: TextAlignment
    /// The most lines to show; the last shown line ends in "…" when text is cut. nil = unlimited.
    public var lineLimit: Int?
    /// Extra points between consecutive lines, as SwiftUI's `.lineSpacing` (none above the first line or below
    /// the last): the baseline pitch is `(lineHeight ?? the font's own) + lineSpacing`.
    public var lineSpacing: Double
    /// Extra space between characters, in points (SwiftUI's `tracking`; Pango adds it between graphemes, so
    /// n characters on a line get n − 1 gaps — UIKit also adds it after the last one).
    public var tracking: Double
    /// Parts of the string styled apart (a concatenation of `Text`s, or Markdown): consecutive, covering the string
    /// from its start to its end, in order. Empty for text in one style (`font`, the item's colour, no decoration).
    public var spans: [TextSpan]
    /// Where text cut to its line limit loses its characters: the ellipsis ends the last line (`tail`), starts it
    /// (`head`) or sits in its middle.
    public var truncation: TextTruncation = .tail

    public init(_ string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0, lineSpacing: Double = 0, spans: [TextSpan] = []) {
        self.string = string
        self.font = font
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.tracking = tracking
        self.lineSpacing = lineSpacing
        self.spans = spans
    }

    public init(string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0, lineSpacing: Double = 0) {
        self.init(string, font: font, lineHeight: lineHeight, alignment: alignment, lineLimit: lineLimit,
                  tracking: tracking, lineSpacing: lineSpacing)
    }
}


/// A part of a `TextRun` in a style of its own.
public struct TextSpan: Hashable, Sendable {
    /// The part, in UTF-8 bytes of the run's string.
    public var range: Range<Int>
    public var font: FontDescriptor
    /// Its colour; nil draws it in the item's colour.
    public var color: DisplayColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// Points its baseline is raised by (SwiftUI's `baselineOffset`); negative lowers it.
    public var baselineOffset: Double
    /// Extra space between its characters, in points; nil uses the run's.
    public var tracking: Double?
    /// An image set in the text (`Text(Image(systemName:))`): the span is one U+FFFC character in its place.
    public var inline: TextInline?
    /// A colour filled behind its characters, from its font's ascent to its descent (an `AttributedString`'s
    /// `backgroundColor`).
    public var background: DisplayColor?

    public init(range: Range<Int>, font: FontDescriptor, color: DisplayColor? = nil, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil, baselineOffset: Double = 0, tracking: Double? = nil,
                inline: TextInline? = nil, background: DisplayColor? = nil) {
        self.inline = inline
        self.background = background
        self.range = range
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.tracking = tracking
    }

    /// Whether it is drawn as its run's font alone would be: same colour, no decoration, no offset, no image.
    public var drawsPlain: Bool {
        color == nil && underline == nil && strikethrough == nil && baselineOffset == 0 && inline == nil && background == nil
    }
}

/// A line under or through text: SwiftUI's `Text.LineStyle`.
public struct TextDecoration: Hashable, Sendable {
    public enum Pattern: String, Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public var pattern: Pattern
    /// Its colour; nil uses the text's.
    public var color: DisplayColor?

    public init(pattern: Pattern = .solid, color: DisplayColor? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// Where cut text loses its characters: SwiftUI's `Text.TruncationMode`.
public enum TextTruncation: String, Hashable, Sendable {
    case head, tail, middle
}

/// An image in a line of text: what it draws, in a box of `size` points whose top-left corner is the origin; drawn in
/// the colour of its span (its items' own colours are ignored: their coverage is the mask), with the box's bottom
/// `descent` points below the baseline.
public struct TextInline: Hashable, Sendable {
    public var items: [DisplayItem]
    public var size: CGSize
    public var descent: Double

    public init(items: [DisplayItem], size: CGSize, descent: Double) {
        self.items = items
        self.size = size
        self.descent = descent
    }
}
