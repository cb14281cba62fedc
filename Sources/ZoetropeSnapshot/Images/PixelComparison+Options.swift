extension PixelComparison {
    /// How different two frames may be and still match: a per-pixel distance, an anti-aliasing exemption, and
    /// two budgets of differing pixels — one for the whole frame, one for any small window of it
    /// (`pipeline-notes.md` §1.9, item 2).
    ///
    /// A single whole-frame budget is the trap the house style names: 0.1 % of a 400×800 frame is 320 pixels,
    /// enough to recolour a 17×17 px icon unnoticed. The window budget closes that hole; the whole-frame budget
    /// still bounds diffuse change.
    public struct Options: Hashable, Sendable {
        /// Per-pixel distance below which two colours count as the same, on pixelmatch's YIQ scale (0 = identical
        /// colour, 1 = black against white; a pixel differs when `delta > 35215 × threshold²`).
        ///
        /// Default 0.1, pixelmatch's and odiff's default (Playwright uses 0.2, jest-image-snapshot 0.01). For greys
        /// it lets a step of 26/255 through and stops 27/255; a change of hue that keeps brightness, such as
        /// #007AFF → #0A84FF, passes too. Use `.exact` where any visible change must fail.
        public var threshold: Double
        /// Whether anti-aliased pixels count as differences. Default false, as in pixelmatch: edges blended between
        /// two flat areas (see `AntialiasingDetector`) are where Cairo, pixman and CPU differences show up, and a
        /// sub-pixel shift of an edge is not a regression anyone can see.
        public var includeAntialiasing: Bool
        /// The fraction of the frame's pixels that may differ. Default 0.001 (0.1 %: 320 px of a 400×800 frame),
        /// BackstopJS's default `misMatchThreshold`; room for scattered rounding noise, not for a changed view.
        public var maxDifferingFraction: Double
        /// The side, in pixels, of the square windows `maxDifferingInWindow` applies to. Default 8.
        public var window: Int
        /// How many pixels may differ inside any `window × window` square. Default 16 of 64: a 1-px line that moved
        /// over the whole window (its old and new rows, 2 × 8 px) still passes, a solid 5×4 px change (20) fails,
        /// and so does a dense 6×6 px change inside a button (36) that the whole-frame budget would allow.
        public var maxDifferingInWindow: Int

        /// Options with the defaults above, each overridable.
        public init(threshold: Double = 0.1, includeAntialiasing: Bool = false, maxDifferingFraction: Double = 0.001,
                    window: Int = 8, maxDifferingInWindow: Int = 16) {
            self.threshold = threshold
            self.includeAntialiasing = includeAntialiasing
            self.maxDifferingFraction = maxDifferingFraction
            self.window = window
            self.maxDifferingInWindow = maxDifferingInWindow
        }

        /// Any pixel whose colour over white changes fails: for a pinned environment where frames are byte-exact.
        public static let exact = Options(threshold: 0, includeAntialiasing: true, maxDifferingFraction: 0,
                                          maxDifferingInWindow: 0)

        /// The whole-frame budget for a frame of `pixelCount` pixels: `maxDifferingFraction × pixelCount`, rounded
        /// down (a hair of slack keeps 0.001 × 320,000 at 320 despite binary fractions).
        public func allowedDifferingPixels(outOf pixelCount: Int) -> Int {
            guard maxDifferingFraction > 0 else { return 0 }
            return Int((maxDifferingFraction * Double(pixelCount) + 1e-9).rounded(.down))
        }

        /// The squared YIQ distance above which a pixel differs.
        var maximumDelta: Double { YIQ.maximumDelta * threshold * threshold }

        /// The window side used, at least 1 px.
        var windowSide: Int { max(1, window) }
    }
}
