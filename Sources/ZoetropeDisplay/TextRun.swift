import Foundation

/// What to lay out: one string in one font, with its paragraph settings.
public struct TextRun: Hashable, Sendable {
    /// The text; "\n" starts a new paragraph.
    public var string: String
    public var font: FontDescriptor
    /// The exact distance between baselines, in points (e.g. 22 for body, `fidelity.md` §8.2); nil uses the font's
    /// own line height (ascent + descent). The extra leading is split evenly above and below each line.
    public var lineHeight: Double?
    public var alignment: TextAlignment
    /// The most lines to show; the last shown line ends in "…" when text is cut. nil = unlimited.
    public var lineLimit: Int?
    /// Extra space between characters, in points (SwiftUI's `tracking`; Pango adds it between graphemes, so
    /// n characters on a line get n − 1 gaps — UIKit also adds it after the last one).
    public var tracking: Double

    public init(_ string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0) {
        self.string = string
        self.font = font
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.tracking = tracking
    }

    public init(string: String, font: FontDescriptor, lineHeight: Double? = nil, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, tracking: Double = 0) {
        self.init(string, font: font, lineHeight: lineHeight, alignment: alignment, lineLimit: lineLimit, tracking: tracking)
    }
}
