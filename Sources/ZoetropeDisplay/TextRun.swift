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

    public init(_ string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0, lineSpacing: Double = 0) {
        self.string = string
        self.font = font
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.tracking = tracking
        self.lineSpacing = lineSpacing
    }

    public init(string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0, lineSpacing: Double = 0) {
        self.init(string, font: font, lineHeight: lineHeight, alignment: alignment, lineLimit: lineLimit,
                  tracking: tracking, lineSpacing: lineSpacing)
    }
}
