import Foundation

/// A text run drawn in a box, in the coordinate space of its enclosing group.
///
/// The box's top-left corner is `origin`; lines wrap (and align) within `width` points exactly as
/// `TextMeasuring.measure(run, maxWidth: width)` laid them out, so the first baseline is at
/// `origin.y + metrics.firstBaseline`.
public struct TextItem: Hashable, Sendable {
    public var run: TextRun
    /// Top-left corner of the text box, in points.
    public var origin: CGPoint
    /// The wrap width in points; lines are aligned within it. Use the measured width for unwrapped text.
    public var width: Double
    public var color: DisplayColor

    public init(run: TextRun, origin: CGPoint, width: Double, color: DisplayColor = .black) {
        self.run = run
        self.origin = origin
        self.width = width
        self.color = color
    }
}
