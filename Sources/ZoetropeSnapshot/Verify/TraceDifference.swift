/// One thing that moved beyond tolerance in one frame: a view's property, a view that appeared or went missing, or
/// the drawing order.
public struct TraceDifference: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `property` (`frame.minY`, `opacity`, `fill`, …) was `expected` in the baseline and is `actual` now.
        case value(property: String, expected: String, actual: String)
        /// The view is drawn now but not in the baseline.
        case appeared
        /// The baseline draws the view but it is not drawn now.
        case disappeared
        /// The same views are drawn in another order; the view is the first one out of place.
        case drawingOrder
    }

    /// The frame's index; it shows t = frame / fps.
    public var frame: Int
    /// Scene seconds.
    public var time: Double
    /// The view's full path.
    public var path: String
    /// The view's path as messages print it: `…/` and its shortest suffix that names it alone in the frame.
    public var shortPath: String
    public var kind: Kind

    /// `frame 31 (0.517 s) …/ActionRow/HStack frame.minY 402.1 → 398.7`.
    public var description: String {
        let place = "frame \(frame) (\(TraceFrame.seconds(time)) s) \(shortPath)"
        switch kind {
        case let .value(property, expected, actual): return "\(place) \(property) \(expected) → \(actual)"
        case .appeared: return "\(place) appeared (the baseline does not draw it)"
        case .disappeared: return "\(place) is missing (the baseline draws it)"
        case .drawingOrder: return "\(place) is drawn in another order"
        }
    }
}

/// The views of one frame that moved beyond tolerance, with their baseline and current trace lines.
public struct FrameDifference: Hashable, Sendable {
    public var frame: Int
    public var time: Double
    public var differences: [TraceDifference]
    /// For each view that moved: its line in the baseline and now (nil where it is not drawn).
    public var lines: [MovedLine]

    public struct MovedLine: Hashable, Sendable {
        public var expected: TraceLine?
        public var actual: TraceLine?
    }
}
