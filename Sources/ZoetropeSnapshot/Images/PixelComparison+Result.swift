import Foundation
import ZoetropeDisplay

extension PixelComparison {
    /// A width and height in pixels.
    public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
        /// Pixels across.
        public var width: Int
        /// Pixels down.
        public var height: Int

        /// The size `width × height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// "400×800 px".
        public var description: String { "\(width)×\(height) px" }
    }

    /// The square of the frame holding the most differing pixels: its top-left corner in pixels and its count.
    public struct Window: Hashable, Sendable {
        /// The square's left edge, in pixels from the frame's left.
        public var x: Int
        /// The square's top edge, in pixels from the frame's top.
        public var y: Int
        /// How many differing pixels the square holds.
        public var count: Int

        /// The square at (x, y) holding `count` differing pixels.
        public init(x: Int, y: Int, count: Int) {
            self.x = x
            self.y = y
            self.count = count
        }
    }

    /// Why two frames do not match; a comparison reports every reason that applies.
    public enum Failure: Hashable, Sendable, CustomStringConvertible {
        /// The frames have different sizes.
        case sizeMismatch(baseline: PixelSize, actual: PixelSize)
        /// More pixels differ than the whole-frame budget allows.
        case tooManyDifferingPixels(count: Int, allowed: Int)
        /// One `side × side` window holds more differing pixels than the window budget allows.
        case denseChange(Window, side: Int, allowed: Int)

        /// The reason in words, with the numbers and the budget it broke.
        public var description: String {
            switch self {
            case let .sizeMismatch(baseline, actual):
                return "size differs: baseline \(baseline), actual \(actual)"
            case let .tooManyDifferingPixels(count, allowed):
                return "\(count) px differ, more than the \(allowed) allowed in the whole frame"
            case let .denseChange(window, side, allowed):
                return "\(window.count) px differ in the \(side)×\(side) px square at (\(window.x), \(window.y)), "
                    + "more than the \(allowed) allowed in one square"
            }
        }
    }

    /// What a comparison found.
    public struct Result: Hashable, Sendable, CustomStringConvertible {
        /// Why the frames do not match; empty when they do.
        public var failures: [Failure]
        /// Both frames hold exactly the same bytes (checked first; nothing else was computed).
        public var byteIdentical: Bool
        /// Pixels over the distance threshold that count (anti-aliased ones excluded unless options include them;
        /// on a size mismatch, every pixel outside the area both frames cover counts too).
        public var differingPixels: Int
        /// Pixels over the distance threshold that were exempt as anti-aliasing.
        public var antialiasedPixels: Int
        /// The `window × window` square with the most differing pixels (the first in reading order on a tie),
        /// nil when no pixel differs.
        public var worstWindow: Window?
        /// The pixel box around every counted differing pixel, in pixels from the top-left; nil when none differ.
        public var changedBounds: CGRect?
        /// The difference image when it was asked for: the baseline as faded grey, red where pixels differ,
        /// yellow where they differ only by anti-aliasing, and a 2-px magenta outline 2 px outside
        /// `changedBounds` so a small change is found at a glance. Sized to fit both frames.
        public var difference: RasterImage?

        /// A result with these findings (the comparison makes them; tests and reports may build their own).
        public init(failures: [Failure], byteIdentical: Bool, differingPixels: Int, antialiasedPixels: Int,
                    worstWindow: Window?, changedBounds: CGRect?, difference: RasterImage?) {
            self.failures = failures
            self.byteIdentical = byteIdentical
            self.differingPixels = differingPixels
            self.antialiasedPixels = antialiasedPixels
            self.worstWindow = worstWindow
            self.changedBounds = changedBounds
            self.difference = difference
        }

        /// Whether the frames match within the options' budgets.
        public var matches: Bool { failures.isEmpty }

        /// Whether the frames differ in size.
        public var sizeMismatch: Bool {
            failures.contains { if case .sizeMismatch = $0 { return true } else { return false } }
        }

        /// One line: what differs and which budget it broke, or why it still matches.
        public var description: String {
            if byteIdentical { return "identical" }
            var parts = failures.map(\.description)
            if failures.isEmpty { parts.append("matches: \(differingPixels) px differ") }
            if let worstWindow, matches || !failures.contains(where: { if case .denseChange = $0 { true } else { false } }) {
                parts.append("at most \(worstWindow.count) in one square")
            }
            if antialiasedPixels > 0 { parts.append("\(antialiasedPixels) anti-aliased px exempt") }
            if let box = changedBounds {
                parts.append("changed area x \(Int(box.minX))–\(Int(box.maxX) - 1), y \(Int(box.minY))–\(Int(box.maxY) - 1)")
            }
            return parts.joined(separator: "; ")
        }
    }
}
