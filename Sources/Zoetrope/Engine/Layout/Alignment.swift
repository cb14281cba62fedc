import Foundation

/// A guide that lines views up horizontally: SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide identified by `id` (see `AlignmentID`).
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum Leading: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// A guide that lines views up vertically: SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A custom guide identified by `id` (see `AlignmentID`).
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the topmost line of text in the view; the bottom edge for a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the bottommost line of text in the view; the bottom edge for a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// A container's first baseline is its topmost child's.
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(parentValue ?? childValue, childValue)
        }
    }

    /// A container's last baseline is its bottommost child's.
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(parentValue ?? childValue, childValue)
        }
    }
}

/// A horizontal and a vertical alignment: SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A side of a rectangle: SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges: SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// The same length on every edge of `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
