import Foundation

/// The measured box of a laid-out text run, in points, with the baselines that alignment guides need.
public struct TextMetrics: Hashable, Sendable {
    /// Width of the widest line (never more than the width offered) × lineCount × line pitch.
    public var size: CGSize
    /// Distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double
    /// Lines shown (after wrapping and the line limit); 0 for an empty string.
    public var lineCount: Int

    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }

    /// The metrics of an empty string.
    public static let zero = TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
}
