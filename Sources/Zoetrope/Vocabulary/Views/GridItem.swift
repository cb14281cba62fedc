import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the length the fixed items leave, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` points as fit in its share, sharing it (at most `maximum` each).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// Its size.
    public var size: Size
    /// The spacing to the next item; nil is the default spacing (8 points).
    public var spacing: CGFloat?
    /// How a view lines up in its cell; nil centres it.
    public var alignment: Alignment?

    /// An item of `size` (flexible by default) with `spacing` to the next one and its cells' `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views a lazy stack or grid pins while its content scrolls: SwiftUI's `PinnedScrollableViews`. Zoetrope has no
/// `Section`, so nothing is pinned yet.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt32
    /// A set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
